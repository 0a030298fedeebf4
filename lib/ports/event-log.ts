import type * as O from 'fp-ts/lib/Option.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { SessionEvent } from '../../events/session-event.js'
import type { SessionState } from '../../events/session-state.js'
import type { ScamType } from '../scam-type.js'

/** The store could not be read or written; the request may be retried later (HTTP 503). */
export type StoreUnavailable = { readonly _tag: 'StoreUnavailable'; readonly reason: string }
/** Another writer appended first: re-read and decide again. */
export type VersionConflict = { readonly _tag: 'VersionConflict'; readonly expected: number; readonly actual: number }
/** A stored record does not decode: a defect or a tampered store, never retried. */
export type CorruptLog = { readonly _tag: 'CorruptLog'; readonly reason: string }
/**
 * What was to be appended cannot be encoded for the store (a value nested too deep for
 * JSON.stringify, say): the request's fault, answered 400 and never retried. Nothing was written.
 */
export type Unencodable = { readonly _tag: 'Unencodable'; readonly reason: string }
export type StoreError = StoreUnavailable | CorruptLog | Unencodable

/** The head of a session's log: its version and the projection snapshot stored beside it, when it decodes. */
export type Head = { readonly version: number; readonly snapshot: O.Option<SessionState> }

export type SessionSummary = {
  readonly sessionId: string
  readonly version: number
  readonly turns: number
  readonly scamType: ScamType
  readonly lastActivityAt: number | null
  readonly pendingFinalReport: { readonly taskName: string; readonly dueAt: number } | null
}

/**
 * A session's append-only event log with optimistic concurrency. `append` writes the events and the
 * snapshot of the projection after them in one transaction, only if the log is still at
 * `expectedVersion` (0 for a new session); otherwise it fails with `VersionConflict` and writes nothing.
 */
export type EventLog = {
  readonly load: (sessionId: string) => TE.TaskEither<StoreError, O.Option<Head>>
  readonly append: (
    sessionId: string,
    expectedVersion: number,
    events: ReadonlyArray<SessionEvent>,
    snapshot: SessionState,
  ) => TE.TaskEither<StoreError | VersionConflict, void>
  /**
   * Events after `afterVersion` (0: all), in order; at most `limit` of them when given, so a long
   * log can be read page by page (the next page after the last version read).
   */
  readonly readEvents: (sessionId: string, afterVersion: number, limit?: number) => TE.TaskEither<StoreError, ReadonlyArray<SessionEvent>>
  readonly listSessions: () => TE.TaskEither<StoreError, ReadonlyArray<SessionSummary>>
  /** Whether the store answers at all (health check). */
  readonly ping: () => TE.TaskEither<StoreError, void>
  readonly close: () => Promise<void>
}
