import t from 'tap'
import { foldEvents } from '../../../events/evolve.js'
import { stampEvents } from '../../../events/session-event.js'
import { initialState, type SessionState } from '../../../events/session-state.js'
import { decideTurn, type TurnInput } from '../../../lib/turn/decide-turn.js'
import { engagementOf } from '../../../lib/report/engagement.js'
import { MAX_VALUES_PER_KIND } from '../../../lib/evidence.js'

const T0 = 1_800_000_000 // seconds
const metadata = { channel: 'WhatsApp', language: 'English', locale: 'IN' }

/** Plays turns through decide + evolve, as the pipeline does, with the partner's history echo. */
const play = (texts: ReadonlyArray<string>, ownSender = 'user') => {
  let state: SessionState = initialState('s')
  const history: Array<TurnInput['message']> = []
  const replies: string[] = []
  texts.forEach((text, i) => {
    const message = { sender: 'scammer', text, timestamp: T0 + i * 10 }
    const now = (T0 + i * 10 + 1) * 1000
    const decision = decideTurn({ message, conversationHistory: [...history], metadata, source: 'partner' }, 10_000)(state, now)
    state = foldEvents(state, stampEvents(state.version, now, decision.events))
    replies.push(decision.result.reply)
    history.push(message, { sender: ownSender, text: decision.result.reply, timestamp: T0 + i * 10 + 2 })
  })
  return { state, replies }
}

t.test('when the partner resends the whole history every turn', async (t) => {
  const texts = Array.from({ length: 10 }, (_, i) => `Message ${i}: pay the fee to helper${i}@fakebank now`)
  const { state } = play(texts)
  t.equal(state.turns, 10, 'ten turns are counted')
  t.equal(engagementOf(state).totalMessagesExchanged, 20, 'turn 10 with 18 history items reports 20 messages')
  t.equal(engagementOf(state).engagementDurationSeconds, 91, 'duration runs from the first message timestamp to the last turn')
})

t.test('when the service\'s own replies come back labelled user', async (t) => {
  const { state, replies } = play(['Send Rs 500 to first@fakebank', 'Now the second step please', 'Final step'])
  const replyText = replies.join(' ')
  t.notOk(state.evidence.upiIds.some((u) => replyText.includes(u) && u !== 'first@fakebank'), 'nothing from the replies is taken as evidence')
  t.same(state.evidence.upiIds, ['first@fakebank'], 'only the scammer text feeds extraction')
})

t.test('when a history item is sent by one of the spec\'s own senders', async (t) => {
  const message = { sender: 'scammer', text: 'Hello sir', timestamp: T0 + 100 }
  const history = [
    { sender: 'scammer', text: 'Pay to early@fakebank', timestamp: T0 },
    { sender: 'honeypot', text: 'My earlier reply mentions fake@ourside', timestamp: T0 + 1 },
  ]
  const d = decideTurn({ message, conversationHistory: history, metadata, source: 'partner' }, 10_000)(initialState('s'), (T0 + 101) * 1000)
  const state = foldEvents(initialState('s'), stampEvents(0, (T0 + 101) * 1000, d.events))
  t.same(state.evidence.upiIds, ['early@fakebank'], 'scammer history feeds extraction, our own history does not')
  t.equal(state.messageCount, 4, 'both history items, the message and the reply are counted')
  t.equal(state.startedAt, T0, 'the session starts at the earliest history timestamp')
})

t.test('when a turn is decided', async (t) => {
  const d = decideTurn({ message: { sender: 'scammer', text: 'hi', timestamp: T0 }, conversationHistory: [], metadata, source: 'partner' }, 10_000)(initialState('s'), T0 * 1000)
  t.same(d.events.map((e) => e.type), ['TurnReceived', 'TurnAnalysed', 'ReplyComposed', 'FinalReportScheduled'], 'the events follow the spec\'s order')
  t.equal(d.result.dueAt, T0 * 1000 + 10_000, 'the final report is due ten seconds later')
  const state = foldEvents(initialState('s'), stampEvents(0, T0 * 1000, d.events))
  t.equal(state.pendingFinalReport?.taskName, d.result.taskName, 'the task is named after the turn')
  t.match(d.result.taskName, /^fr-[0-9a-f]{24}-4$/, 'the task name holds only characters Cloud Tasks allows')
  const next = decideTurn({ message: { sender: 'scammer', text: 'again', timestamp: T0 + 5 }, conversationHistory: [], metadata, source: 'partner' }, 10_000)(state, T0 * 1000 + 5000)
  t.same(next.events.map((e) => e.type), ['TurnReceived', 'TurnAnalysed', 'ReplyComposed', 'FinalReportCancelled', 'FinalReportScheduled'], 'a new message cancels the pending report')
  t.equal(next.result.replaces, d.result.taskName, 'and names the task it replaces')
})

t.test('when one request brings more evidence of a kind than a session keeps', async (t) => {
  const history = Array.from({ length: 300 }, (_, i) => ({ sender: 'scammer', text: `pay to upi${i}@fakebank`, timestamp: T0 + i }))
  const message = { sender: 'scammer', text: 'Pay to last@fakebank now', timestamp: T0 + 400 }
  const d = decideTurn({ message, conversationHistory: history, metadata, source: 'partner' }, 10_000)(initialState('s'), (T0 + 401) * 1000)
  const state = foldEvents(initialState('s'), stampEvents(0, (T0 + 401) * 1000, d.events))
  t.equal(state.evidence.upiIds.length, MAX_VALUES_PER_KIND, 'the session keeps the bound')
  t.same(state.overflow.evidence, { upiIds: 301 - MAX_VALUES_PER_KIND }, 'and counts the rest')
  const analysed = d.events.find((e) => e.type === 'TurnAnalysed')
  t.equal(analysed?.type === 'TurnAnalysed' ? analysed.findings.length : 0, 301, 'the log still records what each message gave')
})
