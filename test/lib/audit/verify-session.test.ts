import t from 'tap'
import type { SessionEvent } from '../../../events/session-event.js'
import { verifySession } from '../../../lib/audit/verify-session.js'
import { decideTurn } from '../../../lib/turn/decide-turn.js'
import { playedLog, SESSION } from './played-log.js'

const texts = [
  'Your bank KYC has expired, the account will be blocked today.',
  'Call our officer on +91-9876543210 and share the OTP.',
  'Pay the Rs 499 fee to kyc.help@fakebank now.',
]

/** The log with one recorded event of `type` for `turn` changed by `change`. */
const tampered = (events: ReadonlyArray<SessionEvent>, type: SessionEvent['type'], turn: number, change: (e: any) => SessionEvent) =>
  events.map((e) => (e.type === type && 'turn' in e && e.turn === turn ? change(e) : e))

t.test('when a log was written by today\'s rules', async (t) => {
  const v = verifySession(SESSION, playedLog(texts))
  t.equal(v.matches, true, 'the replay matches')
  t.same(v.turns.map((x) => x.turn), [1, 2, 3], 'every turn was decided again')
  t.same(v.differences, [], 'no difference is listed')
})

t.test('when a recorded reply differs from what today\'s dialogue says', async (t) => {
  const log = tampered(playedLog(texts), 'ReplyComposed', 2, (e) => ({ ...e, reply: 'an older wording' }))
  const v = verifySession(SESSION, log)
  t.equal(v.matches, false, 'the replay does not match')
  t.same(v.differences.map((d) => [d.turn, d.field]), [[2, 'reply']], 'only that turn\'s reply is listed: later turns start from the recorded state')
  t.equal(v.differences[0]?.recorded, 'an older wording', 'with the recorded value')
  t.not(v.differences[0]?.today, 'an older wording', 'and today\'s')
})

t.test('when a recorded analysis lacks an evidence value today\'s extraction finds', async (t) => {
  const log = tampered(playedLog(texts), 'TurnAnalysed', 3, (e) => ({
    ...e,
    confidence: e.confidence / 2,
    findings: e.findings.map((f: any) => ({ ...f, evidence: { ...f.evidence, upiIds: [] } })),
  }))
  const fields = verifySession(SESSION, log).differences.filter((d) => d.turn === 3).map((d) => d.field)
  t.ok(fields.includes('confidence'), 'the confidence is listed')
  t.ok(fields.includes('evidence.upiIds'), 'the missing UPI id is listed by its kind')
  const upi = verifySession(SESSION, log).differences.find((d) => d.field === 'evidence.upiIds')
  t.same(upi?.today, ['kyc.help@fakebank'], 'with the value today\'s rules find')
})

t.test('when today\'s rules reach other conclusions', async (t) => {
  const stricter: typeof decideTurn = (input, delay) => (state, now) => {
    const d = decideTurn(input, delay)(state, now)
    return { ...d, events: d.events.map((e) => (e.type === 'TurnAnalysed' ? { ...e, scamType: 'NOT_SCAM' as const, confidence: 0.5 } : e)) }
  }
  const v = verifySession(SESSION, playedLog(texts), stricter)
  t.same([...new Set(v.differences.map((d) => d.turn))], [1, 2, 3], 'every turn that differs is listed')
  t.ok(v.differences.some((d) => d.field === 'scamType' && d.today === 'NOT_SCAM'), 'the type is compared')
})

t.test('when the log ends right after a message was received', async (t) => {
  const log = playedLog(texts)
  const lastReceived = log.findLastIndex((e) => e.type === 'TurnReceived')
  const v = verifySession(SESSION, log.slice(0, lastReceived + 1))
  t.equal(v.turns.length, 3, 'the unfinished turn is still verified')
  t.ok(v.differences.some((d) => d.turn === 3 && d.field === 'reply' && d.recorded === null), 'its missing reply is a difference, not a crash')
})
