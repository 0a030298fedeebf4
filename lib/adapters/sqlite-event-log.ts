import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import { foldEvents } from '../../events/evolve.js'
import { SessionEvent } from '../../events/session-event.js'
import type { SessionState } from '../../events/session-state.js'
import type { EventLog, Head, SessionSummary, StoreError, VersionConflict } from '../ports/event-log.js'
import { intelUpdateOf } from '../intel/intel-update.js'
import type { IntelIndex, Reindex } from '../ports/intel-index.js'
import { sqliteIntelIndex } from './sqlite-intel-index.js'
import { sqliteReindex } from './sqlite-reindex.js'
import { ScamType } from '../scam-type.js'
import { setBounded } from '../bounded-map.js'
import { REPLY_KEY, SEEN_KEY, type EncodedAppend, type KeyTail } from './sqlite-append.js'
import { migrateSchema } from './sqlite-schema.js'
import { decodeSnapshot, encodeSnapshot, type MessageKeys } from './sqlite-snapshot.js'
import { startCheckpointer } from './sqlite-checkpointer.js'
import { startSqliteWriter } from './sqlite-writer.js'
import { corruptLog, decodeJsonText, storeUnavailable, unencodable } from './store-errors.js'

type SessionRow = { version: number; snapshot: string; seen_count: number | null; reply_count: number | null }
type KeyRow = { key: string }
type EventRow = { version: number; data: string }
type SummaryRow = {
  session_id: string
  version: number
  turns: number
  scam_type: string
  last_activity_at: number | null
  final_task: string | null
  final_due_at: number | null
}
// How many key-list entries are stored for a session at a version: an append at that version
// sends only the entries after them.
type KeyCounts = { readonly version: number; readonly seen: number; readonly replies: number }

// Sessions whose stored key counts the process remembers (least recently written dropped first):
// every conversation in flight. A session it forgot sends its whole lists once.
const REMEMBERED_SESSIONS = 4096

export type SqliteEventLogOptions = {
  /** Also record each appended event in the outbox table, in the same transaction, for the event stream. */
  readonly outbox?: boolean
}

export type SqliteEventLog = EventLog & {
  /** Settles once the writer thread has opened the database; rejects with the reason it could not. */
  readonly ready: Promise<void>
  /** The intelligence index the appends keep, read on this connection. */
  readonly intel: IntelIndex
  /** Rebuilds the index from the log (`honeypot reindex`). */
  readonly reindex: Reindex
}

const tailOf = (keys: ReadonlyArray<string>, stored: number | undefined, replace = false): KeyTail =>
  stored !== undefined && stored <= keys.length ? { from: stored, keys: keys.slice(stored), replace } : { from: 0, keys, replace }

// The stored snapshot is rewritten by every append of a turn (so a load folds at most the few
// events recorded after the latest turn) and by any append that adds message keys (the key rows
// are always at the head, so an older snapshot must not miss keys its later events added).
// Otherwise (a callback's record) it is kept, saving its JSON on the event loop and in the file.
const keepsSnapshot = (events: ReadonlyArray<SessionEvent>, state: SessionState, counts: KeyCounts | undefined): boolean =>
  counts !== undefined &&
  counts.seen === state.seenMessages.length &&
  counts.replies === state.replyKeys.length &&
  events.every((e) => e.type !== 'TurnReceived')

const encodeAppend = (
  sessionId: string,
  expectedVersion: number,
  events: ReadonlyArray<SessionEvent>,
  state: SessionState,
  stored: KeyCounts | undefined,
  forceSnapshot: boolean,
): EncodedAppend => {
  const counts = stored?.version === expectedVersion ? stored : undefined
  return {
    sessionId,
    expectedVersion,
    events: events.map((e) => ({ version: e.version, type: e.type, at: e.at, data: JSON.stringify(SessionEvent.encode(e)) })),
    snapshot: !forceSnapshot && keepsSnapshot(events, state, counts) ? null : encodeSnapshot(state),
    seen: tailOf(state.seenMessages, counts?.seen),
    replies: tailOf(state.replyKeys, counts?.replies),
    turns: state.turns,
    scamType: state.scamType,
    lastActivityAt: state.lastActivityAt,
    finalTask: state.pendingFinalReport?.taskName ?? null,
    finalDueAt: state.pendingFinalReport?.dueAt ?? null,
    intel: intelUpdateOf(events, state) ?? null,
  }
}

/**
 * The embedded event log: one SQLite file (WAL, synchronous FULL) under `dataDir`, so an appended
 * turn is on disk before its reply is sent. A writer thread owns the write connection (the
 * COMMIT's fsync does not block the event loop); appends queued while it commits share its next
 * transaction and fsync (group commit), each checked and written in a savepoint of its own. Reads
 * run here, on a connection of their own (WAL: they see every committed append). Several
 * processes may share the file (the audit CLI reads while the service runs): appends take the
 * write lock (BEGIN IMMEDIATE) and check the version inside it. The service itself also owns the
 * directory alone (openEventLog, sqlite-owner-lock), so its final reports are sent by one process. Throws when the file cannot be opened; `ready` tells whether the writer
 * thread started.
 */
export const sqliteEventLog = (dataDir: string, options: SqliteEventLogOptions = {}): SqliteEventLog => {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, 'events.sqlite')
  const db = new DatabaseSync(path)
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;')
  migrateSchema(db)
  const writer = startSqliteWriter({ path, outbox: options.outbox === true })
  const checkpointer = startCheckpointer(path)

  const headOf = db.prepare('SELECT version, snapshot, seen_count, reply_count FROM sessions WHERE session_id = ?')
  const keysOf = db.prepare('SELECT key FROM message_keys WHERE session_id = ? AND kind = ? AND ord < ? ORDER BY ord')
  const eventsAfter = db.prepare('SELECT version, data FROM events WHERE session_id = ? AND version > ? ORDER BY version')
  const eventsPage = db.prepare('SELECT version, data FROM events WHERE session_id = ? AND version > ? ORDER BY version LIMIT ?')
  const summaries = db.prepare(
    'SELECT session_id, version, turns, scam_type, last_activity_at, final_task, final_due_at FROM sessions ORDER BY last_activity_at DESC',
  )
  const one = db.prepare('SELECT 1')

  const stored = new Map<string, KeyCounts>()
  const remember = (sessionId: string, counts: KeyCounts): void => setBounded(stored, sessionId, counts, REMEMBERED_SESSIONS)

  // The key lists of a row that counts them; none (rebuilt from the log) when rows are missing.
  const readKeys = (sessionId: string, row: SessionRow): O.Option<MessageKeys> => {
    if (row.seen_count === null || row.reply_count === null) return O.none
    const seenMessages = (keysOf.all(sessionId, SEEN_KEY, row.seen_count) as KeyRow[]).map((r) => r.key)
    const replyKeys = (keysOf.all(sessionId, REPLY_KEY, row.reply_count) as KeyRow[]).map((r) => r.key)
    if (seenMessages.length !== row.seen_count || replyKeys.length !== row.reply_count) return O.none
    remember(sessionId, { version: row.version, seen: row.seen_count, replies: row.reply_count })
    return O.some({ seenMessages, replyKeys })
  }

  // A snapshot kept by the appends after it (see keepsSnapshot) with their events folded on, read
  // in the same transaction; none when they do not decode (the caller rebuilds from the log).
  const bringForward = (sessionId: string, snapshot: SessionState, version: number): O.Option<SessionState> => {
    if (snapshot.version >= version) return O.some(snapshot)
    const events = E.traverseArray((row: EventRow) => E.fromOption(() => row.version)(decodeJsonText(SessionEvent, row.data)))(
      eventsAfter.all(sessionId, snapshot.version) as EventRow[],
    )
    return E.isLeft(events) ? O.none : O.some(foldEvents(snapshot, events.right))
  }

  const readHead = (sessionId: string): O.Option<Head> => {
    // One read transaction: the row and its key rows as of the same commit.
    db.exec('BEGIN')
    try {
      const row = headOf.get(sessionId) as SessionRow | undefined
      if (row === undefined) return O.none
      const legacy = row.seen_count === null && row.reply_count === null
      const stored = legacy
        ? decodeSnapshot(row.snapshot, O.none)
        : pipe(readKeys(sessionId, row), O.chain((keys) => decodeSnapshot(row.snapshot, O.some(keys))))
      return O.some({ version: row.version, snapshot: pipe(stored, O.chain((s) => bringForward(sessionId, s, row.version))) })
    } finally {
      db.exec('COMMIT')
    }
  }

  const append = (
    sessionId: string,
    expectedVersion: number,
    events: ReadonlyArray<SessionEvent>,
    state: SessionState,
  ): TE.TaskEither<StoreError | VersionConflict, void> => async () => {
    // What cannot be encoded (a value nested too deep overflows JSON.stringify's stack) is the
    // request's fault, not the store's: nothing is sent to the writer.
    const encoded = E.tryCatch(() => encodeAppend(sessionId, expectedVersion, events, state, stored.get(sessionId), false), unencodable)
    if (E.isLeft(encoded)) return encoded
    const first = await writer.submit(encoded.right)
    // The stored lists do not end where this process thought: write them whole again, once, with
    // the snapshot.
    const outcome =
      first._tag === 'KeysBehind'
        ? await writer.submit({
            ...encoded.right,
            snapshot: encoded.right.snapshot ?? encodeSnapshot(state),
            seen: tailOf(state.seenMessages, undefined, true),
            replies: tailOf(state.replyKeys, undefined, true),
          })
        : first
    switch (outcome._tag) {
      case 'Written':
        remember(sessionId, { version: expectedVersion + events.length, seen: state.seenMessages.length, replies: state.replyKeys.length })
        return E.right(undefined)
      case 'KeysBehind':
        stored.delete(sessionId)
        return E.left(storeUnavailable('the stored message keys do not match the log'))
      default:
        stored.delete(sessionId)
        return E.left(outcome)
    }
  }

  const readEvents = (sessionId: string, afterVersion: number, limit?: number) =>
    TE.fromEither(
      pipe(
        E.tryCatch(
          () => (limit === undefined ? eventsAfter.all(sessionId, afterVersion) : eventsPage.all(sessionId, afterVersion, limit)) as EventRow[],
          storeUnavailable,
        ),
        E.chainW((rows) =>
          E.traverseArray((row: EventRow) =>
            E.fromOption(() => corruptLog(`event ${sessionId}#${row.version} does not decode`))(
              decodeJsonText(SessionEvent, row.data),
            ),
          )(rows),
        ),
      ),
    )

  const listSessions = () =>
    TE.fromEither(
      E.tryCatch(
        () =>
          (summaries.all() as SummaryRow[]).map(
            (r): SessionSummary => ({
              sessionId: r.session_id,
              version: r.version,
              turns: r.turns,
              scamType: ScamType.is(r.scam_type) ? r.scam_type : 'UNKNOWN',
              lastActivityAt: r.last_activity_at,
              pendingFinalReport:
                r.final_task === null || r.final_due_at === null
                  ? null
                  : { taskName: r.final_task, dueAt: r.final_due_at },
            }),
          ),
        storeUnavailable,
      ),
    )

  const ping = (): TE.TaskEither<StoreError, void> => async () => {
    const read = E.tryCatch(() => void one.get(), storeUnavailable)
    if (E.isLeft(read)) return read
    const written = await writer.ping()
    return written._tag === 'StoreUnavailable' ? E.left(written) : E.right(undefined)
  }

  return {
    ready: writer.ready,
    intel: sqliteIntelIndex(db),
    reindex: sqliteReindex(db),
    load: (sessionId) => TE.fromEither(E.tryCatch(() => readHead(sessionId), storeUnavailable)),
    append,
    readEvents,
    listSessions,
    ping,
    close: async () => {
      await writer.close()
      await checkpointer.stop()
      if (db.isOpen) db.close()
    },
  }
}
