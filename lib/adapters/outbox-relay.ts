import * as E from 'fp-ts/lib/Either.js'
import type { SessionEvent } from '../../events/session-event.js'
import type { EventOutbox, EventPublisher, OutboxEntry } from '../ports/event-outbox.js'
import type { Logger } from './logger.js'

export type OutboxRelayOptions = {
  readonly outbox: EventOutbox
  readonly publisher: EventPublisher
  readonly logger: Logger
  readonly now: () => number
  /** Entries younger than this are left to the process that committed them, which publishes at once. */
  readonly graceMs: number
  readonly sweepEveryMs: number
  readonly batchSize: number
}

export type OutboxRelay = {
  /** Publishes events just committed, then forgets their outbox entries. Never fails the caller. */
  readonly committed: (sessionId: string, events: ReadonlyArray<SessionEvent>) => void
  /** Publishes what the outbox holds past the grace period; resolves to how many went out. */
  readonly sweep: () => Promise<number>
  /** Stops sweeping, waits for publishes under way, closes the publisher and the outbox. */
  readonly close: () => Promise<void>
}

const keyOf = (e: OutboxEntry): string => `${e.sessionId}\u0000${e.event.version}`

/**
 * At-least-once publication of every committed event. The committing process publishes at once;
 * a sweep, at start-up and then periodically, publishes what a process left behind when it died
 * between commit and publish, or what a failed publish left. One process publishes a session's
 * events in version order; across instances, order per session is best effort. An event may therefore go out twice
 * (consumers deduplicate on the session and version attributes); it is never lost.
 */
export const outboxRelay = (opts: OutboxRelayOptions): OutboxRelay => {
  const inFlight = new Set<string>()
  const running = new Set<Promise<number>>()
  let sweeping: Promise<number> | null = null
  let closed = false

  const deliver = (entries: ReadonlyArray<OutboxEntry>): Promise<number> => {
    const keys = entries.map(keyOf)
    for (const k of keys) inFlight.add(k)
    const run = (async () => {
      const result = await opts.publisher.publish(entries)()
      if (result.error !== null) {
        opts.logger.warn({ unpublished: entries.length - result.published.length, err: result.error }, 'events left in the outbox for the next sweep')
      }
      if (result.published.length > 0) {
        const removed = await opts.outbox.remove(result.published)()
        if (E.isLeft(removed)) opts.logger.warn({ err: removed.left }, 'published events stay in the outbox and will go out again')
      }
      return result.published.length
    })().finally(() => {
      for (const k of keys) inFlight.delete(k)
      running.delete(run)
    })
    running.add(run)
    return run
  }

  const drain = async (graceMs: number): Promise<number> => {
    let published = 0
    while (!closed) {
      const pending = await opts.outbox.pending(opts.now() - graceMs, opts.batchSize)()
      if (E.isLeft(pending)) {
        opts.logger.error({ err: pending.left }, 'cannot read the outbox')
        break
      }
      const fresh = pending.right.filter((e) => !inFlight.has(keyOf(e)))
      if (fresh.length === 0) break
      const sent = await deliver(fresh)
      published += sent
      // A failing stream is retried at the next sweep, not in a tight loop.
      if (sent < fresh.length || pending.right.length < opts.batchSize) break
    }
    return published
  }

  const sweep = (graceMs = opts.graceMs): Promise<number> => {
    sweeping ??= drain(graceMs).finally(() => (sweeping = null))
    return sweeping
  }
  // At start-up everything in the outbox goes out first, without the grace period, and this
  // process's own commits wait for it: a session's leftovers then precede its new events (another
  // live instance's entries may go out twice, which at-least-once allows).
  const started = sweep(0).catch(() => 0)
  const timer = setInterval(() => void sweep(), opts.sweepEveryMs)
  timer.unref()

  return {
    committed: (sessionId, events) => {
      // Left in the outbox once closing: the next start-up publishes them.
      if (events.length > 0) void started.then(() => (closed ? 0 : deliver(events.map((event) => ({ sessionId, event })))))
    },
    sweep: () => sweep(),
    close: async () => {
      closed = true
      clearInterval(timer)
      await started
      await Promise.allSettled([...running, ...(sweeping === null ? [] : [sweeping])])
      await opts.publisher.close()
      await opts.outbox.close()
    },
  }
}
