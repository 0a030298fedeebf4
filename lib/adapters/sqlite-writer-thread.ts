import { DatabaseSync } from 'node:sqlite'
import { parentPort, workerData } from 'node:worker_threads'
import * as E from 'fp-ts/lib/Either.js'
import { sqliteAppendWriter, type AppendOutcome } from './sqlite-append.js'
import { groupCommit } from './sqlite-group-commit.js'
import type { WriterData, WriterMessage, WriterReply, WriterRequest } from './sqlite-writer.js'

// The writer thread of the embedded event log (started by `startSqliteWriter`, through
// sqlite-writer-worker): it owns the one write connection, so the COMMIT's fsync and the inserts
// block this thread, not the event loop serving requests. Appends queued while a transaction
// commits share the next one (group commit).

const port = parentPort
if (port === null) throw new Error('sqlite-writer-thread must run as a worker thread')
const { path, outbox } = workerData as WriterData

const db = new DatabaseSync(path)
// The checkpointer thread copies the WAL into the database file, so no COMMIT here pays for a
// checkpoint; the automatic one, at ten times SQLite's default WAL size, only bounds the WAL if
// that thread falls behind or stops.
db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA wal_autocheckpoint = 10000;')
const appends = groupCommit(db, sqliteAppendWriter(db, { outbox }))

// The answers of one batch go back in one message: they settle together, after its COMMIT.
let answers: WriterReply[] = []
const send = (message: WriterMessage): void => port.postMessage(message)
const answer = (id: number, outcome: AppendOutcome): void => {
  if (answers.length === 0) queueMicrotask(() => (send({ _tag: 'Answers', answers }), (answers = [])))
  answers.push({ id, outcome })
}

const close = (): void => {
  appends.drain()
  // After the drained appends' answers, which settle as microtasks.
  setImmediate(() => {
    db.close()
    send({ _tag: 'Closed' })
    port.close()
  })
}

port.on('message', (request: WriterRequest) => {
  switch (request.op) {
    case 'appends':
      for (const { id, append } of request.appends) void appends.submit(append).then((r) => answer(id, E.isLeft(r) ? r.left : r.right))
      return
    case 'ping':
      // Answered after the batch being written, if any: the thread and its queue are moving.
      answer(request.id, { _tag: 'Written' })
      return
    case 'close':
      close()
      return
  }
})

send({ _tag: 'Ready' })
