import * as t from 'io-ts'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'

// An integer or numeric string above 1e11 is epoch milliseconds: no Unix-seconds value is that
// large before the year 5138 (decision 3).
const MILLIS_THRESHOLD = 1e11
const NUMERIC = /^\s*\d+(?:\.\d+)?\s*$/u
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/u

const fromNumber = (n: number): E.Either<string, number> =>
  !Number.isFinite(n)
    ? E.left('must be a finite number')
    : n < 0
      ? E.left('must be non-negative')
      : E.right(n > MILLIS_THRESHOLD ? n / 1000 : n)

const fromString = (s: string): E.Either<string, number> => {
  const trimmed = s.trim()
  if (/^-\s*\d/u.test(trimmed)) return E.left('must be non-negative')
  if (NUMERIC.test(trimmed)) return fromNumber(Number(trimmed))
  if (!ISO_8601.test(trimmed)) return E.left('must be Unix seconds, epoch milliseconds or an ISO 8601 date')
  const ms = Date.parse(trimmed.replace(' ', 'T').replace(',', '.'))
  return Number.isNaN(ms) ? E.left('is not a valid ISO 8601 date') : fromNumber(ms / 1000)
}

/**
 * A message timestamp as the partner sends it (Unix seconds, epoch milliseconds, numeric string
 * or ISO 8601), decoded to Unix seconds. Negative or unparseable values fail with a message that
 * names the rule broken.
 */
export const Timestamp = new t.Type<number, number, unknown>(
  'Timestamp',
  (u): u is number => typeof u === 'number' && Number.isFinite(u) && u >= 0,
  (u, c) =>
    pipe(
      typeof u === 'number'
        ? fromNumber(u)
        : typeof u === 'string'
          ? fromString(u)
          : E.left('must be a number or a string'),
      E.fold(
        (message) => t.failure(u, c, message),
        (seconds) => t.success(seconds),
      ),
    ),
  (seconds) => seconds,
)
