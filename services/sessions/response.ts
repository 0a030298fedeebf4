import * as t from 'io-ts'
import { SessionEvent } from '../../events/session-event.js'
import { SessionState } from '../../events/session-state.js'
import { CallbackPayload } from '../../lib/report/callback-payload.js'
import { nullable } from '../../lib/codec/nullable.js'

/**
 * A session's three times in one unit, epoch milliseconds, named with it. The projection keeps
 * `startedAt` in Unix seconds (as stored, and as clients read it) beside `firstReceivedAt` and
 * `lastActivityAt` in ms; this block is where a client compares them.
 */
export const SessionTimes = t.type({
  startedAtMs: nullable(t.number),
  firstReceivedAtMs: nullable(t.number),
  lastActivityAtMs: nullable(t.number),
})
export type SessionTimes = t.TypeOf<typeof SessionTimes>

export const sessionTimesOf = (s: SessionState): SessionTimes => ({
  startedAtMs: s.startedAt === null ? null : Math.round(s.startedAt * 1000),
  firstReceivedAtMs: s.firstReceivedAt,
  lastActivityAtMs: s.lastActivityAt,
})

const SessionResponseFields = t.type({
  status: t.literal('success'),
  sessionId: t.string,
  session: SessionState,
  report: CallbackPayload,
})

/**
 * `GET /sessions/{id}`: the projection of the session's log (exactly the fold of its events), the
 * callback payload it gives, which is what the collector last received for the session (or will
 * on the pending final report), and `times`, derived from the projection when encoded.
 */
export const SessionResponse = new t.Type<
  t.TypeOf<typeof SessionResponseFields>,
  t.OutputOf<typeof SessionResponseFields> & { readonly times: SessionTimes },
  unknown
>(
  'SessionResponse',
  SessionResponseFields.is,
  (u, c) => SessionResponseFields.validate(u, c),
  (a) => ({ ...SessionResponseFields.encode(a), times: sessionTimesOf(a.session) }),
)
export type SessionResponse = t.TypeOf<typeof SessionResponse>

/** `GET /sessions/{id}/events`: the whole log in order, each event in its current shape. */
export const SessionEventsResponse = t.type({
  status: t.literal('success'),
  sessionId: t.string,
  events: t.readonlyArray(SessionEvent),
})
export type SessionEventsResponse = t.TypeOf<typeof SessionEventsResponse>
