import * as t from 'io-ts'

/** A session id as clients send it: a non-blank string of at most 256 characters. */
export const SessionId = new t.Type<string, string, unknown>(
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
