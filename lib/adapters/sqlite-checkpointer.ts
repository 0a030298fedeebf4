import { startLogThread } from './sqlite-writer.js'

// How often the WAL is copied back into the database file: at a single client's pace (~450 turns
// a second) a few hundred commits' worth of pages, well under the writer's own bound.
export const CHECKPOINT_EVERY_MS = 200
// stop() waits this long for the thread to finish a checkpoint in progress, then stops it anyway.
const STOP_TIMEOUT_MS = 5000

export type Checkpointer = { readonly stop: () => Promise<void> }

/**
 * The event log's checkpointer thread (sqlite-checkpoint-thread.ts). Best effort: it never keeps
 * the process alive, and if it fails the writer's automatic checkpoint bounds the WAL instead.
 */
export const startCheckpointer = (path: string, everyMs: number = CHECKPOINT_EVERY_MS): Checkpointer => {
  const worker = startLogThread({ thread: 'checkpointer', path, everyMs })
  worker.unref()
  let running = true
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', () => {
      running = false
      resolve()
    }),
  )
  worker.on('error', () => undefined)
  let stopping: Promise<void> | undefined
  return {
    stop: () =>
      (stopping ??= (async () => {
        if (!running) return
        worker.postMessage('stop')
        const timer = setTimeout(() => void worker.terminate(), STOP_TIMEOUT_MS)
        await exited
        clearTimeout(timer)
      })()),
  }
}
