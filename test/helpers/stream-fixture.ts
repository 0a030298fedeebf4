import { startCollector, type Collector } from './collector.js'
import { startLocalEmulators } from './local-emulators.js'
import { listenToTopic, type PubSubEmulator, type TopicListener } from './pubsub-emulator.js'

export type StreamFixture = { readonly pubsub: PubSubEmulator; readonly collector: Collector; readonly listener: TopicListener }

/**
 * What a test of the service's event stream starts once per file: the Pub/Sub emulator with
 * `topic` created, as `npm run emulators` starts it (this process's PUBSUB_EMULATOR_HOST then
 * points at it), a collector, and a listener on the topic; `teardown` receives what stops them all
 * at the file's end.
 */
export const startStreamFixture = async (projectId: string, topic: string, teardown: (stop: () => Promise<void>) => void): Promise<StreamFixture> => {
  const [emulators, collector] = await Promise.all([startLocalEmulators({ only: ['pubsub'], projectId, topic }), startCollector()])
  process.env['PUBSUB_EMULATOR_HOST'] = emulators.pubsub.host
  const listener = await listenToTopic(projectId, topic)
  teardown(async () => {
    await listener.close()
    await Promise.all([collector.close(), emulators.stop()])
  })
  return { pubsub: emulators.pubsub, collector, listener }
}
