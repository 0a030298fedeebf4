import * as t from 'io-ts'

const MAX_LENGTH = 256

/** A session id as clients send it: a non-blank string of at most 256 characters. */
export const SessionId = new t.Type<string, string, unknown>(
  'SessionId',
  t.string.is,
  (u, c) =>
    typeof u !== 'string'
      ? t.failure(u, c, 'must be a string')
      : u.trim().length === 0
        ? t.failure(u, c, 'must not be empty')
        : u.length > MAX_LENGTH
          ? t.failure(u, c, `must be at most ${MAX_LENGTH} characters`)
          : t.success(u),
  t.identity,
)

const ECHO_LIMIT = 64

/**
 * The client's session id as an error body echoes it, so the client can tell which request was
 * refused: a valid one whole, a longer one (which is why it was refused) cut to its first 64
 * characters and an ellipsis, so a 50,000-character id is not sent back whole. Not a string: null.
 */
export const echoedSessionId = (u: unknown): string | null => {
  if (typeof u !== 'string') return null
  if (u.length <= MAX_LENGTH) return u
  // Never end on half a surrogate pair.
  const cut = /[\ud800-\udbff]$/u.test(u.slice(0, ECHO_LIMIT)) ? ECHO_LIMIT - 1 : ECHO_LIMIT
  return `${u.slice(0, cut)}…`
}
