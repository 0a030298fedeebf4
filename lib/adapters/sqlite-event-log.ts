import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import { SessionEvent } from '../../events/session-event.js'
import { SessionState } from '../../events/session-state.js'
import { ScamType } from '../scam-type.js'
import { corruptLog, decodeJsonText, storeUnavailable } from './store-errors.js'
import type { EventLog, Head, SessionSummary, VersionConflict } from '../ports/event-log.js'
import { groupCommit } from './sqlite-group-commit.js'
import { OUTBOX_SCHEMA } from './sqlite-outbox.js'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
  session_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  type TEXT NOT NULL,
  recorded_at INTEGER NOT NULL,
  data TEXT NOT NULL,
  PRIMARY KEY (session_id, version)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS sessions (
  session_id TEXT PRIMARY KEY,
  version INTEGER NOT NULL,
  snapshot TEXT NOT NULL,
  turns INTEGER NOT NULL,
  scam_type TEXT NOT NULL,
  last_activity_at INTEGER,
  final_task TEXT,
  final_due_at INTEGER
) WITHOUT ROWID;
`


type SessionRow = { version: number; snapshot: string }
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

// Encoded before it is queued, so the write lock is held only for the SQL.
type Append = {
  readonly sessionId: string
  readonly expectedVersion: number
  readonly events: ReadonlyArray<{ readonly version: number; readonly type: string; readonly at: number; readonly data: string }>
  readonly snapshot: string
  readonly state: SessionState
}

export type SqliteEventLogOptions = {
  /** Also record each appended event in the outbox table, in the same transaction, for the event stream. */
  readonly outbox?: boolean
}

/**
 * The embedded event log: one SQLite file (WAL, synchronous FULL) under `dataDir`, so an appended
 * turn is on disk before its reply is sent. Appends made in the same turn of the event loop share
 * one transaction and one fsync (group commit), each checked and written in a savepoint of its own.
 * Several processes may share the file: appends take the write lock (BEGIN IMMEDIATE) and check the
 * version inside it.
 */
export const sqliteEventLog = (dataDir: string, options: SqliteEventLogOptions = {}): EventLog => {
  mkdirSync(dataDir, { recursive: true })
  const db = new DatabaseSync(join(dataDir, 'events.sqlite'))
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;')
  db.exec(SCHEMA)
  db.exec(OUTBOX_SCHEMA)
  const headOf = db.prepare('SELECT version, snapshot FROM sessions WHERE session_id = ?')
  const versionOf = db.prepare('SELECT version FROM sessions WHERE session_id = ?')
  const insertOutbox = db.prepare('INSERT INTO outbox (session_id, version, created_at) VALUES (?, ?, ?)')
  const insertEvent = db.prepare(
    'INSERT INTO events (session_id, version, type, recorded_at, data) VALUES (?, ?, ?, ?, ?)',
  )
  const upsertSession = db.prepare(`
    INSERT INTO sessions (session_id, version, snapshot, turns, scam_type, last_activity_at, final_task, final_due_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (session_id) DO UPDATE SET version = excluded.version, snapshot = excluded.snapshot,
      turns = excluded.turns, scam_type = excluded.scam_type, last_activity_at = excluded.last_activity_at,
      final_task = excluded.final_task, final_due_at = excluded.final_due_at`)
  const eventsAfter = db.prepare(
    'SELECT version, data FROM events WHERE session_id = ? AND version > ? ORDER BY version',
  )
  const summaries = db.prepare(
    'SELECT session_id, version, turns, scam_type, last_activity_at, final_task, final_due_at FROM sessions ORDER BY last_activity_at DESC',
  )

  const load = (sessionId: string) =>
    TE.fromEither(
      E.tryCatch((): O.Option<Head> => {
        const row = headOf.get(sessionId) as SessionRow | undefined
        return row === undefined
          ? O.none
          : O.some({ version: row.version, snapshot: decodeJsonText(SessionState, row.snapshot) })
      }, storeUnavailable),
    )

  const writeAppend = (a: Append): E.Either<VersionConflict, void> => {
    const actual = (versionOf.get(a.sessionId) as { version: number } | undefined)?.version ?? 0
    if (actual !== a.expectedVersion) return E.left({ _tag: 'VersionConflict', expected: a.expectedVersion, actual })
    for (const e of a.events) {
      insertEvent.run(a.sessionId, e.version, e.type, e.at, e.data)
      if (options.outbox === true) insertOutbox.run(a.sessionId, e.version, Date.now())
    }
    upsertSession.run(
      a.sessionId,
      a.expectedVersion + a.events.length,
      a.snapshot,
      a.state.turns,
      a.state.scamType,
      a.state.lastActivityAt,
      a.state.pendingFinalReport?.taskName ?? null,
      a.state.pendingFinalReport?.dueAt ?? null,
    )
    return E.right(undefined)
  }
  const appends = groupCommit(db, writeAppend)

  const encodeAppend = (
    sessionId: string,
    expectedVersion: number,
    events: ReadonlyArray<SessionEvent>,
    snapshot: SessionState,
  ): Append => ({
    sessionId,
    expectedVersion,
    events: events.map((e) => ({ version: e.version, type: e.type, at: e.at, data: JSON.stringify(SessionEvent.encode(e)) })),
    snapshot: JSON.stringify(SessionState.encode(snapshot)),
    state: snapshot,
  })

  const readEvents = (sessionId: string, afterVersion: number) =>
    TE.fromEither(
      pipe(
        E.tryCatch(() => eventsAfter.all(sessionId, afterVersion) as EventRow[], storeUnavailable),
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

  return {
    load,
    append: (sessionId, expectedVersion, events, snapshot) => () => {
      const encoded = E.tryCatch(() => encodeAppend(sessionId, expectedVersion, events, snapshot), storeUnavailable)
      return E.isLeft(encoded) ? Promise.resolve(encoded) : appends.submit(encoded.right).then(E.flattenW)
    },
    readEvents,
    listSessions,
    ping: () => TE.fromEither(E.tryCatch(() => void db.prepare('SELECT 1').get(), storeUnavailable)),
    close: async () => {
      if (!db.isOpen) return
      appends.drain()
      db.close()
    },
  }
}
