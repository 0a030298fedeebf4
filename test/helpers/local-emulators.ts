import { PubSub } from '@google-cloud/pubsub'
import { startCloudTasksServer, type CloudTasksServer } from './cloud-tasks-server.js'
import { startFirestoreEmulator, type FirestoreEmulator } from './firestore-emulator.js'
import { loopbackEnv } from './loopback-env.js'
import { startOidcIssuer, type OidcIssuer } from './oidc-issuer.js'
import { startPubSubEmulator, type PubSubEmulator } from './pubsub-emulator.js'

/** The hosted configuration's Google Cloud parts, each with its loopback stand-in. */
export type StandIn = 'firestore' | 'pubsub' | 'tasks' | 'issuer'

type Handles = {
  readonly firestore: FirestoreEmulator
  readonly pubsub: PubSubEmulator
  readonly tasks: CloudTasksServer
  readonly issuer: OidcIssuer
}

export type LocalEmulatorsOptions<P extends StandIn> = {
  /** Which stand-ins to start: all four unless told (`npm run emulators`). The Cloud Tasks stand-in brings the issuer whose tokens it attaches. */
  readonly only?: ReadonlyArray<P>
  readonly projectId?: string
  /** The event stream's topic, created on the Pub/Sub emulator; `null` creates none (for a test that creates its own). */
  readonly topic?: string | null
  readonly queue?: string
  readonly location?: string
  /** The port of the service the queue's tasks go to (`FINAL_REPORT_URL`); 8080 unless told. */
  readonly servicePort?: number
  /** The identity of the final-report task's OIDC token (`SERVICE_ACCOUNT_EMAIL`). */
  readonly serviceAccountEmail?: string
  /** The Cloud Tasks stand-in's first retry delay after a failed dispatch. */
  readonly minBackoffMs?: number
}

export type LocalEmulators<P extends StandIn> = Pick<Handles, P | (P extends 'tasks' ? 'issuer' : never)> & {
  /**
   * What the service needs to run against the stand-ins started: the emulator hosts, the
   * settings that keep Google clients off the metadata server, and with Firestore the store, with
   * Pub/Sub the topic, with Cloud Tasks the queue and the final report's URL and identity.
   * `npm run emulators` prints these as `export` lines.
   */
  readonly env: Readonly<Record<string, string>>
  /** The full name of the final-report queue, `projects/P/locations/L/queues/Q`. */
  readonly queue: string
  /** Stops every stand-in started (the JVMs and their guarding shells included) and waits until they are gone. */
  readonly stop: () => Promise<void>
}

const ALL: ReadonlyArray<StandIn> = ['firestore', 'pubsub', 'tasks', 'issuer']

/**
 * The hosted configuration's stand-ins on loopback, each on a free port: the Java Firestore and
 * Pub/Sub emulators (with the event stream's topic created), the Cloud Tasks stand-in
 * (test/helpers/cloud-tasks-server.ts) with the final-report queue, and the OIDC issuer whose
 * tokens its tasks carry. The one way they are started: `npm run emulators` (scripts/emulators.ts)
 * starts all four, every test and benchmark that needs one of them starts it here.
 */
export const startLocalEmulators = async <P extends StandIn = StandIn>(o: LocalEmulatorsOptions<P> = {}): Promise<LocalEmulators<P>> => {
  const wanted = new Set<StandIn>(o.only ?? ALL)
  if (wanted.has('tasks')) wanted.add('issuer')
  const projectId = o.projectId ?? 'honeypot-local'
  const topic = o.topic === undefined ? 'session-events' : o.topic
  const queueId = o.queue ?? 'callback-queue'
  const location = o.location ?? 'asia-south1'
  const queue = `projects/${projectId}/locations/${location}/queues/${queueId}`

  const started: Partial<{ -readonly [K in StandIn]: Handles[K] }> = {}
  const stop = async () => {
    const { firestore, pubsub, tasks, issuer } = started
    await Promise.allSettled([firestore?.stop(), pubsub?.stop(), tasks?.close(), issuer?.close()])
  }
  try {
    // Every start is let finish, so that a failed one leaves no other running unseen.
    const starts = await Promise.allSettled([
      wanted.has('firestore') ? startFirestoreEmulator().then((h) => (started.firestore = h)) : undefined,
      wanted.has('pubsub') ? startPubSubEmulator().then((h) => (started.pubsub = h)) : undefined,
      wanted.has('issuer')
        ? startOidcIssuer().then(async (issuer) => {
            started.issuer = issuer
            if (!wanted.has('tasks')) return
            started.tasks = await startCloudTasksServer({
              queues: [queue],
              mintToken: (email, aud) => issuer.sign({ email, aud }),
              ...(o.minBackoffMs === undefined ? {} : { minBackoffMs: o.minBackoffMs }),
            })
          })
        : undefined,
    ])
    const failed = starts.find((r) => r.status === 'rejected')
    if (failed !== undefined) throw failed.reason
    if (started.pubsub !== undefined && topic !== null) {
      const client = new PubSub({ projectId, apiEndpoint: started.pubsub.host, emulatorMode: true })
      try {
        await client.createTopic(topic)
      } finally {
        await client.close()
      }
    }
  } catch (e) {
    await stop()
    throw e
  }

  const { firestore, pubsub, tasks, issuer } = started
  const env: Record<string, string> = {
    ...loopbackEnv,
    GOOGLE_CLOUD_PROJECT: projectId,
    ...(firestore === undefined ? {} : { HONEYPOT_STORE: 'firestore', FIRESTORE_EMULATOR_HOST: firestore.host }),
    ...(pubsub === undefined ? {} : { PUBSUB_EMULATOR_HOST: pubsub.host, ...(topic === null ? {} : { PUBSUB_TOPIC: topic }) }),
    ...(tasks === undefined
      ? {}
      : {
          CLOUD_TASKS_EMULATOR_HOST: tasks.host,
          TASKS_QUEUE: queueId,
          TASKS_LOCATION: location,
          // K_SERVICE unset, the endpoint takes the task without checking its token; set, it checks it as hosted.
          FINAL_REPORT_URL: `http://127.0.0.1:${o.servicePort ?? 8080}/tasks/final-report`,
          SERVICE_ACCOUNT_EMAIL: o.serviceAccountEmail ?? `final-report@${projectId}.iam.gserviceaccount.com`,
        }),
    ...(issuer === undefined ? {} : { OIDC_CERTS_URL: issuer.certsUrl }),
  }
  return { ...started, env, queue, stop } as LocalEmulators<P>
}
