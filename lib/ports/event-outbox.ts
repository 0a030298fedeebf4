import type * as T from 'fp-ts/lib/Task.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { SessionEvent } from '../../events/session-event.js'
import type { StoreError } from './event-log.js'

/** A committed event not yet known to be on the event stream. */
export type OutboxEntry = { readonly sessionId: string; readonly event: SessionEvent }

/**
 * The unpublished events an event log records in the same transaction as the events themselves,
 * so a process that dies between commit and publish loses nothing: whoever reads the outbox next
 * publishes what is left.
 */
export type EventOutbox = {
  /** Entries recorded at or before `cutoff` (epoch ms), oldest commit first, each session's in version order. */
  readonly pending: (cutoff: number, limit: number) => TE.TaskEither<StoreError, ReadonlyArray<OutboxEntry>>
  /** Forgets entries once published; removing one already gone (another relay did) is fine. */
  readonly remove: (entries: ReadonlyArray<OutboxEntry>) => TE.TaskEither<StoreError, void>
  readonly close: () => Promise<void>
}

/** What became of a batch handed to the stream: the entries it accepted, and why the rest failed. */
export type PublishResult = { readonly published: ReadonlyArray<OutboxEntry>; readonly error: string | null }

/** The event stream (a Pub/Sub topic when hosted). */
export type EventPublisher = {
  /** Publishes entries, each session's in the order given. Never fails: the result says what went out. */
  readonly publish: (entries: ReadonlyArray<OutboxEntry>) => T.Task<PublishResult>
  /** Sends what is batched, then lets go of the connection. */
  readonly close: () => Promise<void>
}
