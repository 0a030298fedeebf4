import { accessSync, constants, existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { getSystemErrorMessage } from 'node:util'
import type { Config } from '../config.js'
import type { EventLog, VersionConflict } from '../ports/event-log.js'
import type { IntelIndex, Reindex } from '../ports/intel-index.js'
import { sqliteEventLog, type SqliteEventLog } from './sqlite-event-log.js'
import { lockDataDir, type OwnerLock } from './sqlite-owner-lock.js'

// The file `sqliteEventLog` keeps under the data directory.
const SQLITE_FILE = 'events.sqlite'

export type OpenOptions = {
  /** Refuse to create an empty store: a reader (the audit CLI) must not invent one from a typo. */
  readonly mustExist?: boolean
  /**
   * Own the data directory (the server): a second process on it is refused at start, so only one
   * re-arms and sends its pending final reports. Readers (the audit CLI) do not take it.
   */
  readonly own?: boolean
  /** Told of each version conflict of the Firestore log (retried by `commit`), for the logs. */
  readonly onConflict?: (sessionId: string, conflict: VersionConflict) => void
}

// An OS error by its plain name and code ("read-only file system (EROFS)"), SQLite's by its
// message ("database or disk is full"), on one line.
const causeOf = (e: unknown): string => {
  const { errno, code } = (typeof e === 'object' && e !== null ? e : {}) as { errno?: unknown; code?: unknown }
  if (typeof errno === 'number' && errno < 0 && typeof code === 'string') return `${getSystemErrorMessage(errno)} (${code})`
  return (e instanceof Error ? e.message : String(e)).split('\n')[0] ?? ''
}

/** A store: its event log, and the intelligence index its appends keep in the same commit. */
export type Store = {
  readonly log: EventLog
  readonly intel: IntelIndex
  readonly reindex: Reindex
}

const openSqlite = async (dir: string, outbox: boolean, options: OpenOptions): Promise<SqliteEventLog> => {
  if (options.mustExist === true && !existsSync(join(dir, SQLITE_FILE))) {
    throw new Error(`no ${SQLITE_FILE} there; set HONEYPOT_DATA_DIR to the service's data directory`)
  }
  mkdirSync(dir, { recursive: true })
  // SQLite only says "unable to open database file"; the OS names the cause (read-only, denied).
  accessSync(dir, constants.R_OK | constants.W_OK)
  const lock: OwnerLock | undefined = options.own === true ? lockDataDir(dir) : undefined
  try {
    const log = sqliteEventLog(dir, { outbox })
    // The writer thread opens its own connection: a thread that cannot start is a start-up error.
    await log.ready.catch(async (e: unknown) => {
      await log.close()
      throw new Error(`the writer thread did not start: ${e instanceof Error ? e.message : String(e)}`)
    })
    return { ...log, close: () => log.close().finally(() => lock?.release()) }
  } catch (e) {
    lock?.release()
    throw e
  }
}

/**
 * The store the configuration names, shared by the server and the `honeypot` CLI so both read
 * the same store. Throws with a one-line reason when the store cannot be opened (bad configuration
 * at start-up): for the embedded store it names HONEYPOT_DATA_DIR, the directory and the cause. Cloud adapters must be imported lazily here, so the embedded store never loads a
 * Google client library.
 */
export const openStore = async (
  config: Pick<Config, 'store' | 'dataDir' | 'googleCloudProject' | 'pubsubTopic'>,
  options: OpenOptions = {},
): Promise<Store> => {
  // With the event stream on, appends also record their events in the store's outbox.
  const outbox = config.pubsubTopic !== undefined
  switch (config.store) {
    case 'file': {
      const dir = resolve(config.dataDir)
      try {
        const log = await openSqlite(dir, outbox, options)
        return { log, intel: log.intel, reindex: log.reindex }
      } catch (e) {
        throw new Error(`the event store in HONEYPOT_DATA_DIR (${dir}) cannot be opened: ${causeOf(e)}`)
      }
    }
    case 'firestore': {
      if (config.googleCloudProject === undefined) throw new Error('GOOGLE_CLOUD_PROJECT is required with HONEYPOT_STORE=firestore')
      const { createFirestore, firestoreEventLog } = await import('./firestore-event-log.js')
      const { firestoreIntelIndex, firestoreReindex } = await import('./firestore-intel-index.js')
      const db = createFirestore(config.googleCloudProject)
      const log = firestoreEventLog(db, { outbox, ...(options.onConflict === undefined ? {} : { onConflict: options.onConflict }) })
      return { log, intel: firestoreIntelIndex(db), reindex: firestoreReindex(db) }
    }
  }
}

/** The event log alone, for callers that read no index. */
export const openEventLog = async (config: Parameters<typeof openStore>[0], options: OpenOptions = {}): Promise<EventLog> =>
  (await openStore(config, options)).log
