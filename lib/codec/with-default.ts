import * as t from 'io-ts'

/** `codec`, or `fallback` when the value is absent (undefined or null). */
export const withDefault = <C extends t.Any>(codec: C, fallback: t.TypeOf<C>): t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown> =>
  new t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown>(
    `withDefault(${codec.name})`,
    codec.is,
    (u, c) => (u === undefined || u === null ? t.success(fallback) : codec.validate(u, c)),
    codec.encode,
  )
