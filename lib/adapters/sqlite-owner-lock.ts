import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

/** The file under the data directory whose lock says which process owns the directory. */
export const OWNER_LOCK_FILE = 'owner.lock'

export type OwnerLock = { readonly release: () => void }

const isBusy = (e: unknown): boolean => typeof e === 'object' && e !== null && (e as { errcode?: unknown }).errcode === 5 // SQLITE_BUSY

/**
 * Makes this process the one owner of a data directory, or throws (one line) when another process
 * already is. A process that re-arms every pending final report at start must be the only one
 * doing so, or each report is sent once per process.
 *
 * The lock is SQLite's own: an exclusive transaction held open on an empty database file, which is
 * an OS lock (fcntl) on the open file. The OS drops it when the process ends, however it ends, so
 * a crashed owner leaves nothing stale behind; no pid has to be checked. It is taken on a file of
 * its own because the event log's connections (readers, writer thread, checkpointer) share
 * `events.sqlite` within the process, and the audit CLI may read it while the service runs.
 */
export const lockDataDir = (dataDir: string): OwnerLock => {
  const path = join(dataDir, OWNER_LOCK_FILE)
  const db = new DatabaseSync(path)
  try {
    // Never wait: a second process is told at once, not after a timeout.
    db.exec('PRAGMA busy_timeout = 0; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE')
  } catch (e) {
    db.close()
    if (isBusy(e)) throw new Error(`in use by another honeypot process, which holds the lock on ${path}; stop it first, or give each process its own directory`)
    throw e
  }
  return {
    release: () => {
      if (db.isOpen) db.close()
    },
  }
}
