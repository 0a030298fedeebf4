import { readdirSync } from 'node:fs'
import { PubSub } from '@google-cloud/pubsub'
import { join } from 'node:path'
import { startJavaEmulator } from './java-emulator.js'

const LIB = '/usr/lib/google-cloud-sdk/platform/pubsub-emulator/lib'

export type PubSubEmulator = {
  /** host:port, the value of PUBSUB_EMULATOR_HOST. */
  readonly host: string
  readonly stop: () => Promise<void>
}

/** The real Java Pub/Sub emulator on a free loopback port; started through startLocalEmulators (local-emulators.ts). */
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

const ALREADY_EXISTS = 6

/**
 * A pull subscription with message ordering on `topic` (created unless it exists) on the emulator
 * the client finds through PUBSUB_EMULATOR_HOST; keeps every message it receives, acknowledged.
 */
export const listenToTopic = async (projectId: string, topic: string): Promise<TopicListener> => {
  const pubsub = new PubSub({ projectId })
  const created = await pubsub.createTopic(topic).then(
    ([t]) => t,
    (e: unknown) => {
      if ((e as { code?: unknown }).code === ALREADY_EXISTS) return pubsub.topic(topic)
      throw e
    },
  )
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
