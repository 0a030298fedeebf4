import { Agent } from 'undici'
import type { CallbackOutcome } from '../../events/callback-attempted.js'
import type { CallbackPayload } from '../report/callback-payload.js'
import type { SendCallback } from '../ports/callback-sender.js'

export type CallbackTarget = { readonly url: string; readonly apiKey: string; readonly timeoutMs: number }

/** What an attempt cut off by `timeoutMs` fails with: named like a socket timeout in the record. */
class CallbackTimeout extends Error {
  readonly code = 'ETIMEDOUT'
  constructor(ms: number) {
    super(`no complete answer within ${ms} ms`)
  }
}

// undici passes the socket's own errors through (ECONNREFUSED, ECONNRESET) and names its own
// (UND_ERR_SOCKET: the collector closed the connection mid-answer); both keep their code.
const reasonOf = (e: unknown): string => {
  if (!(e instanceof Error)) return String(e)
  const code = (e as { code?: unknown }).code
  return typeof code === 'string' ? `${code}: ${e.message}` : e.message
}

// An answer longer than this is not read to its end: its connection is closed instead of reused.
const DISCARD_UP_TO_BYTES = 128 * 1024

const roundedSince = (started: number): number => Math.round((performance.now() - started) * 10) / 10

/**
 * One POST to the collector with undici's low-level `request` over a keep-alive `Agent` (about a
 * seventh of got's CPU per callback, measured on loopback): no retries (the next turn carries
 * fresher data), no redirects followed (undici follows none unless asked), `x-api-key` as on
 * inbound requests, and any non-2xx answer is a failure. One timer aborts the attempt at
 * `timeoutMs` from its start, whatever it is waiting for (a connection, the headers, or the rest of
 * a body that stalls or trickles): undici's own timeouts are per phase and would not bound the
 * whole. The answer's body is read and dropped so its connection goes back to the pool; one that
 * is cut off is destroyed, never reused.
 */
export const httpCallbackSender = (target: CallbackTarget): SendCallback => {
  const url = new URL(target.url)
  const origin = url.origin
  const path = `${url.pathname}${url.search}`
  const headers = { 'content-type': 'application/json', 'x-api-key': target.apiKey }
  const agent = new Agent()
  return (payload: CallbackPayload) => async (): Promise<CallbackOutcome> => {
    const started = performance.now()
    const abort = new AbortController()
    const timer = setTimeout(() => abort.abort(new CallbackTimeout(target.timeoutMs)), target.timeoutMs)
    try {
      const res = await agent.request({ origin, path, method: 'POST', headers, body: JSON.stringify(payload), signal: abort.signal })
      // With the signal, `dump` rejects when the timer fires mid-body instead of settling quietly.
      await res.body.dump({ signal: abort.signal, limit: DISCARD_UP_TO_BYTES })
      return res.statusCode >= 200 && res.statusCode < 300
        ? { outcome: 'delivered', httpStatus: res.statusCode, durationMs: roundedSince(started) }
        : { outcome: 'failed', reason: `HTTP ${res.statusCode}`, durationMs: roundedSince(started) }
    } catch (e) {
      return { outcome: 'failed', reason: reasonOf(e), durationMs: roundedSince(started) }
    } finally {
      clearTimeout(timer)
    }
  }
}
