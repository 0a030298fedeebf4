import type { Worker } from 'node:worker_threads'
import { startLogThread } from './sqlite-writer.js'

// How often the WAL is copied back into the database file: at a single client's pace (~450 turns
// a second) a few hundred commits' worth of pages, well under the writer's own bound.
export const CHECKPOINT_EVERY_MS = 200
// The thread starts this long after the log opens: at start-up the two cores are better spent on
// the first turn (the writer thread's start and the service's module loading), and an empty WAL
// needs no checkpoint.
const START_AFTER_MS = 1000
// stop() waits this long for the thread to finish a checkpoint in progress, then stops it anyway.
const STOP_TIMEOUT_MS = 5000

export type Checkpointer = { readonly stop: () => Promise<void> }

/**
 * The event log's checkpointer thread (sqlite-checkpoint-thread.ts). Best effort: it never keeps
 * the process alive, and if it fails the writer's automatic checkpoint bounds the WAL instead.
 */
export const startCheckpointer = (path: string, everyMs: number = CHECKPOINT_EVERY_MS, startAfterMs: number = START_AFTER_MS): Checkpointer => {
  let thread: { readonly worker: Worker; readonly exited: Promise<void> } | undefined
  const start = (): void => {
    const worker = startLogThread({ thread: 'checkpointer', path, everyMs })
    worker.unref()
    worker.on('error', () => undefined)
    thread = { worker, exited: new Promise((resolve) => worker.once('exit', () => resolve())) }
  }
  const pending = setTimeout(start, startAfterMs)
  pending.unref()
  let stopping: Promise<void> | undefined
  return {
    stop: () =>
      (stopping ??= (async () => {
        clearTimeout(pending)
        if (thread === undefined) return
        const { worker, exited } = thread
        worker.postMessage('stop')
        const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS)
        await exited
        clearTimeout(timer)
      })()),
  }
}
