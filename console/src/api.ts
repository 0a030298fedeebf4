import * as E from 'fp-ts/lib/Either.js'
import type * as t from 'io-ts'
import { describeErrors } from '../../lib/codec/decode-errors.js'
import { readKey } from './key-store.js'

/**
 * Why a read failed: the key was refused (or is missing), the service said no, it could not be
 * reached, or it answered in a shape the console does not know.
 */
export type Failure =
  | { readonly kind: 'key'; readonly message: string }
  | { readonly kind: 'http'; readonly status: number; readonly message: string }
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'shape'; readonly message: string }

/** Query parameters; undefined ones are left out. */
export type Query = Readonly<Record<string, string | number | undefined>>

const withQuery = (path: string, query: Query): string => {
  const p = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') p.set(k, String(v))
  const s = p.toString()
  return s === '' ? path : `${path}?${s}`
}

/** A path segment: a session id or an evidence value, whatever characters it holds. */
export const segment = (s: string): string => encodeURIComponent(s)

/**
 * One call to the service on the console's own origin, with the key as `x-api-key` (no cookies,
 * nothing cached), its JSON answer decoded by `codec`.
 */
export const call = async <A>(method: 'GET' | 'POST', path: string, codec: t.Decoder<unknown, A>, query: Query = {}): Promise<E.Either<Failure, A>> => {
  const key = readKey()
  if (key === undefined) return E.left({ kind: 'key', message: 'Type the investigator key first.' })
  let res: Response
  try {
    res = await fetch(withQuery(path, query), { method, headers: { 'x-api-key': key, accept: 'application/json' }, credentials: 'omit', cache: 'no-store', redirect: 'error' })
  } catch {
    return E.left({ kind: 'network', message: 'The service could not be reached.' })
  }
  let body: unknown
  try {
    body = await res.json()
  } catch {
    return E.left({ kind: 'shape', message: `The service answered ${res.status} without JSON.` })
  }
  if (res.status === 401 || res.status === 403) return E.left({ kind: 'key', message: 'The service refused this key: it is not the investigator key.' })
  if (!res.ok) {
    const said = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : 'no reason given'
    return E.left({ kind: 'http', status: res.status, message: `The service answered ${res.status}: ${said}.` })
  }
  const decoded = codec.decode(body)
  return E.isRight(decoded)
    ? decoded
    : E.left({ kind: 'shape', message: `The service's answer has an unexpected shape: ${describeErrors(decoded.left).slice(0, 3).join('; ')}` })
}

export const get = <A>(path: string, codec: t.Decoder<unknown, A>, query: Query = {}): Promise<E.Either<Failure, A>> => call('GET', path, codec, query)
