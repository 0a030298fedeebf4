import { DatabaseSync } from 'node:sqlite'
import { parentPort, workerData } from 'node:worker_threads'
import type { CheckpointerData } from './sqlite-writer.js'

// The checkpointer of the embedded event log (started by `startCheckpointer`, through
// sqlite-writer-worker): every `everyMs` it copies the WAL back into the database file on a
// connection of its own, so that no turn's COMMIT on the writer thread runs the checkpoint
// itself (measured: with SQLite's automatic checkpoint, every ~57th turn of a single client paid
// about 2 ms for it). PASSIVE neither waits for nor blocks the writer or the readers; what it
// cannot copy yet is copied on a later round. The database file is synced as the writer's WAL is.

const port = parentPort
if (port === null) throw new Error('sqlite-checkpoint-thread must run as a worker thread')
const { path, everyMs } = workerData as CheckpointerData

const db = new DatabaseSync(path)
db.exec('PRAGMA synchronous = FULL; PRAGMA busy_timeout = 0;')
const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)')
const timer = setInterval(() => {
  try {
    checkpoint.get()
  } catch {
    // Busy or closing: the next round tries again, and the writer's own bound still holds.
  }
}, everyMs)

port.once('message', () => {
  clearInterval(timer)
  db.close()
  port.close()
})
