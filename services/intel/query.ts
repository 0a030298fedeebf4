import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { describeErrors } from '../../lib/codec/decode-errors.js'
import { errorResponseOf } from '../../lib/report/honeypot-response.js'
import type { HttpResult } from '../http-result.js'

/** A request's query (or path) parameters decoded by `codec`; a 400 naming each bad one otherwise. */
export const decodeQuery = <A>(codec: t.Decoder<unknown, A>, query: unknown): E.Either<HttpResult, A> =>
  E.mapLeft((errors: t.Errors): HttpResult => ({ status: 400, body: errorResponseOf('invalid query parameters', null, describeErrors(errors)) }))(
    codec.decode(query),
  )

/** A 400 for a parameter problem the codecs cannot see (a pair given alone, a stale cursor). */
export const badQuery = (detail: string): HttpResult => ({ status: 400, body: errorResponseOf('invalid query parameters', null, [detail]) })
