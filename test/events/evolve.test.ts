import tap from 'tap'
import { foldEvents } from '../../events/evolve.js'
import { stampEvents, type UnstampedEvent } from '../../events/session-event.js'
import { initialState } from '../../events/session-state.js'
import { messageKey, replyKey } from '../../lib/message-key.js'

const receivedAt = 1_763_770_000_000
const seconds = receivedAt / 1000
const aTurnWith = (newHistory: ReadonlyArray<{ sender: string; text: string; timestamp: number; own: boolean }>, messageIsNew: boolean): UnstampedEvent => ({
  type: 'TurnReceived',
  turn: 1,
  message: { sender: 'scammer', text: 'Pay now', timestamp: seconds - 10 },
  messageIsNew,
  newHistory,
  metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
  source: 'partner',
})

tap.test('when a turn brings new history of both sides', async (tap) => {
  const history = [
    { sender: 'scammer', text: 'Your KYC expired', timestamp: seconds - 120, own: false },
    { sender: 'user', text: 'Which bank?', timestamp: seconds - 100, own: true },
    // a timestamp far in the future is no start of the conversation
    { sender: 'scammer', text: 'Hurry', timestamp: seconds + 10_000, own: false },
  ]
  const s = foldEvents(initialState('s'), stampEvents(0, receivedAt, [aTurnWith(history, true)]))
  tap.same(
    s.seenMessages,
    [messageKey('scammer', 'Your KYC expired', seconds - 120), messageKey('scammer', 'Hurry', seconds + 10_000), messageKey('scammer', 'Pay now', seconds - 10)],
    'records the scammer messages in order, the incoming one last',
  )
  tap.same(s.replyKeys, [replyKey('Which bank?')], 'records the own reply by its text')
  tap.equal(s.messageCount, 4, 'counts every new message')
  tap.equal(s.startedAt, seconds - 120, 'starts the conversation at the earliest usable timestamp')
  tap.equal(s.version, 1, 'takes the event\'s version')
})

tap.test('when the incoming message repeats one already seen', async (tap) => {
  const s = foldEvents(initialState('s'), stampEvents(0, receivedAt, [aTurnWith([], false)]))
  tap.same(s.seenMessages, [], 'records no key')
  tap.equal(s.messageCount, 0, 'counts nothing')
  tap.equal(s.startedAt, null, 'has no start yet')
})

tap.test('when a final report is cancelled that is not the pending one', async (tap) => {
  const s = foldEvents(
    initialState('s'),
    stampEvents(0, receivedAt, [
      { type: 'FinalReportScheduled', taskName: 'fr-2', dueAt: receivedAt + 10_000 },
      { type: 'FinalReportCancelled', taskName: 'fr-1' },
    ]),
  )
  tap.same(s.pendingFinalReport, { taskName: 'fr-2', dueAt: receivedAt + 10_000 }, 'keeps the pending one')
  tap.equal(s.version, 2, 'still moves to the event\'s version')
})
