import type { DatabaseSync } from 'node:sqlite'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { foldEvents } from '../../events/evolve.js'
import { SessionEvent } from '../../events/session-event.js'
import { initialState } from '../../events/session-state.js'
import { intelUpdateOf } from '../intel/intel-update.js'
import { StoreFailed, storeErrorOf } from '../ports/store-failed.js'
import type { Reindex } from '../ports/intel-index.js'
import { INTEL_TABLES } from './sqlite-intel-schema.js'
import { sqliteIntelWriter } from './sqlite-intel-writer.js'
import { corruptLog, decodeJsonText } from './store-errors.js'

// Sessions read per query: the rebuild walks the sessions table by id, never loading it whole.
const PAGE = 500

type EventRow = { version: number; data: string }

/**
 * `honeypot reindex` on the embedded store: in one write transaction (readers keep seeing the old
 * index until it commits; appends wait for it), empties the index tables, then folds each
 * session's log from its first event and indexes the result as one update, exactly as the appends
 * did one by one. A session whose log does not decode stops the rebuild (nothing is changed).
 */
export const sqliteReindex =
  (db: DatabaseSync): Reindex =>
  (onSession) =>
    TE.fromEither(
      E.tryCatch(
        () => {
          const write = sqliteIntelWriter(db)
          const page = db.prepare('SELECT session_id FROM sessions WHERE session_id > ? ORDER BY session_id LIMIT ?')
          const eventsOf = db.prepare('SELECT version, data FROM events WHERE session_id = ? ORDER BY version')
          db.exec('BEGIN IMMEDIATE')
          try {
            for (const table of INTEL_TABLES) db.exec(`DELETE FROM ${table}`)
            let indexed = 0
            let after = ''
            for (;;) {
              const ids = (page.all(after, PAGE) as Array<{ session_id: string }>).map((r) => r.session_id)
              for (const sessionId of ids) {
                const events = (eventsOf.all(sessionId) as EventRow[]).map((row) => {
                  const e = decodeJsonText(SessionEvent, row.data)
                  if (O.isNone(e)) throw new StoreFailed(corruptLog(`event ${sessionId}#${row.version} does not decode`))
                  return e.value
                })
                const update = intelUpdateOf(events, foldEvents(initialState(sessionId), events))
                if (update !== undefined) write(update)
                indexed++
                onSession?.(sessionId)
              }
              const last = ids[ids.length - 1]
              if (last === undefined || ids.length < PAGE) break
              after = last
            }
            db.exec('COMMIT')
            return indexed
          } catch (e) {
            if (db.isTransaction) db.exec('ROLLBACK')
            throw e
          }
        },
        storeErrorOf,
      ),
    )
