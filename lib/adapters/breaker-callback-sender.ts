import { CircuitState, ConsecutiveBreaker, circuitBreaker, handleAll, isBrokenCircuitError, type FailureReason } from 'cockatiel'
import type { CallbackOutcome } from '../../events/callback-attempted.js'
import type { CallbackPayload } from '../report/callback-payload.js'
import type { SendCallback } from '../ports/callback-sender.js'
import { clockedHalfOpenAfter } from './clocked-half-open.js'
import type { Logger } from './logger.js'

/** The spec's breaker states; `half-open` covers both "60 s are up" and "the test callback is out". */
export type BreakerState = 'closed' | 'open' | 'half-open'

export type CallbackBreakerOptions = {
  readonly now: () => number
  readonly logger: Logger
  /** Consecutive failed attempts that open the circuit (the spec: 3). */
  readonly failureThreshold: number
  /** How long the circuit stays open before one test callback may go (the spec: 60 s). */
  readonly resetAfterMs: number
}

/** The spec's limits: 3 consecutive failures open the circuit, 60 s later a test callback may go. */
export const SPEC_BREAKER = { failureThreshold: 3, resetAfterMs: 60_000 } as const

export type CallbackBreaker = {
  /** The guarded sender: an open circuit answers `skipped` at once and nothing leaves the service. */
  readonly send: SendCallback
  readonly state: () => BreakerState
}

const reasonOf = (r: FailureReason<unknown>): string =>
  'error' in r ? String(r.error) : ((r.value as Partial<Extract<CallbackOutcome, { outcome: 'failed' }>>).reason ?? 'unknown')

/**
 * The spec's circuit breaker on the outbound callback, as cockatiel's consecutive breaker: open
 * after `failureThreshold` failures in a row, half-open `resetAfterMs` later (on the injected
 * clock), closed when the test callback is delivered and open for a fresh wait when it fails.
 * While the test callback is out, other attempts are skipped rather than queued behind it
 * (cockatiel would hold them until it settles), so no reply waits on two collector timeouts.
 */
export const breakerCallbackSender =
  (opts: CallbackBreakerOptions) =>
  (inner: SendCallback): CallbackBreaker => {
    const policy = circuitBreaker(
      handleAll.orWhenResult((r) => (r as CallbackOutcome).outcome !== 'delivered'),
      { breaker: new ConsecutiveBreaker(opts.failureThreshold), halfOpenAfter: clockedHalfOpenAfter(opts.now, opts.resetAfterMs) },
    )
    let openedAt = opts.now()
    const testFrom = () => new Date(openedAt + opts.resetAfterMs).toISOString()

    policy.onBreak((reason) => {
      openedAt = opts.now()
      const why = 'isolated' in reason ? 'isolated' : reasonOf(reason)
      opts.logger.error({ breaker: 'open', lastFailure: why, testCallbackFrom: testFrom() }, 'callback circuit breaker opened')
    })
    policy.onHalfOpen(() => opts.logger.warn({ breaker: 'half-open' }, 'callback circuit breaker half-open: sending the test callback'))
    policy.onReset(() => opts.logger.info({ breaker: 'closed' }, 'callback circuit breaker closed: the test callback was delivered'))

    const state = (): BreakerState => {
      switch (policy.state) {
        case CircuitState.Closed:
          return 'closed'
        case CircuitState.HalfOpen:
          return 'half-open'
        case CircuitState.Open:
        case CircuitState.Isolated:
          return opts.now() - openedAt >= opts.resetAfterMs ? 'half-open' : 'open'
      }
    }

    const send: SendCallback = (payload: CallbackPayload) => async (): Promise<CallbackOutcome> => {
      // Checked synchronously: the call that moves Open to HalfOpen does so before its first await.
      if (policy.state === CircuitState.HalfOpen) return { outcome: 'skipped', reason: 'circuit breaker half-open: the test callback is in flight' }
      try {
        return await policy.execute(() => inner(payload)())
      } catch (e) {
        if (isBrokenCircuitError(e)) return { outcome: 'skipped', reason: `circuit breaker open: test callback from ${testFrom()}` }
        // The inner sender never throws; if it does, it is one more failed attempt.
        return { outcome: 'failed', reason: e instanceof Error ? e.message : String(e), durationMs: 0 }
      }
    }

    return { send, state }
  }
