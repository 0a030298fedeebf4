import type { DatabaseSync } from 'node:sqlite'
import { INTEL_SCHEMA } from './sqlite-intel-schema.js'
import { OUTBOX_SCHEMA } from './sqlite-outbox.js'

// `events` and `sessions` are rowid tables: an event is up to ~1.4 KB of JSON and a snapshot ~3 KB,
// more than the ~1 KB a WITHOUT ROWID (index) b-tree keeps on its leaf page, so there every
// append also allocated and freed overflow pages, and an event landed inside its session's run of
// pages, splitting them. Here events are appended at the end of the table and found through a
// small index; a snapshot is rewritten in place on its leaf. Measured (32 clients, CPU of the
// writer and checkpointer threads per turn, interleaved): 0.28-0.31 ms before, 0.17-0.19 after.
const EVENTS = `
CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  type TEXT NOT NULL,
  recorded_at INTEGER NOT NULL,
  data TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS events_by_session ON events (session_id, version);
`
const SESSIONS = `
CREATE TABLE IF NOT EXISTS sessions (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL UNIQUE,
  version INTEGER NOT NULL,
  snapshot TEXT NOT NULL,
  turns INTEGER NOT NULL,
  scam_type TEXT NOT NULL,
  last_activity_at INTEGER,
  final_task TEXT,
  final_due_at INTEGER,
  seen_count INTEGER,
  reply_count INTEGER
);
`
// kind: 0 for the projection's seenMessages, 1 for its replyKeys; ord: the position in the list.
const MESSAGE_KEYS = `
CREATE TABLE IF NOT EXISTS message_keys (
  session_id TEXT NOT NULL,
  kind INTEGER NOT NULL,
  ord INTEGER NOT NULL,
  key TEXT NOT NULL,
  PRIMARY KEY (session_id, kind, ord)
) WITHOUT ROWID;
`

// The snapshot's message keys (`seenMessages`, `replyKeys`) only ever grow by appending, and at
// turn 1,000 they are 34 KB of a snapshot both appends of a turn rewrite. They live as rows of
// `message_keys`; a session row counts them. A row whose counts are NULL was written before: its
// snapshot JSON still holds both lists, and its first append moves them into rows.
const KEY_COUNT_COLUMNS = ['seen_count', 'reply_count'] as const

// The tables an older file may hold as WITHOUT ROWID tables: their layout now, and the columns
// their rows carry over when rebuilt in it.
const REBUILT = {
  events: { create: EVENTS, columns: ['session_id', 'version', 'type', 'recorded_at', 'data'] },
  sessions: {
    create: SESSIONS,
    columns: ['session_id', 'version', 'snapshot', 'turns', 'scam_type', 'last_activity_at', 'final_task', 'final_due_at', ...KEY_COUNT_COLUMNS],
  },
} as const

const isWithoutRowid = (db: DatabaseSync, table: keyof typeof REBUILT): boolean => {
  const row = db.prepare("SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?").get(table) as { sql?: unknown } | undefined
  return typeof row?.sql === 'string' && /WITHOUT\s+ROWID/iu.test(row.sql)
}

// SQLite cannot turn a WITHOUT ROWID table into a rowid one in place: the table is renamed, created
// anew and filled from the old one, which is then dropped, all in the caller's transaction.
const rebuild = (db: DatabaseSync, table: keyof typeof REBUILT): void => {
  const old = `${table}_without_rowid`
  const columns = REBUILT[table].columns.join(', ')
  db.exec(`ALTER TABLE ${table} RENAME TO ${old}`)
  db.exec(REBUILT[table].create)
  db.exec(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${old}`)
  db.exec(`DROP TABLE ${old}`)
}

/**
 * Creates the tables, or brings an older file up to date (count columns added, tables rebuilt as
 * rowid tables), under the write lock so two processes opening the same file at once do not both
 * change it. Idempotent.
 */
export const migrateSchema = (db: DatabaseSync): void => {
  db.exec('BEGIN IMMEDIATE')
  try {
    // A file from before the key rows: its sessions gain the (NULL) counts before anything else.
    const columns = new Set((db.prepare('PRAGMA table_info(sessions)').all() as Array<{ name: string }>).map((c) => c.name))
    if (columns.size > 0) for (const c of KEY_COUNT_COLUMNS) if (!columns.has(c)) db.exec(`ALTER TABLE sessions ADD COLUMN ${c} INTEGER`)
    for (const table of ['events', 'sessions'] as const) if (isWithoutRowid(db, table)) rebuild(db, table)
    db.exec(EVENTS)
    db.exec(SESSIONS)
    db.exec(MESSAGE_KEYS)
    db.exec(OUTBOX_SCHEMA)
    db.exec(INTEL_SCHEMA)
    db.exec('COMMIT')
  } catch (e) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw e
  }
}
