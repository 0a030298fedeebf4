import got, { HTTPError, RequestError } from 'got'
import type { CallbackOutcome } from '../../events/callback-attempted.js'
import type { CallbackPayload } from '../callback-payload.js'
import type { SendCallback } from '../ports/callback-sender.js'

export type CallbackTarget = { readonly url: string; readonly apiKey: string; readonly timeoutMs: number }

const reasonOf = (e: unknown): string => {
  if (e instanceof HTTPError) return `HTTP ${e.response.statusCode}`
  // A timeout after the headers arrived still has a response: the reason is the timeout.
  if (e instanceof RequestError) return `${e.code}: ${e.message}`
  return e instanceof Error ? e.message : String(e)
}

/**
 * One POST to the collector with `got`: no retries (the next turn carries fresher data), a hard
 * timeout so a slow collector never holds a reply, `x-api-key` as on inbound requests. Any non-2xx
 * answer is a failure. got's `request` timeout runs from the first byte of the lookup to the last
 * byte of the answer, so a collector that refuses, hangs, stalls mid-body or trickles is cut off
 * at `timeoutMs` all the same.
 */
export const gotCallbackSender =
  (target: CallbackTarget): SendCallback =>
  (payload: CallbackPayload) =>
  async (): Promise<CallbackOutcome> => {
    const started = performance.now()
    const durationMs = () => Math.round((performance.now() - started) * 10) / 10
    try {
      const res = await got.post(target.url, {
        json: payload,
        headers: { 'x-api-key': target.apiKey },
        timeout: { request: target.timeoutMs },
        retry: { limit: 0 },
        throwHttpErrors: true,
        followRedirect: false,
      })
      // got counts a 3xx as success when redirects are not followed; the collector never redirects.
      return res.statusCode >= 200 && res.statusCode < 300
        ? { outcome: 'delivered', httpStatus: res.statusCode, durationMs: durationMs() }
        : { outcome: 'failed', reason: `HTTP ${res.statusCode}`, durationMs: durationMs() }
    } catch (e) {
      return { outcome: 'failed', reason: reasonOf(e), durationMs: durationMs() }
    }
  }
