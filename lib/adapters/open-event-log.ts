import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config.js'
import type { EventLog, VersionConflict } from '../ports/event-log.js'
import { sqliteEventLog } from './sqlite-event-log.js'

// The file `sqliteEventLog` keeps under the data directory.
const SQLITE_FILE = 'events.sqlite'

export type OpenOptions = {
  /** Refuse to create an empty store: a reader (the audit CLI) must not invent one from a typo. */
  readonly mustExist?: boolean
  /** Told of each version conflict of the Firestore log (retried by `commit`), for the logs. */
  readonly onConflict?: (sessionId: string, conflict: VersionConflict) => void
}

/**
 * The event log the configuration names, shared by the server and the `honeypot` CLI so both read
 * the same store. Throws with a one-line reason when the store cannot be opened (bad configuration
 * at start-up). Cloud adapters must be imported lazily here, so the embedded store never loads a
 * Google client library.
 */
export const openEventLog = async (
  config: Pick<Config, 'store' | 'dataDir' | 'googleCloudProject' | 'pubsubTopic'>,
  options: OpenOptions = {},
): Promise<EventLog> => {
  // With the event stream on, appends also record their events in the store's outbox.
  const outbox = config.pubsubTopic !== undefined
  switch (config.store) {
    case 'file': {
      if (options.mustExist === true && !existsSync(join(config.dataDir, SQLITE_FILE))) {
        throw new Error(`no ${SQLITE_FILE} there; set HONEYPOT_DATA_DIR to the service's data directory`)
      }
      const log = sqliteEventLog(config.dataDir, { outbox })
      // The writer thread opens its own connection: a thread that cannot start is a start-up error.
      await log.ready.catch(async (e: unknown) => {
        await log.close()
        throw new Error(`the embedded store's writer thread did not start: ${e instanceof Error ? e.message : String(e)}`)
      })
      return log
    }
    case 'firestore': {
      if (config.googleCloudProject === undefined) throw new Error('GOOGLE_CLOUD_PROJECT is required with HONEYPOT_STORE=firestore')
      const { createFirestore, firestoreEventLog } = await import('./firestore-event-log.js')
      return firestoreEventLog(createFirestore(config.googleCloudProject), { outbox, ...(options.onConflict === undefined ? {} : { onConflict: options.onConflict }) })
    }
  }
}
