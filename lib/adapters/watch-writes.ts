import * as E from 'fp-ts/lib/Either.js'
import type { EventLog, StoreUnavailable } from '../ports/event-log.js'
import type { Logger } from './logger.js'

/**
 * How long a failed append keeps `/healthz` at 503 when no write follows it. A write that succeeds
 * ends it at once; the bound only keeps an instance nobody writes to (a load balancer took it out
 * of rotation on the 503) from being reported unhealthy forever after the disk was freed.
 */
export const RECENT_FAILURE_MS = 30_000
// During a burst of failed appends, one ERROR line at its start and then at most one this often,
// counting the failures in between.
const LOG_EVERY_MS = 10_000

type Failing = { readonly since: number; lastAt: number; loggedAt: number; count: number; reason: string }

/**
 * The event log, watched for failing writes: a store that answers reads but cannot take an append
 * (a full disk, a read-only remount) is not healthy. Every failed append is logged at ERROR (once
 * per burst, with the count), and `ping` fails while the latest append failed and did so within
 * RECENT_FAILURE_MS. An append refused as the request's fault (Unencodable) is logged at WARN and
 * says nothing about the store; a version conflict means the store answered.
 */
export const watchWrites = (log: EventLog, logger: Logger, now: () => number = Date.now): EventLog => {
  let failing: Failing | undefined

  const failed = (e: StoreUnavailable, sessionId: string): void => {
    const at = now()
    if (failing === undefined) {
      failing = { since: at, lastAt: at, loggedAt: at, count: 1, reason: e.reason }
      logger.error({ sessionId, reason: e.reason }, 'event store write failed: answering 503 until a write succeeds')
      return
    }
    failing.lastAt = at
    failing.count += 1
    failing.reason = e.reason
    if (at - failing.loggedAt < LOG_EVERY_MS) return
    logger.error({ sessionId, reason: e.reason, failedWrites: failing.count, sinceMs: at - failing.since }, 'event store writes still failing')
    failing.loggedAt = at
  }

  const succeeded = (): void => {
    if (failing === undefined) return
    logger.warn({ failedWrites: failing.count, failingMs: now() - failing.since }, 'event store writes succeed again')
    failing = undefined
  }

  const append: EventLog['append'] = (sessionId, expectedVersion, events, state) => async () => {
    const r = await log.append(sessionId, expectedVersion, events, state)()
    if (E.isRight(r)) succeeded()
    else if (r.left._tag === 'StoreUnavailable') failed(r.left, sessionId)
    else if (r.left._tag === 'Unencodable') logger.warn({ sessionId, reason: r.left.reason }, 'refused a turn whose events cannot be encoded')
    else if (r.left._tag === 'VersionConflict') succeeded()
    return r
  }

  const ping: EventLog['ping'] = () => async () => {
    if (failing !== undefined && now() - failing.lastAt < RECENT_FAILURE_MS) {
      return E.left({ _tag: 'StoreUnavailable', reason: `the last ${failing.count === 1 ? 'write' : `${failing.count} writes`} failed: ${failing.reason}` })
    }
    return log.ping()()
  }

  return { ...log, append, ping }
}
