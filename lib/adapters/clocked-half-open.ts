import type { IBackoff, IBackoffFactory, IHalfOpenAfterBackoffContext } from 'cockatiel'

type HalfOpenBackoff = IBackoff<IHalfOpenAfterBackoffContext>

/**
 * Cockatiel's `halfOpenAfter`, measured on an injected clock. Cockatiel reads the wall clock itself
 * (`Date.now() - openedAt < backoff.duration` on each call while open) and has no clock option, but
 * it asks this factory for a fresh backoff every time the circuit opens and reads `duration` at the
 * moment of the check. So the backoff remembers when it was made on *our* clock and answers
 * "forever" until `resetAfterMs` have passed there, then "already over": the comparison then
 * decides exactly what the injected clock says, and with `Date.now` it is the plain constant wait.
 */
export const clockedHalfOpenAfter = (now: () => number, resetAfterMs: number): IBackoffFactory<IHalfOpenAfterBackoffContext> => {
  const backoff = (): HalfOpenBackoff => {
    const openedAt = now()
    return {
      get duration() {
        return now() - openedAt >= resetAfterMs ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY
      },
      // A failed test call reopens the circuit: a fresh wait from that moment.
      next: backoff,
    }
  }
  return { next: backoff }
}

