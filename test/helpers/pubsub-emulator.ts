import { readdirSync } from 'node:fs'
import { PubSub } from '@google-cloud/pubsub'
import { join } from 'node:path'
import { startCollector, type Collector } from './collector.js'
import { startJavaEmulator } from './java-emulator.js'

const LIB = '/usr/lib/google-cloud-sdk/platform/pubsub-emulator/lib'

export type PubSubEmulator = {
  /** host:port, the value of PUBSUB_EMULATOR_HOST. */
  readonly host: string
  readonly stop: () => Promise<void>
}

/** The real Java Pub/Sub emulator on a free loopback port; one per test file. */
export const startPubSubEmulator = async (): Promise<PubSubEmulator> => {
  const jar = readdirSync(LIB).find((f) => /^cloud-pubsub-emulator-.*\.jar$/u.test(f))
  if (jar === undefined) throw new Error(`no Pub/Sub emulator jar in ${LIB}`)
  const emulator = await startJavaEmulator(
    'the Pub/Sub emulator',
    (port) => ['-jar', join(LIB, jar), '--host=127.0.0.1', `--port=${port}`],
    /Server started, listening on/u,
  )
  return { host: emulator.host, stop: emulator.stop }
}

export type ReceivedMessage = {
  readonly data: string
  readonly orderingKey: string | undefined
  readonly attributes: Readonly<Record<string, string>>
}
export type TopicListener = {
  readonly topic: string
  readonly received: ReceivedMessage[]
  readonly waitFor: (predicate: (all: ReceivedMessage[]) => boolean, timeoutMs?: number) => Promise<void>
  readonly close: () => Promise<void>
}

/**
 * Creates `topic` and a pull subscription with message ordering on the emulator (the client must
 * follow PUBSUB_EMULATOR_HOST), and keeps every message it receives, acknowledged.
 */
export const listenToTopic = async (projectId: string, topic: string): Promise<TopicListener> => {
  const pubsub = new PubSub({ projectId })
  const [created] = await pubsub.createTopic(topic)
  const [subscription] = await created.createSubscription(`${topic}-test`, { enableMessageOrdering: true, ackDeadlineSeconds: 10 })
  const received: ReceivedMessage[] = []
  subscription.on('message', (m: { data: Buffer; orderingKey?: string; attributes: Record<string, string>; ack: () => void }) => {
    received.push({ data: m.data.toString('utf8'), orderingKey: m.orderingKey, attributes: m.attributes })
    m.ack()
  })
  return {
    topic,
    received,
    waitFor: async (predicate, timeoutMs = 30_000) => {
      const until = Date.now() + timeoutMs
      while (!predicate(received)) {
        if (Date.now() > until) throw new Error(`subscription: condition not met within ${timeoutMs} ms (${received.length} received)`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    close: async () => {
      await subscription.close()
      await pubsub.close()
    },
  }
}

export type StreamFixture = { readonly pubsub: PubSubEmulator; readonly collector: Collector; readonly listener: TopicListener }

/**
 * What a test of the service's event stream starts once per file: the emulator (this process's
 * PUBSUB_EMULATOR_HOST then points at it), a collector, and a listener on `topic`; `teardown`
 * receives what stops them all at the file's end.
 */
export const startStreamFixture = async (projectId: string, topic: string, teardown: (stop: () => Promise<void>) => void): Promise<StreamFixture> => {
  const [pubsub, collector] = await Promise.all([startPubSubEmulator(), startCollector()])
  process.env['PUBSUB_EMULATOR_HOST'] = pubsub.host
  const listener = await listenToTopic(projectId, topic)
  teardown(async () => {
    await listener.close()
    await Promise.all([collector.close(), pubsub.stop()])
  })
  return { pubsub, collector, listener }
}
