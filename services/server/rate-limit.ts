import type { RequestHandler, Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Logger } from '../../lib/adapters/logger.js'
import type { Config } from '../../lib/config.js'

export type RateLimits = {
  /**
   * For a request that presented the service's key: counts it, and answers undefined while the
   * key is within its allowance, else the seconds until its window reopens. For the lean path.
   */
  readonly takeKeyAllowance: () => number | undefined
  /** The same count as a middleware that answers 429 itself. */
  readonly perKey: RequestHandler
  /**
   * For a request whose credentials may be refused: counted under the client's address, and
   * forgiven when the answer is not a refusal (401, 403, 429). A key request reaches it only after
   * its key failed; a task request always does, since only the handler can check the token.
   */
  readonly refused: RequestHandler
}

/** Answers a limited request: `retryAfterSeconds` is when the client's window reopens. */
export type TooManyRequests = (res: Response, retryAfterSeconds: number) => void

const WINDOW_MS = 60_000
const refusals = new Set([401, 403, 429])

const pass: RequestHandler = (_req, _res, next) => next()

/**
 * `limit` hits per window, the window opening at the first hit after the last one closed, as
 * express-rate-limit's memory store counts a client: every hit counts, refused ones included.
 * Answers undefined for a hit within the allowance, else the whole seconds (at least 1) until the
 * window reopens. A limit of 0 means no limit.
 */
export const fixedWindow = (limit: number, windowMs: number, now: () => number = Date.now): (() => number | undefined) => {
  if (limit === 0) return () => undefined
  let hits = 0
  let resetAt = 0
  return () => {
    const t = now()
    if (resetAt <= t) {
      hits = 0
      resetAt = t + windowMs
    }
    hits++
    return hits <= limit ? undefined : Math.max(1, Math.ceil((resetAt - t) / 1000))
  }
}

/**
 * The service's two limits, per instance, in fixed one-minute windows. Only the service's own key
 * reaches the per-key limit, so it is one counter, counted here without express (the lean path of
 * `POST /honeypot` has no express request) and never keyed by the key itself. The refused limit is
 * express-rate-limit's memory store, per client address. A limit of 0 turns that limiter off, since
 * express-rate-limit itself would read 0 as "refuse everything".
 */
export const rateLimits = (limits: Config['limits'], logger: Logger, tooMany: TooManyRequests): RateLimits => {
  const answer: RequestHandler = (req, res) => {
    // express-rate-limit leaves the window it counted on the request, untyped.
    const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime
    tooMany(res, reset === undefined ? WINDOW_MS / 1000 : Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)))
  }
  const common = {
    windowMs: WINDOW_MS,
    standardHeaders: false,
    legacyHeaders: false,
    handler: answer,
    logger: {
      warn: (e: unknown) => logger.warn({ err: e }, 'rate limiter'),
      error: (e: unknown) => logger.error({ err: e }, 'rate limiter'),
    },
    // Without a proxy in front, a client's own X-Forwarded-For is ignored, as it should be.
    validate: { xForwardedForHeader: false },
  } as const
  const takeKeyAllowance = fixedWindow(limits.perKeyPerMinute, WINDOW_MS)
  return {
    takeKeyAllowance,
    perKey: (_req, res, next) => {
      const retryAfter = takeKeyAllowance()
      if (retryAfter === undefined) next()
      else tooMany(res, retryAfter)
    },
    refused:
      limits.refusedPerMinute === 0
        ? pass
        : rateLimit({
            ...common,
            limit: limits.refusedPerMinute,
            skipSuccessfulRequests: true,
            requestWasSuccessful: (_req, res) => !refusals.has(res.statusCode),
          }),
  }
}
