import { PubSub } from '@google-cloud/pubsub'
import { startCloudTasksServer } from './cloud-tasks-server.js'
import { startFirestoreEmulator } from './firestore-emulator.js'
import { loopbackEnv } from './loopback-env.js'
import { startOidcIssuer } from './oidc-issuer.js'
import { startPubSubEmulator } from './pubsub-emulator.js'

export type LocalEmulatorsOptions = {
  readonly projectId?: string
  readonly topic?: string
  readonly queue?: string
  readonly location?: string
}

export type LocalEmulators = {
  /** What the service needs to run against them: export these, then `npm start`. */
  readonly env: Readonly<Record<string, string>>
  readonly stop: () => Promise<void>
}

/**
 * The hosted configuration's stand-ins on loopback, as `npm run emulators` starts them: the
 * Firestore and Pub/Sub emulators, the Cloud Tasks server (test/helpers/cloud-tasks-server.ts)
 * with the final-report queue, whose tasks carry tokens of the loopback OIDC issuer, and the
 * event stream's topic, created. Each on a free port; `stop` stops them all.
 */
export const startLocalEmulators = async (o: LocalEmulatorsOptions = {}): Promise<LocalEmulators> => {
  const projectId = o.projectId ?? 'honeypot-local'
  const topic = o.topic ?? 'session-events'
  const queue = o.queue ?? 'callback-queue'
  const location = o.location ?? 'asia-south1'
  const [firestore, pubsub, issuer] = await Promise.all([startFirestoreEmulator(), startPubSubEmulator(), startOidcIssuer()])
  const tasks = await startCloudTasksServer({
    queues: [`projects/${projectId}/locations/${location}/queues/${queue}`],
    mintToken: (email, aud) => issuer.sign({ email, aud }),
  })
  const stop = async () => {
    await Promise.all([firestore.stop(), pubsub.stop(), issuer.close(), tasks.close()])
  }
  try {
    const client = new PubSub({ projectId, apiEndpoint: pubsub.host, emulatorMode: true })
    await client.createTopic(topic)
    await client.close()
  } catch (e) {
    await stop()
    throw e
  }
  return {
    env: {
      ...loopbackEnv,
      GOOGLE_CLOUD_PROJECT: projectId,
      FIRESTORE_EMULATOR_HOST: firestore.host,
      PUBSUB_EMULATOR_HOST: pubsub.host,
      PUBSUB_TOPIC: topic,
      CLOUD_TASKS_EMULATOR_HOST: tasks.host,
      TASKS_QUEUE: queue,
      TASKS_LOCATION: location,
      OIDC_CERTS_URL: issuer.certsUrl,
    },
    stop,
  }
}
