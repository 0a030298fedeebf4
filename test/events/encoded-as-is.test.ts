import * as E from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import tap from 'tap'
import { CallbackAttempted } from '../../events/callback-attempted.js'
import { foldEvents } from '../../events/evolve.js'
import { SessionEvent, stampEvents } from '../../events/session-event.js'
import { aLoggedTurn as aTurn, loggedAt as at } from '../helpers/logged-turn.js'
import { initialState, SessionState } from '../../events/session-state.js'
import { HistoryItem } from '../../events/stored-message.js'
import { SignalTally } from '../../lib/classify/signal-tally.js'

const events = stampEvents(0, at, aTurn)
const state = foldEvents(initialState('s'), events)

tap.test('when the events and the state are encoded for the log', async (tap) => {
  tap.equal(SessionEvent.encode, t.identity, 'an event encodes as is, without a walk over it')
  tap.equal(SessionState.encode, t.identity, 'the state encodes as is')
  tap.ok([HistoryItem, CallbackAttempted, SignalTally].every((c) => c.encode === t.identity), 'so do the parts that used not to')
})

tap.test('when what was encoded is read back', async (tap) => {
  const back = events.map((e) => SessionEvent.decode(JSON.parse(JSON.stringify(SessionEvent.encode(e)))))
  tap.same(back, events.map(E.right), 'every event decodes to what was written')
  tap.same(SessionState.decode(JSON.parse(JSON.stringify(SessionState.encode(state)))), E.right(state), 'the state too')
  // the codecs as they were, merging the parts of an intersection on encode
  const merged = t.intersection([t.type({ sender: t.string, text: t.string, timestamp: t.number }), t.type({ own: t.boolean })])
  const item = { sender: 'scammer', text: 'hi', timestamp: 1, own: false }
  tap.equal(JSON.stringify(HistoryItem.encode(item)), JSON.stringify(merged.encode(item)), 'the JSON is what the merging codec wrote')
})

tap.test('when a value is not an event', async (tap) => {
  tap.ok(E.isLeft(SessionEvent.decode({ type: 'CallbackAttempted', version: 1 })), 'decoding still refuses it')
  tap.ok(E.isLeft(SignalTally.decode({ messages: 'one' })), 'and a tally with a non-number weight')
})
