import * as t from 'io-ts'

/** `codec`, or `null`: the spec's nullable fields and the stored optional ones. */
export const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null])
