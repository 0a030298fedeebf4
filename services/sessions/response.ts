import * as t from 'io-ts'
import { SessionEvent } from '../../events/session-event.js'
import { SessionState } from '../../events/session-state.js'
import { CallbackPayload } from '../../lib/callback-payload.js'

/**
 * `GET /sessions/{id}`: the projection of the session's log, and the callback payload it gives,
 * which is what the collector last received for the session (or will on the pending final report).
 */
export const SessionResponse = t.type({
  status: t.literal('success'),
  sessionId: t.string,
  session: SessionState,
  report: CallbackPayload,
})
export type SessionResponse = t.TypeOf<typeof SessionResponse>

/** `GET /sessions/{id}/events`: the whole log in order, each event in its current shape. */
export const SessionEventsResponse = t.type({
  status: t.literal('success'),
  sessionId: t.string,
  events: t.readonlyArray(SessionEvent),
})
export type SessionEventsResponse = t.TypeOf<typeof SessionEventsResponse>
