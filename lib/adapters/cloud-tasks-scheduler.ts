import { CloudTasksClient } from '@google-cloud/tasks'
import * as TE from 'fp-ts/lib/TaskEither.js'
import type { Config } from '../config.js'
import type { FinalReportTask, SchedulerError, TaskScheduler } from '../ports/task-scheduler.js'
import type { Logger } from './logger.js'

export type CloudTasksTarget = {
  readonly project: string
  readonly location: string
  readonly queue: string
  /** Where the queue POSTs `{ sessionId }`: the service's /tasks/final-report (FINAL_REPORT_URL). */
  readonly url: string
  /** The service account whose OIDC token the queue attaches. */
  readonly serviceAccountEmail: string
  /** The token's audience, which the task endpoint checks: FINAL_REPORT_URL as well. */
  readonly audience: string
}

const NOT_FOUND = 5
const ALREADY_EXISTS = 6
const codeOf = (e: unknown): unknown => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined)
const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e))
// A turn waits for its scheduling: a queue that does not answer must not hold the reply long.
const CALL_OPTIONS = { timeout: 5000 }

/**
 * A Cloud Tasks client: the real service, or with `emulatorHost` (host:port) a plaintext gRPC
 * server on loopback. gax's own grpc module makes the insecure channel, so its credentials are
 * the very class the client checks.
 */
export const createCloudTasksClient = async (emulatorHost: string | undefined): Promise<CloudTasksClient> => {
  if (emulatorHost === undefined) return new CloudTasksClient()
  const { grpc } = await import('google-gax')
  const at = emulatorHost.lastIndexOf(':')
  return new CloudTasksClient({
    apiEndpoint: emulatorHost.slice(0, at),
    port: Number(emulatorHost.slice(at + 1)),
    sslCreds: grpc.credentials.createInsecure(),
  })
}

/**
 * The hosted final-report scheduler (spec: queue `callback-queue` in `asia-south1`). Each message
 * deletes the session's pending task and creates a named one due at `dueAt`; the queue then POSTs
 * `{ sessionId }` with the service account's OIDC token. The two calls run side by side: their
 * names differ, and a task that escapes deletion is answered "superseded" by the endpoint. A
 * missing task to delete is fine, and so is a task that already exists (a retried schedule).
 */
export const cloudTasksScheduler = (client: CloudTasksClient, target: CloudTasksTarget, logger: Logger): TaskScheduler => {
  const parent = client.queuePath(target.project, target.location, target.queue)
  const taskPath = (taskName: string) => `${parent}/tasks/${taskName}`

  const remove = async (sessionId: string, taskName: string): Promise<void> => {
    try {
      await client.deleteTask({ name: taskPath(taskName) }, CALL_OPTIONS)
    } catch (e) {
      if (codeOf(e) !== NOT_FOUND) logger.warn({ sessionId, taskName, err: messageOf(e) }, 'replaced final-report task not deleted; it will be answered as superseded')
    }
  }
  const create = async (task: FinalReportTask): Promise<void> => {
    try {
      await client.createTask(
        {
          parent,
          task: {
            name: taskPath(task.taskName),
            scheduleTime: { seconds: Math.floor(task.dueAt / 1000), nanos: (task.dueAt % 1000) * 1e6 },
            httpRequest: {
              httpMethod: 'POST',
              url: target.url,
              headers: { 'Content-Type': 'application/json' },
              body: Buffer.from(JSON.stringify({ sessionId: task.sessionId })),
              oidcToken: { serviceAccountEmail: target.serviceAccountEmail, audience: target.audience },
            },
          },
        },
        CALL_OPTIONS,
      )
    } catch (e) {
      if (codeOf(e) !== ALREADY_EXISTS) throw e
    }
  }

  return {
    schedule: (task) =>
      TE.tryCatch(
        async () => {
          await Promise.all([create(task), task.replaces === null ? Promise.resolve() : remove(task.sessionId, task.replaces)])
        },
        (e): SchedulerError => ({ _tag: 'SchedulerUnavailable', reason: messageOf(e) }),
      ),
    close: () => client.close(),
  }
}

/** The scheduler decision 9 configures: FINAL_REPORT_URL set, queue and location defaulted. */
export const openCloudTasksScheduler = async (
  config: Pick<Config, 'googleCloudProject' | 'tasks' | 'serviceAccountEmail'>,
  logger: Logger,
): Promise<TaskScheduler> => {
  const { googleCloudProject: project, serviceAccountEmail, tasks } = config
  if (project === undefined || serviceAccountEmail === undefined || tasks.targetUrl === undefined) {
    throw new Error('GOOGLE_CLOUD_PROJECT, SERVICE_ACCOUNT_EMAIL and FINAL_REPORT_URL are required for Cloud Tasks')
  }
  const target = { project, location: tasks.location, queue: tasks.queue, url: tasks.targetUrl, serviceAccountEmail, audience: tasks.targetUrl }
  return cloudTasksScheduler(await createCloudTasksClient(tasks.emulatorHost), target, logger)
}
