import '../../helpers/loopback-env.js'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import { SessionEvent } from '../../../events/session-event.js'
import { createFirestore, firestoreEventLog } from '../../../lib/adapters/firestore-event-log.js'
import { firestoreOutbox } from '../../../lib/adapters/firestore-outbox.js'
import { createLogger } from '../../../lib/adapters/logger.js'
import { outboxRelay } from '../../../lib/adapters/outbox-relay.js'
import { outboxRelayedEventLog } from '../../../lib/adapters/outbox-relayed-event-log.js'
import { createPubSub, pubsubPublisher } from '../../../lib/adapters/pubsub-publisher.js'
import { sqliteEventLog } from '../../../lib/adapters/sqlite-event-log.js'
import { sqliteOutbox } from '../../../lib/adapters/sqlite-outbox.js'
import { commit } from '../../../lib/turn/commit.js'
import { decideTurn } from '../../../lib/turn/decide-turn.js'
import type { EventLog } from '../../../lib/ports/event-log.js'
import type { EventOutbox } from '../../../lib/ports/event-outbox.js'
import { startLocalEmulators } from '../../helpers/local-emulators.js'
import { listenToTopic, type ReceivedMessage } from '../../helpers/pubsub-emulator.js'

t.setTimeout(300_000)
const PROJECT = 'honeypot-test'
const { firestore, pubsub, stop } = await startLocalEmulators({ only: ['firestore', 'pubsub'], projectId: PROJECT, topic: null })
t.teardown(stop)
process.env['FIRESTORE_EMULATOR_HOST'] = firestore.host
process.env['PUBSUB_EMULATOR_HOST'] = pubsub.host

type Store = { readonly log: EventLog; readonly outbox: () => EventOutbox; readonly close: () => Promise<void> }
const stores: Record<string, (withOutbox: boolean) => Store> = {
  SQLite: (withOutbox) => {
    const dir = mkdtempSync(join(tmpdir(), 'hp-outbox-'))
    const log = sqliteEventLog(dir, { outbox: withOutbox })
    return { log, outbox: () => sqliteOutbox(dir), close: async () => (await log.close(), rmSync(dir, { recursive: true, force: true })) }
  },
  Firestore: (withOutbox) => {
    const db = createFirestore(PROJECT)
    return { log: firestoreEventLog(db, { outbox: withOutbox }), outbox: () => firestoreOutbox(db), close: () => db.terminate() }
  },
}
const quietLogger = createLogger('silent')
const relayOf = (store: Store, topic: string) =>
  outboxRelay({ outbox: store.outbox(), publisher: pubsubPublisher(createPubSub(PROJECT), topic), logger: quietLogger, now: Date.now, graceMs: 1000, sweepEveryMs: 300, batchSize: 50 })
const aTurnInput = (text: string) => ({
  message: { sender: 'scammer', text, timestamp: Date.now() / 1000 },
  conversationHistory: [],
  metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
  source: 'partner',
})
const playTurns = async (log: EventLog, sessions: ReadonlyArray<string>, turns: number) => {
  const committed: SessionEvent[][] = sessions.map(() => [])
  for (let i = 0; i < turns; i++) {
    await Promise.all(
      sessions.map(async (id, s) => {
        const r = await commit(log, Date.now, 5)(id, decideTurn(aTurnInput(`turn ${i}: send Rs ${100 + i} to pay${i}@okaxis`), 10_000))()
        if (E.isLeft(r)) throw new Error(JSON.stringify(r.left))
        committed[s]?.push(...r.right.events)
      }),
    )
  }
  return committed.reduce((n, evs) => n + evs.length, 0)
}
const versionsBySession = (received: ReadonlyArray<ReceivedMessage>) =>
  received.reduce<Record<string, number[]>>((acc, m) => {
    const id = m.attributes['sessionId'] ?? '?'
    return { ...acc, [id]: [...(acc[id] ?? []), Number(m.attributes['version'])] }
  }, {})
let topics = 0

for (const [name, open] of Object.entries(stores)) {
  t.test(`given the ${name} store with the event stream on`, async (t) => {
    t.test('when turns are committed', async (t) => {
      await firestore.clear(PROJECT)
      const listener = await listenToTopic(PROJECT, `events-${++topics}`)
      const store = open(true)
      const relay = relayOf(store, listener.topic)
      const log = outboxRelayedEventLog(store.log, relay)
      t.teardown(async () => (await log.close(), await store.close(), await listener.close()))
      const total = await playTurns(log, ['alpha', 'beta/2'], 3)
      await listener.waitFor((all) => all.length >= total)
      const first = listener.received[0]
      t.ok(first !== undefined && E.isRight(SessionEvent.decode(JSON.parse(first.data))), 'each message carries the encoded event')
      t.ok(listener.received.every((m) => m.orderingKey === m.attributes['sessionId']), 'the session id is the ordering key')
      t.ok(listener.received.every((m) => m.attributes['type'] === JSON.parse(m.data).type), 'the event type is an attribute')
      t.same(versionsBySession(listener.received), { alpha: Array.from({ length: total / 2 }, (_, i) => i + 1), 'beta/2': Array.from({ length: total / 2 }, (_, i) => i + 1) }, 'each session arrives once, in version order')
      const outbox = store.outbox()
      const until = Date.now() + 10_000
      let left = await outbox.pending(Date.now() + 1000, 100)()
      while (E.isRight(left) && left.right.length > 0 && Date.now() < until) {
        await new Promise((r) => setTimeout(r, 100))
        left = await outbox.pending(Date.now() + 1000, 100)()
      }
      t.same(left, E.right([]), 'the outbox is empty once published')
    })

    t.test('when the process dies between commit and publish', async (t) => {
      await firestore.clear(PROJECT)
      const listener = await listenToTopic(PROJECT, `events-${++topics}`)
      const store = open(true)
      t.teardown(async () => (await store.close(), await listener.close()))
      // The first life: commits succeed, but every publish fails (its topic does not exist).
      const dying = relayOf(store, 'no-such-topic')
      const total = await playTurns(outboxRelayedEventLog(store.log, dying), ['gamma'], 2)
      await dying.sweep()
      await dying.close()
      t.equal(listener.received.length, 0, 'nothing reached the stream')
      const left = await store.outbox().pending(Date.now() + 1000, 100)()
      t.equal(E.isRight(left) && left.right.length, total, 'the outbox holds every committed event')
      // The next life drains the outbox at start-up.
      const next = relayOf(store, listener.topic)
      t.teardown(() => next.close())
      await listener.waitFor((all) => all.length >= total)
      t.same(versionsBySession(listener.received), { gamma: Array.from({ length: total }, (_, i) => i + 1) }, 'every event arrives, in order')
    })
  })
}

t.test('given the stream is off', async (t) => {
  const store = stores['SQLite']?.(false)
  if (store === undefined) throw new Error('no SQLite store')
  t.teardown(store.close)
  await playTurns(store.log, ['delta'], 1)
  t.same(await store.outbox().pending(Date.now(), 100)(), E.right([]), 'no outbox entry is recorded')
})
