import * as t from 'io-ts'

/** The `{sessionId}` of an audit read: the same rule as the inbound body's `sessionId`. */
export const SessionIdParam = new t.Type<string, string, unknown>(
  'SessionId',
  t.string.is,
  (u, c) =>
    typeof u !== 'string'
      ? t.failure(u, c, 'must be a string')
      : u.trim().length === 0
        ? t.failure(u, c, 'must not be empty')
        : u.length > 256
          ? t.failure(u, c, 'must be at most 256 characters')
          : t.success(u),
  t.identity,
)

/** The path parameters of `GET /sessions/{sessionId}` and `GET /sessions/{sessionId}/events`. */
export const SessionRequest = t.type({ sessionId: SessionIdParam })
export type SessionRequest = t.TypeOf<typeof SessionRequest>
