import type { RequestHandler, Response } from 'express'
import type { rateLimit as RateLimit } from 'express-rate-limit'
import type { Logger } from '../../lib/adapters/logger.js'
import type { Config } from '../../lib/config.js'

/** Answers a limited request: `retryAfterSeconds` is when the client's window reopens. */
export type TooManyRequests = (res: Response, retryAfterSeconds: number) => void

const WINDOW_MS = 60_000
// Any 4xx is a refusal: a bad key or token, and a request that cannot be decoded (a malformed
// percent-encoding, a body that is not gzip or not JSON), which the error handler counts.
const isRefusal = (status: number): boolean => status >= 400 && status <= 499

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

/** The per-key allowance, counted without express: the lean path and express's routes share it. */
export const keyAllowance = (limits: Config['limits']): (() => number | undefined) => fixedWindow(limits.perKeyPerMinute, WINDOW_MS)

/** The per-key limit as a middleware over that allowance, for the routes express serves. */
export const perKeyLimit =
  (takeKeyAllowance: () => number | undefined, tooMany: TooManyRequests): RequestHandler =>
  (_req, res, next) => {
    const retryAfter = takeKeyAllowance()
    if (retryAfter === undefined) next()
    else tooMany(res, retryAfter)
  }

/**
 * The refused-request limit: express-rate-limit's memory store, per client address, in one-minute
 * windows. It counts what the routes put through it (a bad key, every task request) and every
 * client error the error handler answers, and forgives those that end in anything but a 4xx. `rateLimit` is passed in because it loads with express, on the first request express
 * serves. A limit of 0 turns it off, since express-rate-limit itself would read 0 as "refuse
 * everything".
 */
export const refusedLimit = (rateLimit: typeof RateLimit, limits: Config['limits'], logger: Logger, tooMany: TooManyRequests): RequestHandler => {
  if (limits.refusedPerMinute === 0) return pass
  const answer: RequestHandler = (req, res) => {
    // express-rate-limit leaves the window it counted on the request, untyped.
    const reset = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime
    tooMany(res, reset === undefined ? WINDOW_MS / 1000 : Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)))
  }
  return rateLimit({
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
    limit: limits.refusedPerMinute,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => !isRefusal(res.statusCode),
  })
}
