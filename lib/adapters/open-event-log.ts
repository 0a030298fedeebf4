import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config.js'
import type { EventLog } from '../ports/event-log.js'
import { sqliteEventLog } from './sqlite-event-log.js'

// The file `sqliteEventLog` keeps under the data directory.
const SQLITE_FILE = 'events.sqlite'

export type OpenOptions = {
  /** Refuse to create an empty store: a reader (the audit CLI) must not invent one from a typo. */
  readonly mustExist?: boolean
}

/**
 * The event log the configuration names, shared by the server and the `honeypot` CLI so both read
 * the same store. Throws with a one-line reason when the store cannot be opened (bad configuration
 * at start-up). Cloud adapters must be imported lazily here, so the embedded store never loads a
 * Google client library.
 */
export const openEventLog = async (config: Pick<Config, 'store' | 'dataDir'>, options: OpenOptions = {}): Promise<EventLog> => {
  switch (config.store) {
    case 'file': {
      if (options.mustExist === true && !existsSync(join(config.dataDir, SQLITE_FILE))) {
        throw new Error(`no ${SQLITE_FILE} there; set HONEYPOT_DATA_DIR to the service's data directory`)
      }
      return sqliteEventLog(config.dataDir)
    }
    case 'firestore':
      throw new Error('HONEYPOT_STORE=firestore is not available in this build')
  }
}
