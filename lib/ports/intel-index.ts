import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { IntelSession, IntelValue } from '../intel/index-records.js'
import type { IntelKind } from '../intel/intel-kind.js'
import type { ValueKey } from '../intel/value-key.js'
import type { ScamType } from '../scam-type.js'
import type { StoreError } from './event-log.js'

/** Where a page of sessions resumes: after this session in the order newest activity first. */
export type SessionsAfter = { readonly lastActivityAtMs: number; readonly sessionId: string }
/** Sessions newest activity first, narrowed by any of these; `after` resumes a listing. */
export type SessionQuery = {
  readonly scamType?: ScamType
  readonly sinceMs?: number
  readonly untilMs?: number
  /** Only sessions holding this value. */
  readonly valueKey?: ValueKey
  readonly after?: SessionsAfter
  readonly limit: number
}

/** Where a page of top values resumes: sessions, then latest seen, descending; then the key. */
export type TopAfter = { readonly sessions: number; readonly lastSeenAtMs: number; readonly key: ValueKey }
export type TopQuery = { readonly kind?: IntelKind; readonly after?: TopAfter; readonly limit: number }

/** Values whose search terms begin with `prefix` (lower-case), in term order. */
export type SearchAfter = { readonly term: string; readonly key: ValueKey }
export type SearchQuery = { readonly prefix: string; readonly kind?: IntelKind; readonly after?: SearchAfter; readonly limit: number }
export type SearchHit = { readonly term: string; readonly value: IntelValue }

/** Every value last seen at or after `sinceMs`, oldest sighting first, a page at a time. */
export type ExportAfter = { readonly lastSeenAtMs: number; readonly key: ValueKey }
export type ExportQuery = { readonly sinceMs: number; readonly after?: ExportAfter; readonly limit: number }

/**
 * The cross-session intelligence index, read side. Written by the event log's own appends (in the
 * same transaction or batch as the events), so it never runs ahead of or behind the log. Every
 * read is bounded by its `limit` or its keys: no read loads a whole collection.
 */
export type IntelIndex = {
  readonly sessions: (q: SessionQuery) => TE.TaskEither<StoreError, ReadonlyArray<IntelSession>>
  /** The index's records of these sessions, those it has, in no particular order. */
  readonly sessionsById: (ids: ReadonlyArray<string>) => TE.TaskEither<StoreError, ReadonlyArray<IntelSession>>
  /** The records of these values, those that exist, in no particular order. */
  readonly values: (keys: ReadonlyArray<ValueKey>) => TE.TaskEither<StoreError, ReadonlyArray<IntelValue>>
  readonly topValues: (q: TopQuery) => TE.TaskEither<StoreError, ReadonlyArray<IntelValue>>
  readonly search: (q: SearchQuery) => TE.TaskEither<StoreError, ReadonlyArray<SearchHit>>
  readonly exportValues: (q: ExportQuery) => TE.TaskEither<StoreError, ReadonlyArray<IntelValue>>
}

/**
 * Rebuilds the index from the log alone: clears it, then folds each session's events and indexes
 * the result as one update. `onSession` is told of each session indexed (progress). Resolves with
 * the number of sessions indexed.
 */
export type Reindex = (onSession?: (sessionId: string) => void) => TE.TaskEither<StoreError, number>
