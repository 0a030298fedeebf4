import { PubSub } from '@google-cloud/pubsub'
import { SessionEvent } from '../../events/session-event.js'
import type { EventPublisher, OutboxEntry } from '../ports/event-outbox.js'

/** A Pub/Sub client for `projectId`; it follows PUBSUB_EMULATOR_HOST when that is set. */
export const createPubSub = (projectId: string): PubSub => new PubSub({ projectId })

/** The message for one event: the encoded event as JSON, what a subscriber filters on as attributes. */
export const eventMessageOf = (entry: OutboxEntry) => ({
  data: Buffer.from(JSON.stringify(SessionEvent.encode(entry.event))),
  orderingKey: entry.sessionId,
  attributes: { type: entry.event.type, sessionId: entry.sessionId, version: String(entry.event.version) },
})

/**
 * Publishes to `topicName` with the session id as ordering key, so one publisher's events of a
 * session arrive in version order. After a failed publish the client holds back that key's later
 * messages; they fail too, stay in the outbox, and the key is resumed for the next sweep.
 */
export const pubsubPublisher = (pubsub: PubSub, topicName: string): EventPublisher => {
  // A bounded wait per publish: a stream that is down must not hold the relay (or shutdown) for minutes.
  const topic = pubsub.topic(topicName, { messageOrdering: true, gaxOpts: { timeout: 10_000 } })
  return {
    publish: (entries) => async () => {
      const results = await Promise.allSettled(entries.map((e) => topic.publishMessage(eventMessageOf(e))))
      const failed = entries.filter((_, i) => results[i]?.status === 'rejected')
      for (const key of new Set(failed.map((e) => e.sessionId))) topic.resumePublishing(key)
      const firstError = results.find((r): r is PromiseRejectedResult => r.status === 'rejected')
      return {
        published: entries.filter((_, i) => results[i]?.status === 'fulfilled'),
        error: firstError === undefined ? null : String(firstError.reason instanceof Error ? firstError.reason.message : firstError.reason),
      }
    },
    close: async () => {
      await topic.flush()
      await pubsub.close()
    },
  }
}
