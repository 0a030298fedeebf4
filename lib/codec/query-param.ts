import * as t from 'io-ts'

/**
 * One query parameter as a string: given once (a repeated one is refused, not silently picked),
 * its length within bounds.
 */
export const QueryString = (min: number, max: number) =>
  new t.Type<string, string, unknown>(
    'QueryString',
    t.string.is,
    (u, c) =>
      Array.isArray(u)
        ? t.failure(u, c, 'must be given once')
        : typeof u !== 'string'
          ? t.failure(u, c, 'must be a string')
          : [...u].length < min
            ? t.failure(u, c, `must have at least ${min} characters`)
            : [...u].length > max
              ? t.failure(u, c, `must have at most ${max} characters`)
              : t.success(u),
    t.identity,
  )

/** A whole number written in decimal, from `min` to `max`. */
export const QueryInt = (min: number, max: number) =>
  new t.Type<number, string, unknown>(
    'QueryInt',
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max,
    (u, c) => {
      if (Array.isArray(u)) return t.failure(u, c, 'must be given once')
      const n = typeof u === 'string' && /^[0-9]{1,16}$/u.test(u) ? Number(u) : Number.NaN
      return Number.isSafeInteger(n) && n >= min && n <= max ? t.success(n) : t.failure(u, c, `must be a whole number from ${min} to ${max}`)
    },
    String,
  )

/** One of the values of `codec` (a keyof), given once. */
export const QueryKeyof = <K extends Record<string, unknown>>(codec: t.KeyofC<K>) =>
  new t.Type<keyof K & string, string, unknown>(
    codec.name,
    (u): u is keyof K & string => typeof u === 'string' && codec.is(u),
    (u, c) =>
      Array.isArray(u)
        ? t.failure(u, c, 'must be given once')
        : typeof u === 'string' && codec.is(u)
          ? t.success(u)
          : t.failure(u, c, `must be one of ${Object.keys(codec.keys).join(', ')}`),
    String,
  )

/** `codec` when the parameter is there, undefined when it is not. */
export const optional = <C extends t.Mixed>(codec: C) => t.union([codec, t.undefined])
