import * as O from 'fp-ts/lib/Option.js'
import type * as t from 'io-ts'
import type { CorruptLog, StoreUnavailable, Unencodable } from '../ports/event-log.js'

/** A store that threw or could not be reached: retry later (HTTP 503). */
export const storeUnavailable = (e: unknown): StoreUnavailable => ({
  _tag: 'StoreUnavailable',
  reason: e instanceof Error ? e.message : String(e),
})

/** An append whose events or snapshot could not be encoded (e.g. a stack overflow in JSON.stringify). */
export const unencodable = (e: unknown): Unencodable => ({
  _tag: 'Unencodable',
  reason: `the events cannot be encoded: ${e instanceof Error ? e.message : String(e)}`,
})

/** A stored record that does not decode: a defect or a tampered store, never retried. */
export const corruptLog = (reason: string): CorruptLog => ({ _tag: 'CorruptLog', reason })

/** A record stored as JSON text, decoded through its codec; none when either step fails. */
export const decodeJsonText = <A>(codec: t.Decoder<unknown, A>, text: string): O.Option<A> => {
  try {
    return O.fromEither(codec.decode(JSON.parse(text)))
  } catch {
    return O.none
  }
}
