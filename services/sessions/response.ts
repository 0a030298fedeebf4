import * as t from 'io-ts'
import { SessionEvent } from '../../events/session-event.js'
import { SessionState } from '../../events/session-state.js'
import { CallbackPayload } from '../../lib/callback-payload.js'

/**
 * The projection as `GET /sessions/{id}` shows it: the stored fields, plus `startedAtMs`, so the
 * three times of a session (`startedAtMs`, `firstReceivedAt`, `lastActivityAt`) read in one unit,
 * epoch milliseconds. `startedAt` (Unix seconds, as stored) stays for the clients that read it.
 */
export const SessionView = new t.Type<SessionState, t.OutputOf<typeof SessionState> & { readonly startedAtMs: number | null }, unknown>(
  'SessionView',
  SessionState.is,
  (u, c) => SessionState.validate(u, c),
  (s) => ({ ...SessionState.encode(s), startedAtMs: s.startedAt === null ? null : Math.round(s.startedAt * 1000) }),
)

/**
 * `GET /sessions/{id}`: the projection of the session's log, and the callback payload it gives,
 * which is what the collector last received for the session (or will on the pending final report).
 */
export const SessionResponse = t.type({
  status: t.literal('success'),
  sessionId: t.string,
  session: SessionView,
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
