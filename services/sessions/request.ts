import * as t from 'io-ts'
import { SessionId } from '../../lib/codec/session-id.js'

/** The `{sessionId}` of an audit read: the same rule as the inbound body's `sessionId`. */
export const SessionIdParam = SessionId

/** The path parameters of `GET /sessions/{sessionId}` and `GET /sessions/{sessionId}/events`. */
export const SessionRequest = t.type({ sessionId: SessionIdParam })
export type SessionRequest = t.TypeOf<typeof SessionRequest>
