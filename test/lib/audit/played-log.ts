import { foldEvents } from '../../../events/evolve.js'
import { stampEvents, type SessionEvent, type UnstampedEvent } from '../../../events/session-event.js'
import { initialState, type SessionState } from '../../../events/session-state.js'
import { callbackPayloadOf } from '../../../lib/report/callback-payload.js'
import { decideTurn, type TurnInput } from '../../../lib/turn/decide-turn.js'

export const T0 = 1_800_000_000 // seconds
export const SESSION = 'audit-session'

/**
 * A session's log as the pipeline writes it, without a store: each turn decided by today's rules
 * over the partner's whole-history echo, its per-turn callback recorded as delivered, and the final
 * report of the last turn delivered after the silence.
 */
export const playedLog = (texts: ReadonlyArray<string>, language = 'English'): ReadonlyArray<SessionEvent> => {
  let state: SessionState = initialState(SESSION)
  const events: SessionEvent[] = []
  const append = (at: number, unstamped: ReadonlyArray<UnstampedEvent>) => {
    const stamped = stampEvents(state.version, at, unstamped)
    state = foldEvents(state, stamped)
    events.push(...stamped)
  }
  const callback = (trigger: 'turn' | 'final', taskName?: string): UnstampedEvent => ({
    type: 'CallbackAttempted',
    trigger,
    reportedVersion: state.version,
    result: { outcome: 'delivered', httpStatus: 200, durationMs: 3 },
    payload: callbackPayloadOf(state),
    ...(taskName === undefined ? {} : { taskName }),
  })
  const history: Array<TurnInput['message']> = []
  texts.forEach((text, i) => {
    const message = { sender: 'scammer', text, timestamp: T0 + i * 30 }
    const at = (T0 + i * 30 + 1) * 1000
    const metadata = { channel: 'WhatsApp', language, locale: 'IN' }
    const decision = decideTurn({ message, conversationHistory: [...history], metadata, source: 'partner' }, 10_000)(state, at)
    append(at, decision.events)
    append(at + 5, [callback('turn')])
    history.push(message, { sender: 'user', text: decision.result.reply, timestamp: T0 + i * 30 + 2 })
  })
  const pending = state.pendingFinalReport
  if (pending !== null) append(pending.dueAt + 7, [callback('final', pending.taskName)])
  return events
}
