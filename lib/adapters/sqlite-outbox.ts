import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import { SessionEvent } from '../../events/session-event.js'
import type { StoreError } from '../ports/event-log.js'
import type { EventOutbox, OutboxEntry } from '../ports/event-outbox.js'
import { storeUnavailable } from './store-errors.js'

/** Rows name events of the `events` table; the event log inserts them in its append transaction. */
export const OUTBOX_SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox (
  session_id TEXT NOT NULL,
  version INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (session_id, version)
);
`

type PendingRow = { session_id: string; version: number; data: string }

const entryOf = (row: PendingRow): E.Either<StoreError, OutboxEntry> => {
  const event = (() => {
    try {
      return O.fromEither(SessionEvent.decode(JSON.parse(row.data)))
    } catch {
      return O.none
    }
  })()
  return pipe(
    event,
    O.map((e) => ({ sessionId: row.session_id, event: e })),
    E.fromOption((): StoreError => ({ _tag: 'CorruptLog', reason: `event ${row.session_id}#${row.version} does not decode` })),
  )
}

/**
 * The outbox of the embedded event log, over its own connection to the same file (open the log
 * first: it creates the tables). Row ids follow commit order, since appends hold the write lock.
 */
export const sqliteOutbox = (dataDir: string): EventOutbox => {
  const db = new DatabaseSync(join(dataDir, 'events.sqlite'))
  db.exec('PRAGMA busy_timeout = 5000;')
  db.exec(OUTBOX_SCHEMA)
  const pending = db.prepare(`
    SELECT o.session_id, o.version, e.data FROM outbox o
    JOIN events e ON e.session_id = o.session_id AND e.version = o.version
    WHERE o.created_at <= ? ORDER BY o.rowid LIMIT ?`)
  const remove = db.prepare('DELETE FROM outbox WHERE session_id = ? AND version = ?')

  return {
    pending: (cutoff, limit) =>
      TE.fromEither(
        pipe(
          E.tryCatch(() => pending.all(cutoff, limit) as PendingRow[], storeUnavailable),
          E.chain(E.traverseArray(entryOf)),
        ),
      ),
    remove: (entries) =>
      TE.fromEither(
        E.tryCatch(() => {
          db.exec('BEGIN IMMEDIATE')
          try {
            for (const e of entries) remove.run(e.sessionId, e.event.version)
            db.exec('COMMIT')
          } catch (err) {
            if (db.isTransaction) db.exec('ROLLBACK')
            throw err
          }
        }, storeUnavailable),
      ),
    close: async () => {
      if (db.isOpen) db.close()
    },
  }
}
