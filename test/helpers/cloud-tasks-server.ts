import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as grpc from '@grpc/grpc-js'
import * as protoLoader from '@grpc/proto-loader'

// The nearest node_modules up from here that has the package, so the same code runs from test/
// and compiled under dist/ (npm run emulators).
const protos = (pkg: string, from = dirname(fileURLToPath(import.meta.url))): string => {
  const candidate = join(from, 'node_modules', pkg, 'build', 'protos')
  if (existsSync(candidate) || dirname(from) === from) return candidate
  return protos(pkg, dirname(from))
}
const definition = protoLoader.loadSync('google/cloud/tasks/v2/cloudtasks.proto', {
  includeDirs: [protos('@google-cloud/tasks'), protos('google-gax')],
  keepCase: false,
  longs: Number,
  enums: String,
  defaults: false,
  oneofs: true,
})
const CloudTasks = (grpc.loadPackageDefinition(definition) as any).google.cloud.tasks.v2.CloudTasks as grpc.ServiceClientConstructor

type Timestamp = { seconds?: number; nanos?: number }
type HttpRequestMsg = { url: string; httpMethod?: string; headers?: Record<string, string>; body?: Buffer; oidcToken?: { serviceAccountEmail?: string; audience?: string } }
type TaskMsg = { name?: string; scheduleTime?: Timestamp; httpRequest?: HttpRequestMsg }

export type StoredTask = {
  readonly name: string
  readonly queue: string
  readonly scheduleTimeMs: number
  readonly createTimeMs: number
  readonly httpRequest: HttpRequestMsg
  dispatchCount: number
  responseCount: number
}
export type Dispatch = { readonly name: string; readonly at: number; readonly status: number | string; readonly headers: Record<string, string> }
export type Operation = { readonly op: 'create' | 'delete'; readonly name: string; readonly code: grpc.status }

export type CloudTasksServerOptions = {
  /** Full queue names that exist, `projects/P/locations/L/queues/Q`. */
  readonly queues: ReadonlyArray<string>
  /** Mints the OIDC token the queue attaches for a task's service account. */
  readonly mintToken: (serviceAccountEmail: string, audience: string) => string
  /** First retry delay after a failed dispatch; doubles each attempt (the queue's min backoff). */
  readonly minBackoffMs?: number
}

export type CloudTasksServer = {
  /** host:port, the value of CLOUD_TASKS_EMULATOR_HOST (plaintext gRPC). */
  readonly host: string
  readonly tasks: () => ReadonlyArray<StoredTask>
  readonly operations: Operation[]
  readonly dispatches: Dispatch[]
  readonly close: () => Promise<void>
}

const TASK_ID = /^[A-Za-z0-9_-]{1,500}$/u
const MAX_SCHEDULE_MS = 30 * 24 * 3600 * 1000
// Cloud Tasks refuses a name for about an hour after its task was deleted or completed.
const TOMBSTONE_MS = 3600 * 1000
const fail = (code: grpc.status, details: string) => Object.assign(new Error(details), { code, details })
const toMs = (t: Timestamp | undefined): number | undefined => (t === undefined ? undefined : (t.seconds ?? 0) * 1000 + Math.floor((t.nanos ?? 0) / 1e6))
const toTimestamp = (ms: number): Timestamp => ({ seconds: Math.floor(ms / 1000), nanos: (ms % 1000) * 1e6 })

/**
 * A Cloud Tasks server on loopback for the real `CloudTasksClient`: it keeps tasks, answers
 * CreateTask / GetTask / DeleteTask / ListTasks / RunTask with the real status codes, and
 * dispatches a due task as a queue does: an HTTP POST of the task's body to its URL with
 * `X-CloudTasks-*` headers and `Authorization: Bearer <OIDC token>`, retried with backoff until
 * a 2xx answer.
 */
export const startCloudTasksServer = async (opts: CloudTasksServerOptions): Promise<CloudTasksServer> => {
  const tasks = new Map<string, StoredTask>()
  const tombstones = new Map<string, number>()
  const dispatching = new Set<string>()
  const operations: Operation[] = []
  const dispatches: Dispatch[] = []
  const minBackoffMs = opts.minBackoffMs ?? 1000
  let seq = 0

  const shortName = (name: string) => name.slice(name.lastIndexOf('/') + 1)
  const view = (t: StoredTask) => ({
    name: t.name,
    scheduleTime: toTimestamp(t.scheduleTimeMs),
    createTime: toTimestamp(t.createTimeMs),
    dispatchCount: t.dispatchCount,
    responseCount: t.responseCount,
    httpRequest: { url: t.httpRequest.url, httpMethod: t.httpRequest.httpMethod ?? 'POST', headers: t.httpRequest.headers ?? {}, oidcToken: t.httpRequest.oidcToken },
    view: 'BASIC',
  })
  const finish = (name: string) => {
    tasks.delete(name)
    tombstones.set(name, Date.now())
  }

  const dispatch = async (task: StoredTask): Promise<void> => {
    if (dispatching.has(task.name)) return
    dispatching.add(task.name)
    const req = task.httpRequest
    const headers: Record<string, string> = {
      'content-type': 'application/octet-stream',
      ...Object.fromEntries(Object.entries(req.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
      'user-agent': 'Google-Cloud-Tasks',
      'x-cloudtasks-queuename': shortName(task.queue),
      'x-cloudtasks-taskname': shortName(task.name),
      'x-cloudtasks-taskretrycount': String(task.dispatchCount),
      'x-cloudtasks-taskexecutioncount': String(task.responseCount),
      'x-cloudtasks-tasketa': String(task.scheduleTimeMs / 1000),
    }
    if (req.oidcToken?.serviceAccountEmail !== undefined) {
      headers['authorization'] = `Bearer ${opts.mintToken(req.oidcToken.serviceAccountEmail, req.oidcToken.audience || req.url)}`
    }
    task.dispatchCount++
    let status: number | string
    try {
      const res = await fetch(req.url, { method: req.httpMethod ?? 'POST', headers, body: req.body ?? Buffer.alloc(0), signal: AbortSignal.timeout(30_000) })
      await res.arrayBuffer()
      status = res.status
      task.responseCount++
    } catch (e) {
      status = e instanceof Error ? e.message : String(e)
    }
    dispatches.push({ name: task.name, at: Date.now(), status, headers })
    dispatching.delete(task.name)
    if (!tasks.has(task.name)) return
    if (typeof status === 'number' && status >= 200 && status < 300) return finish(task.name)
    const backoff = minBackoffMs * 2 ** Math.min(task.dispatchCount - 1, 16)
    tasks.set(task.name, { ...task, scheduleTimeMs: Date.now() + backoff })
  }

  const unary =
    <Req, Res>(handle: (req: Req) => Res) =>
    (call: grpc.ServerUnaryCall<Req, Res>, callback: grpc.sendUnaryData<Res>) => {
      try {
        callback(null, handle(call.request))
      } catch (e) {
        callback(e as grpc.ServiceError)
      }
    }
  const existing = (name: string): StoredTask => {
    const task = tasks.get(name)
    if (task === undefined) throw fail(grpc.status.NOT_FOUND, 'Requested entity was not found.')
    return task
  }

  const server = new grpc.Server()
  server.addService(CloudTasks.service, {
    createTask: unary(({ parent, task }: { parent: string; task: TaskMsg }) => {
      if (!opts.queues.includes(parent)) throw fail(grpc.status.NOT_FOUND, 'Queue does not exist.')
      if (task.httpRequest?.url === undefined) throw fail(grpc.status.INVALID_ARGUMENT, 'Task.http_request.url is required.')
      const name = task.name || `${parent}/tasks/${Date.now()}${++seq}`
      if (!name.startsWith(`${parent}/tasks/`) || !TASK_ID.test(name.slice(parent.length + 7))) {
        throw fail(grpc.status.INVALID_ARGUMENT, `Task name must be formatted as ${parent}/tasks/TASK_ID.`)
      }
      const now = Date.now()
      const scheduleTimeMs = toMs(task.scheduleTime) ?? now
      if (scheduleTimeMs > now + MAX_SCHEDULE_MS) throw fail(grpc.status.INVALID_ARGUMENT, 'Task.schedule_time is too far in the future.')
      const buried = tombstones.get(name)
      if (tasks.has(name) || (buried !== undefined && now - buried < TOMBSTONE_MS)) {
        operations.push({ op: 'create', name, code: grpc.status.ALREADY_EXISTS })
        throw fail(grpc.status.ALREADY_EXISTS, 'Requested entity already exists')
      }
      const stored: StoredTask = { name, queue: parent, scheduleTimeMs, createTimeMs: now, httpRequest: task.httpRequest, dispatchCount: 0, responseCount: 0 }
      tasks.set(name, stored)
      operations.push({ op: 'create', name, code: grpc.status.OK })
      return view(stored)
    }),
    deleteTask: unary(({ name }: { name: string }) => {
      const found = tasks.has(name)
      operations.push({ op: 'delete', name, code: found ? grpc.status.OK : grpc.status.NOT_FOUND })
      existing(name)
      finish(name)
      return {}
    }),
    getTask: unary(({ name }: { name: string }) => view(existing(name))),
    listTasks: unary(({ parent }: { parent: string }) => {
      if (!opts.queues.includes(parent)) throw fail(grpc.status.NOT_FOUND, 'Queue does not exist.')
      return { tasks: [...tasks.values()].filter((t) => t.queue === parent).map(view), nextPageToken: '' }
    }),
    runTask: unary(({ name }: { name: string }) => {
      const task = existing(name)
      void dispatch(task)
      return view(task)
    }),
  })
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, p) => (err === null ? resolve(p) : reject(err))),
  )
  const ticker = setInterval(() => {
    const now = Date.now()
    for (const task of tasks.values()) if (task.scheduleTimeMs <= now) void dispatch(task)
  }, 50)

  return {
    host: `127.0.0.1:${port}`,
    tasks: () => [...tasks.values()],
    operations,
    dispatches,
    close: async () => {
      clearInterval(ticker)
      await new Promise<void>((r) => server.tryShutdown(() => r()))
    },
  }
}
