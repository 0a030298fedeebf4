import type { DatabaseSync } from 'node:sqlite'
import { OUTBOX_SCHEMA } from './sqlite-outbox.js'

const TABLES = `
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
-- kind: 0 for the projection's seenMessages, 1 for its replyKeys; ord: the position in the list.
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

/**
 * Creates the tables, or brings an older file up to date, under the write lock so two processes
 * opening the same file at once do not both add a column. Idempotent.
 */
export const migrateSchema = (db: DatabaseSync): void => {
  db.exec('BEGIN IMMEDIATE')
  try {
    db.exec(TABLES)
    db.exec(OUTBOX_SCHEMA)
    const columns = new Set((db.prepare('PRAGMA table_info(sessions)').all() as Array<{ name: string }>).map((c) => c.name))
    for (const c of KEY_COUNT_COLUMNS) if (!columns.has(c)) db.exec(`ALTER TABLE sessions ADD COLUMN ${c} INTEGER`)
    db.exec('COMMIT')
  } catch (e) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw e
  }
}
