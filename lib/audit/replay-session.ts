import { foldEvents } from '../../events/evolve.js'
import type { SessionEvent } from '../../events/session-event.js'
import { initialState, type SessionState } from '../../events/session-state.js'
import { callbackPayloadOf, type CallbackPayload } from '../report/callback-payload.js'
import { timelineOf, type Timeline } from './timeline-of.js'

/** A session's log read back: its timeline, the projection it folds to, and the report that projection gives. */
export type Replay = {
  readonly sessionId: string
  readonly eventCount: number
  readonly timeline: Timeline
  readonly state: SessionState
  /** What the collector receives for this projection: equal to the last callback sent, by design. */
  readonly report: CallbackPayload
}

/**
 * Replays a log from its first event, never from a stored snapshot: what is shown is what the log
 * alone says.
 */
export const replaySession = (sessionId: string, events: ReadonlyArray<SessionEvent>): Replay => {
  const state = foldEvents(initialState(sessionId), events)
  return {
    sessionId,
    eventCount: events.length,
    timeline: timelineOf(sessionId, events),
    state,
    report: callbackPayloadOf(state),
  }
}
