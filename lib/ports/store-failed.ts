import type { StoreError } from './event-log.js'

/**
 * A store error carried through a loop as an exception (a rebuild, a graph walk, a stream), and
 * turned back into its value where the loop is answered.
 */
export class StoreFailed extends Error {
  constructor(readonly error: StoreError) {
    super(error.reason)
  }
}

/** The store error an exception stands for: its own, or the store unavailable for any other. */
export const storeErrorOf = (e: unknown): StoreError =>
  e instanceof StoreFailed ? e.error : { _tag: 'StoreUnavailable', reason: e instanceof Error ? e.message : String(e) }
