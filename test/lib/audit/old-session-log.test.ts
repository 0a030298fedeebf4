import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import { SessionEvent } from '../../../events/session-event.js'
import { evidenceKinds } from '../../../lib/evidence.js'
import { parseEventLines } from '../../../lib/audit/parse-event-lines.js'
import { replaySession } from '../../../lib/audit/replay-session.js'
import { verifySession } from '../../../lib/audit/verify-session.js'
import { playedLog, SESSION as SESSION_T } from './played-log.js'

const SESSION = 'fixture-kyc-2026-01'
const text = readFileSync(join(import.meta.dirname, '../../fixtures/session-log-v1.jsonl'), 'utf8')
const raw = text.trim().split('\n').map((l) => JSON.parse(l))

// The fields the fold alone decides. agentNotes is left out: its wording is today's presentation
// (strategy sentence, descriptions), not something the log records.
const folded = (p: any) => ({ ...p, agentNotes: undefined })

t.test('given a log written in the first event shape', async (t) => {
  const analysed = raw.filter((e) => e.type === 'TurnAnalysed')
  t.ok(analysed.length > 0 && analysed.every((e) => 'evidence' in e && !('findings' in e)), 'its analyses really are in the retired shape')

  const events = parseEventLines(text)
  t.ok(E.isRight(events), 'every line still decodes')
  if (E.isLeft(events)) return
  t.equal(events.right.length, raw.length, 'no event is dropped')

  t.test('when it is replayed', async (t) => {
    const replay = replaySession(SESSION, events.right)
    const lastSent = raw.filter((e) => e.type === 'CallbackAttempted').at(-1)?.payload
    t.same(folded(replay.report), folded(lastSent), 'the projection equals the last report that version sent')
    t.equal(replay.timeline.turns.length, 4, 'the timeline shows its four turns')
    const firstSeen = Object.fromEntries(
      evidenceKinds.map((k) => [k, replay.timeline.turns.flatMap((turn) => turn.newEvidence[k] ?? [])]),
    )
    t.same(firstSeen, replay.state.evidence, 'the evidence first seen turn by turn adds up to the session\'s')
    t.same(replay.timeline.turns[2]?.newEvidence, { upiIds: ['sbi.kyc.verify@fakebank'] }, 'a flat evidence record shows under its turn')
  })

  t.test('when it is verified against today\'s rules', async (t) => {
    const v = verifySession(SESSION, events.right)
    t.same(v.turns.map((x) => x.turn), [1, 2, 3, 4], 'every turn is decided again')
    const known = /^(messageIsNew|newHistory|scamType|confidence|persona|reply|scamDetected|totalMessagesExchanged|engagementDurationSeconds|evidence\.\w+)$/
    t.ok(v.differences.every((d) => known.test(d.field) && d.turn >= 1 && d.turn <= 4), 'each difference names its turn and field')
    t.equal(v.matches, v.differences.length === 0, 'the verdict follows the differences')
    t.notOk(v.differences.some((d) => ['messageIsNew', 'newHistory', 'totalMessagesExchanged', 'engagementDurationSeconds'].includes(d.field)), 'the recorded inputs and figures are read the same way today')
  })
})

t.test('when a log of today\'s rules is written back in the first shape', async (t) => {
  const today = playedLog(['Your KYC expired, call +91-9876543210 now.', 'Pay Rs 99 to kyc.help@fakebank or visit http://kyc-help.xyz/pay'])
  const retired = today.map((e) => {
    const encoded = SessionEvent.encode(e) as any
    if (encoded.type !== 'TurnAnalysed') return encoded
    const { findings, ...rest } = encoded
    const evidence: Record<string, string[]> = {}
    for (const f of findings) for (const [k, vs] of Object.entries(f.evidence as Record<string, string[]>)) evidence[k] = [...new Set([...(evidence[k] ?? []), ...vs])]
    return { ...rest, evidence }
  })
  const events = parseEventLines(retired.map((e) => JSON.stringify(e)).join('\n'))
  if (E.isLeft(events)) {
    t.fail(events.left)
    return
  }
  t.same(replaySession(SESSION_T, events.right).report, replaySession(SESSION_T, today).report, 'it replays to the same projection')
  t.same(verifySession(SESSION_T, events.right).differences, [], 'and verifies with no difference: evidence is compared by value, not by message')
})
