import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { AppendOutcome, EncodedAppend } from './sqlite-append.js'
import { storeUnavailable } from './store-errors.js'

/** What the writer thread is started with. */
export type WriterData = { readonly thread: 'writer'; readonly path: string; readonly outbox: boolean }
/** What the checkpointer thread is started with: the file, and how often it checkpoints. */
export type CheckpointerData = { readonly thread: 'checkpointer'; readonly path: string; readonly everyMs: number }
/** One append and the id its answer carries. */
export type QueuedAppend = { readonly id: number; readonly append: EncodedAppend }
export type WriterRequest =
  | { readonly op: 'appends'; readonly appends: ReadonlyArray<QueuedAppend> }
  | { readonly op: 'ping'; readonly id: number }
  | { readonly op: 'close' }
export type WriterReply = { readonly id: number; readonly outcome: AppendOutcome }
export type WriterMessage = { readonly _tag: 'Ready' } | { readonly _tag: 'Answers'; readonly answers: ReadonlyArray<WriterReply> } | { readonly _tag: 'Closed' }

export type SqliteWriter = {
  /** Settles once the first thread has opened the database; rejects with the reason it could not. */
  readonly ready: Promise<void>
  /** Settles once the append is committed (durable) or refused; never rejects. */
  readonly submit: (append: EncodedAppend) => Promise<AppendOutcome>
  /** Whether a writer thread answers. */
  readonly ping: () => Promise<AppendOutcome>
  /** Writes what is queued, then stops the thread. Idempotent; later appends answer StoreUnavailable. */
  readonly close: () => Promise<void>
  /** Stops the thread at once, as a crash would: what it had not answered answers StoreUnavailable. */
  readonly abort: () => Promise<void>
}

// After a thread stopped unexpectedly, the next append starts another, but not sooner than this
// after the previous start, so a thread that cannot run is not restarted in a loop.
const RESTART_AFTER_MS = 1000
// close() waits this long for the queued appends to be written before it stops the thread anyway.
const CLOSE_TIMEOUT_MS = 15_000

// The worker is the .js file next to this one once compiled to dist/, the .ts file when the
// sources run under tap. Compiled, the thread inherits the process's node options; from the
// sources it gets none, so not tap's TypeScript loader either (see sqlite-writer-worker.ts).
const ext = extname(fileURLToPath(import.meta.url))
const workerUrl = new URL(`./sqlite-writer-worker${ext}`, import.meta.url)
const execArgv = ext === '.ts' ? ['--disable-warning=ExperimentalWarning'] : undefined

/** A thread of the event log's (the writer, or the checkpointer: `WriterData.thread`), started as above. */
export const startLogThread = (workerData: WriterData | CheckpointerData): Worker => new Worker(workerUrl, { workerData, execArgv })

type Thread = {
  readonly worker: Worker
  readonly pending: Map<number, (outcome: AppendOutcome) => void>
  readonly exited: Promise<void>
  /** The appends submitted since the last post: posted together, once per turn of the event loop. */
  queued: QueuedAppend[]
}

/**
 * The client of the writer thread that owns the event log's write connection: appends are posted
 * to it and answered once their transaction is committed. The thread only keeps the process
 * alive while an append is in flight. If it dies, what it held answers StoreUnavailable (the turn
 * may be retried: an append that was in fact committed then conflicts and is decided again).
 */
export const startSqliteWriter = (data: Omit<WriterData, 'thread'>): SqliteWriter => {
  let thread: Thread | undefined
  let startedAt = 0
  let nextId = 0
  let closing: Promise<void> | undefined

  const start = (): { readonly thread: Thread; readonly ready: Promise<void> } => {
    startedAt = Date.now()
    // Kept referenced until it is ready (so waiting for `ready` keeps the process alive), then
    // only while an append is in flight.
    const worker = startLogThread({ thread: 'writer', ...data })
    let started = false
    const pending = new Map<number, (outcome: AppendOutcome) => void>()
    let failure = 'the SQLite writer thread stopped'
    const settle = (id: number, outcome: AppendOutcome): void => {
      const done = pending.get(id)
      if (done === undefined) return
      pending.delete(id)
      if (pending.size === 0 && started) worker.unref()
      done(outcome)
    }
    const ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (m: WriterMessage) => {
        if (m._tag === 'Answers') for (const a of m.answers) settle(a.id, a.outcome)
        else if (m._tag === 'Ready') {
          started = true
          if (pending.size === 0) worker.unref()
          resolve()
        }
      })
      worker.once('exit', () => reject(new Error(failure)))
    })
    // Whoever does not wait for `ready` learns of a failed start from the appends' answers instead.
    ready.catch(() => undefined)
    worker.on('error', (e: unknown) => (failure = `the SQLite writer thread failed: ${e instanceof Error ? e.message : String(e)}`))
    const exited = new Promise<void>((resolve) =>
      worker.once('exit', () => {
        if (thread?.worker === worker) thread = undefined
        const lost = storeUnavailable(failure)
        for (const id of [...pending.keys()]) settle(id, lost)
        resolve()
      }),
    )
    return { thread: { worker, pending, exited, queued: [] }, ready }
  }

  const first = start()
  thread = first.thread

  // One message for all the appends of a turn of the event loop: a postMessage costs the event
  // loop more than the structured clone of what it carries.
  const flush = (t: Thread): void => {
    if (t.queued.length === 0) return
    t.worker.postMessage({ op: 'appends', appends: t.queued } satisfies WriterRequest)
    t.queued = []
  }

  const post = (send: (t: Thread, id: number) => void): Promise<AppendOutcome> => {
    if (closing !== undefined) return Promise.resolve(storeUnavailable('the event log is closed'))
    if (thread === undefined) {
      if (Date.now() - startedAt < RESTART_AFTER_MS) return Promise.resolve(storeUnavailable('the SQLite writer thread stopped; restarting'))
      thread = start().thread
    }
    const t = thread
    const id = nextId++
    return new Promise((resolve) => {
      t.worker.ref()
      t.pending.set(id, resolve)
      send(t, id)
    })
  }

  const queue = (t: Thread, id: number, append: EncodedAppend): void => {
    if (t.queued.length === 0) setImmediate(() => flush(t))
    t.queued.push({ id, append })
  }

  const stop = async (graceful: boolean): Promise<void> => {
    const t = thread
    if (t === undefined) return
    if (graceful) {
      t.worker.ref()
      flush(t)
      t.worker.postMessage({ op: 'close' } satisfies WriterRequest)
      const timer = setTimeout(() => void t.worker.terminate(), CLOSE_TIMEOUT_MS)
      await t.exited
      clearTimeout(timer)
    } else {
      await t.worker.terminate()
      await t.exited
    }
  }

  return {
    ready: first.ready,
    submit: (append) => post((t, id) => queue(t, id, append)),
    // After the appends queued before it, so its answer follows theirs.
    ping: () => post((t, id) => (flush(t), t.worker.postMessage({ op: 'ping', id } satisfies WriterRequest))),
    close: () => (closing ??= stop(true)),
    abort: () => stop(false),
  }
}
