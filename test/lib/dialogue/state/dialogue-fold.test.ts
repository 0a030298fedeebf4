import { readFileSync } from 'node:fs'
import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import { foldEvents } from '../../../../events/evolve.js'
import { SessionEvent, stampEvents } from '../../../../events/session-event.js'
import { initialState, SessionState } from '../../../../events/session-state.js'
import { decideTurn } from '../../../../lib/turn/decide-turn.js'
import { initialDialogue } from '../../../../lib/dialogue/state/dialogue-state.js'
import type { AskKind } from '../../../../lib/dialogue/vocabulary.js'

const T0 = 1_800_000_000
const texts = [
  'Your parcel is held at customs. I am Officer Sameer Khan, badge CUS-7781.',
  'Pay the customs duty of Rs 4,999 to clear it today. Do not tell your family.',
  'Use UPI customs.clear@fakebank. How old are you?',
  'Payment failed? Use account 556677889900 IFSC HDFC0001234.',
]

/** A session's whole log as the store keeps it: every event, through JSON and back through the codec. */
const logOf = (sessionId: string) => {
  let state = initialState(sessionId)
  const log: unknown[] = []
  const history: Array<{ sender: string; text: string; timestamp: number }> = []
  texts.forEach((text, i) => {
    const message = { sender: 'scammer', text, timestamp: T0 + i * 30 }
    const now = (T0 + i * 30 + 1) * 1000
    const d = decideTurn({ message, conversationHistory: [...history], metadata: { channel: 'SMS', language: 'English', locale: 'IN' }, source: 'partner' }, 10_000)(state, now)
    const events = stampEvents(state.version, now, d.events)
    state = foldEvents(state, events)
    log.push(...events.map((e) => JSON.parse(JSON.stringify(SessionEvent.encode(e)))))
    history.push(message, { sender: 'user', text: d.result.reply, timestamp: T0 + i * 30 + 2 })
  })
  return { state, log }
}

/** The scammer's messages played 30 s apart as one session, in English: the state and the reply after each turn. */
const play = (sessionId: string, turns: ReadonlyArray<string>): ReadonlyArray<{ readonly state: SessionState; readonly reply: string }> => {
  let state = initialState(sessionId)
  return turns.map((text, i) => {
    const message = { sender: 'scammer', text, timestamp: T0 + i * 30 }
    const now = (T0 + i * 30 + 1) * 1000
    const d = decideTurn({ message, conversationHistory: [], metadata: { channel: 'SMS', language: 'English', locale: 'IN' }, source: 'partner' }, 10_000)(state, now)
    state = foldEvents(state, stampEvents(state.version, now, d.events))
    return { state, reply: d.result.reply }
  })
}

t.test('when a session is replayed from its log', async (t) => {
  const { state, log } = logOf('fold-1')
  const decoded = log.map((e) => SessionEvent.decode(e))
  t.ok(decoded.every(E.isRight), 'every logged event decodes')
  const replayed = foldEvents(initialState('fold-1'), decoded.flatMap((e) => (E.isRight(e) ? [e.right] : [])))
  t.same(replayed.dialogue, state.dialogue, 'the log alone rebuilds the dialogue state')
  t.equal(replayed.dialogue.claims.name, 'Sameer Khan', 'with the claimed name')
  t.same(replayed.dialogue.avoid, ['family'], 'the family kept out')
  t.ok(replayed.dialogue.stated.includes('age'), 'the age the persona told')
  t.ok(replayed.dialogue.asks.length > 0, 'and the asks it made')
  const snapshot = SessionState.decode(JSON.parse(JSON.stringify(SessionState.encode(state))))
  t.ok(E.isRight(snapshot) && JSON.stringify(snapshot.right.dialogue) === JSON.stringify(state.dialogue), 'a snapshot keeps the dialogue state')
})

t.test('when a log from before the dialogue manager is replayed', async (t) => {
  const lines = readFileSync(new URL('../../../fixtures/session-log-v1.jsonl', import.meta.url), 'utf8').split('\n').filter((l) => l.trim() !== '')
  const events = lines.map((l) => SessionEvent.decode(JSON.parse(l))).flatMap((e) => (E.isRight(e) ? [e.right] : []))
  t.equal(events.length, lines.length, 'every old event still decodes')
  const state = foldEvents(initialState('fixture-kyc-2026-01'), events)
  t.same({ ...state.dialogue, lastMessageAt: null, gapSeconds: null }, initialDialogue(), 'it folds to a dialogue with nothing heard, feigned or asked')
  const oldSnapshot = { ...SessionState.encode(state) } as Record<string, unknown>
  delete oldSnapshot.dialogue
  const decoded = SessionState.decode(oldSnapshot)
  t.ok(E.isRight(decoded) && decoded.right.dialogue.asks.length === 0, 'an old snapshot without a dialogue state decodes to the initial one')
})

t.test('when the persona asks for a kind the session already holds', async (t) => {
  const played = play('prize-sum', ['Congratulations, you won 25 lakh in the KBC lottery.', 'Which state are you from? Tax depends on it.'])
  const state = played.at(-1)!.state
  t.notOk(state.dialogue.asks.some((a) => a.kind === 'amount'), 'the fee asked of a prize whose sum is known is not waiting for an answer')
  t.notMatch(played[1]?.reply ?? '', /written|noted|diary|calendar/iu, 'so nothing is thanked for or noted down when nothing new came')
})

t.test('when a stranger opens by courting the persona', async (t) => {
  const message = { sender: 'scammer', text: 'Hello sweetheart, I miss you so much. My contract abroad is almost over. I have something important to ask you.', timestamp: T0 }
  const d = decideTurn({ message, conversationHistory: [], metadata: { channel: 'WhatsApp', language: 'English', locale: 'IN' }, source: 'partner' }, 10_000)(initialState('courted'), (T0 + 1) * 1000)
  const composed = d.events.find((e) => e.type === 'ReplyComposed')
  const moves = composed?.type === 'ReplyComposed' ? composed.moves : undefined
  t.not(moves?.mood, 'calm', 'the message is not taken for a genuine one')
  t.notOk(moves?.asks.some((k) => k === 'organisation' || k === 'office'), 'and the suitor is not asked for his firm')
})

t.test('when the scammer says to pay through a link he has not sent', async (t) => {
  const played = play('link-named', [
    'Dear consumer, your power will be cut tonight as your bill is not updated.',
    'I am Mahesh Patil, billing officer. Your bill must be paid through our quick-pay link within the hour.',
    'Here it is: https://quickpay-power.in/bill',
  ])
  const spoken = played[1]!.state
  t.notOk(spoken.dialogue.mentioned.includes('link'), 'a link only spoken of is not taken as given')
  t.ok(spoken.dialogue.asks.some((a) => a.kind === 'link' && a.turn === 2), 'so the persona, going along, asks for it')
  t.ok(played.at(-1)!.state.dialogue.asks.some((a) => a.kind === 'link' && a.answered), 'and the link sent answers the ask')
})

t.test('when the scammer waves the persona\'s question away', async (t) => {
  const played = play('waved', [
    'Your SIM will be blocked today. I am Ravi from the telecom security team.',
    'That is not needed. Install the security app from the link I will send.',
    'Install it now, this is your last warning.',
  ])
  const state = played.at(-1)!.state
  const asked: AskKind[][] = played.map((p, i) => p.state.dialogue.asks.filter((a) => a.turn === i + 1).map((a) => a.kind))
  const waved = asked[0] ?? []
  t.ok(waved.length > 0, `the first reply asked something (${waved.join(', ')})`)
  t.ok(state.dialogue.asks.filter((a) => a.turn === 1).every((a) => a.refused === true), 'what it asked is marked refused once waved away')
  t.notOk(asked.slice(1).flat().some((k) => waved.includes(k)), `and not asked again (${asked.slice(1).map((a) => a.join('+')).join(', ')})`)
})
