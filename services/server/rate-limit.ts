import { createHash } from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Logger } from '../../lib/adapters/logger.js'
import type { Config } from '../../lib/config.js'

export type RateLimits = {
  /** For a request that presented the service's key: counted under a hash of that key. */
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

// The raw key never becomes a map key, a header or a log line: only a short digest of it does.
const keyDigest = (key: string): string => `key:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`

const pass: RequestHandler = (_req, _res, next) => next()

/**
 * The service's two limits, per instance (express-rate-limit's memory store, fixed one-minute
 * windows). A limit of 0 turns that limiter off, since express-rate-limit itself would read 0 as
 * "refuse everything".
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
  return {
    perKey:
      limits.perKeyPerMinute === 0
        ? pass
        : rateLimit({ ...common, limit: limits.perKeyPerMinute, keyGenerator: (req) => keyDigest(req.get('x-api-key') ?? '') }),
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
