import * as t from 'io-ts'
import * as E from 'fp-ts/lib/Either.js'

/** Longest cursor accepted; the ones the service hands out are far shorter. */
export const MAX_CURSOR_LENGTH = 1024

const Envelope = t.type({ l: t.string, f: t.string, a: t.unknown })

/**
 * An opaque page cursor: which listing it belongs to, the filters it was made under, and where
 * the next page resumes, as base64url JSON. It holds nothing secret: only the sort key of the
 * last row of a page the client already received.
 */
export const encodeCursor = <A, O>(listing: string, filters: string, after: A, codec: t.Encoder<A, O>): string =>
  Buffer.from(JSON.stringify({ l: listing, f: filters, a: codec.encode(after) }), 'utf8').toString('base64url')

/**
 * The resume point of a cursor, or why it cannot be used: not one of ours, or made for another
 * listing or other filters (its position means nothing there).
 */
export const decodeCursor = <A>(cursor: string, listing: string, filters: string, codec: t.Decoder<unknown, A>): E.Either<string, A> => {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/u.test(cursor)) return E.left('cursor: is not a cursor this service gave')
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return E.left('cursor: is not a cursor this service gave')
  }
  const envelope = Envelope.decode(json)
  if (E.isLeft(envelope)) return E.left('cursor: is not a cursor this service gave')
  if (envelope.right.l !== listing || envelope.right.f !== filters) return E.left('cursor: belongs to another listing or other filters')
  const after = codec.decode(envelope.right.a)
  return E.isLeft(after) ? E.left('cursor: is not a cursor this service gave') : after
}
