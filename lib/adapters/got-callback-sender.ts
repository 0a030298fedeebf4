import got, { RequestError } from 'got'
import type { CallbackOutcome } from '../../events/callback-attempted.js'
import type { CallbackPayload } from '../callback-payload.js'
import type { SendCallback } from '../ports/callback-sender.js'

export type CallbackTarget = { readonly url: string; readonly apiKey: string; readonly timeoutMs: number }

const reasonOf = (e: unknown): string => {
  if (e instanceof RequestError) {
    const status = e.response?.statusCode
    return status === undefined ? `${e.code}: ${e.message}` : `HTTP ${status}`
  }
  return e instanceof Error ? e.message : String(e)
}

/**
 * One POST to the collector with `got`: no retries (the next turn carries fresher data), a hard
 * timeout so a slow collector never holds a reply, `x-api-key` as on inbound requests. Any non-2xx
 * answer is a failure.
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
      return { outcome: 'delivered', httpStatus: res.statusCode, durationMs: durationMs() }
    } catch (e) {
      return { outcome: 'failed', reason: reasonOf(e), durationMs: durationMs() }
    }
  }
