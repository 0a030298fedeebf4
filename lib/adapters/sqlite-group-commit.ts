import type { DatabaseSync } from 'node:sqlite'
import * as E from 'fp-ts/lib/Either.js'
import type { StoreUnavailable } from '../ports/event-log.js'
import { storeUnavailable } from './store-errors.js'

export type GroupCommit<J, R> = {
  /** Queues a write; settles once the transaction holding it is committed (or has failed). */
  readonly submit: (job: J) => Promise<E.Either<StoreUnavailable, R>>
  /** Writes everything queued now, synchronously: before the database is closed. */
  readonly drain: () => void
}

// Enough to absorb every request in flight at once; a bound so one transaction stays short.
const MAX_BATCH = 256

type Queued<J, R> = { readonly job: J; readonly settle: (r: E.Either<StoreUnavailable, R>) => void }

/**
 * Group commit: the writes submitted while a flush is pending (the same turn of the event loop)
 * share one `BEGIN IMMEDIATE ... COMMIT`, so one fsync makes them all durable. Each runs in its own
 * savepoint, in submission order (a later write sees the earlier ones): one that throws is rolled
 * back alone and answered StoreUnavailable. No write settles before the COMMIT succeeded; if the
 * transaction fails, every write in it fails. `write` must write nothing when it returns a refusal.
 */
export const groupCommit = <J, R>(
  db: Pick<DatabaseSync, 'exec' | 'isTransaction'>,
  write: (job: J) => R,
  maxBatch = MAX_BATCH,
): GroupCommit<J, R> => {
  let queue: Array<Queued<J, R>> = []
  let scheduled = false

  const commitBatch = (batch: ReadonlyArray<Queued<J, R>>): void => {
    const outcomes: Array<E.Either<StoreUnavailable, R>> = []
    try {
      db.exec('BEGIN IMMEDIATE')
      for (const { job } of batch) {
        db.exec('SAVEPOINT append')
        try {
          outcomes.push(E.right(write(job)))
        } catch (e) {
          // Throws in turn if SQLite already abandoned the transaction: then the whole batch fails.
          db.exec('ROLLBACK TO append')
          outcomes.push(E.left(storeUnavailable(e)))
        }
        db.exec('RELEASE append')
      }
      db.exec('COMMIT')
    } catch (e) {
      try {
        if (db.isTransaction) db.exec('ROLLBACK')
      } catch {
        // The database is gone or closed; the batch fails either way.
      }
      const failed = E.left(storeUnavailable(e))
      for (const q of batch) q.settle(failed)
      return
    }
    batch.forEach((q, i) => q.settle(outcomes[i] ?? E.left(storeUnavailable('no outcome'))))
  }

  const take = (): ReadonlyArray<Queued<J, R>> => {
    const batch = queue.slice(0, maxBatch)
    queue = queue.slice(maxBatch)
    return batch
  }

  const drain = (): void => {
    while (queue.length > 0) commitBatch(take())
  }

  const flush = (): void => {
    scheduled = false
    if (queue.length === 0) return
    const batch = take()
    // What is left (or arrives meanwhile) goes in the next turn, so other I/O is served between.
    if (queue.length > 0) schedule()
    commitBatch(batch)
  }

  const schedule = (): void => {
    if (scheduled) return
    scheduled = true
    setImmediate(flush)
  }

  return {
    submit: (job) =>
      new Promise((settle) => {
        queue.push({ job, settle })
        schedule()
      }),
    drain,
  }
}
