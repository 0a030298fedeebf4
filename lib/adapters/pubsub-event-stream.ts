import type { Config } from '../config.js'
import type { EventLog } from '../ports/event-log.js'
import type { EventOutbox } from '../ports/event-outbox.js'
import type { Logger } from './logger.js'
import { outboxRelay } from './outbox-relay.js'
import { outboxRelayedEventLog } from './outbox-relayed-event-log.js'
import { createPubSub, pubsubPublisher } from './pubsub-publisher.js'
import { sqliteOutbox } from './sqlite-outbox.js'

/** How long a committing process has to publish its own events before a sweep takes them over. */
export const OUTBOX_GRACE_MS = 5000
export const OUTBOX_SWEEP_EVERY_MS = 10_000
const OUTBOX_BATCH = 200

// The outbox reader keeps its own connection (a second SQLite handle, a second Firestore client),
// so it closes independently of the log it reads.
const openOutbox = async (config: Pick<Config, 'store' | 'dataDir'>, project: string): Promise<EventOutbox> => {
  if (config.store === 'file') return sqliteOutbox(config.dataDir)
  const { createFirestore } = await import('./firestore-event-log.js')
  const { firestoreOutbox } = await import('./firestore-outbox.js')
  const db = createFirestore(project)
  return { ...firestoreOutbox(db), close: () => db.terminate() }
}

/**
 * Decision 9's event stream, on when PUBSUB_TOPIC is set, with either store: the log (opened with
 * its outbox on) relays every commit to the topic, and a sweep at start-up and every few seconds
 * publishes what a process that died between commit and publish left in the outbox.
 */
export const streamEvents = async (
  log: EventLog,
  config: Pick<Config, 'store' | 'dataDir' | 'googleCloudProject' | 'pubsubTopic'>,
  logger: Logger,
): Promise<EventLog> => {
  if (config.googleCloudProject === undefined || config.pubsubTopic === undefined) {
    throw new Error('GOOGLE_CLOUD_PROJECT and PUBSUB_TOPIC are required for the event stream')
  }
  const relay = outboxRelay({
    outbox: await openOutbox(config, config.googleCloudProject),
    publisher: pubsubPublisher(createPubSub(config.googleCloudProject), config.pubsubTopic),
    logger,
    // Wall-clock time, as the outbox stamps its entries (never the service's steppable clock).
    now: Date.now,
    graceMs: OUTBOX_GRACE_MS,
    sweepEveryMs: OUTBOX_SWEEP_EVERY_MS,
    batchSize: OUTBOX_BATCH,
  })
  return outboxRelayedEventLog(log, relay)
}
