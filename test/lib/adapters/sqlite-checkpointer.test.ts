import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { DatabaseSync } from 'node:sqlite'
import t from 'tap'
import { startCheckpointer } from '../../../lib/adapters/sqlite-checkpointer.js'

// A WAL database whose writer never checkpoints, as the event log's writer thread (almost) never does.
const walDatabase = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-checkpoint-'))
  const path = join(dir, 'events.sqlite')
  const db = new DatabaseSync(path)
  db.exec('PRAGMA journal_mode = WAL; PRAGMA wal_autocheckpoint = 0; CREATE TABLE rows (n INTEGER PRIMARY KEY, text TEXT NOT NULL)')
  const insert = db.prepare('INSERT INTO rows (text) VALUES (?)')
  const write = (count: number): void => {
    for (let i = 0; i < count; i++) insert.run('x'.repeat(2000))
  }
  return { dir, path, db, write, size: () => statSync(path).size }
}

const until = async (done: () => boolean, limitMs = 60_000): Promise<void> => {
  for (const end = Date.now() + limitMs; !done() && Date.now() < end; ) await sleep(20)
}

t.test('copies what the writer commits into the database file, on its own thread, while the writer goes on', async (t) => {
  const w = walDatabase()
  t.teardown(() => (w.db.close(), rmSync(w.dir, { recursive: true, force: true })))
  w.write(200)
  const before = w.size()
  const checkpointer = startCheckpointer(w.path, 20, 0)
  t.teardown(() => checkpointer.stop())
  // The file grows as the checkpoint writes pages: wait until all 200 rows' worth is there. The
  // thread's start alone took seconds with both cores busy; the limit only catches one that never copies.
  await until(() => w.size() > before + 200 * 2000)
  t.ok(w.size() > before + 200 * 2000, `the file grew from ${before} to ${w.size()} bytes: the rows were copied out of the WAL`)
  w.write(200)
  const after = w.size()
  await until(() => w.size() > after)
  t.ok(w.size() > after, 'and keeps copying what comes after')
  t.equal((w.db.prepare('SELECT count(*) AS n FROM rows').get() as { n: number }).n, 400, 'nothing the writer wrote is lost')
})

t.test('stops on request; stopping twice, before the start or after a failed start is harmless', async (t) => {
  const w = walDatabase()
  t.teardown(() => (w.db.close(), rmSync(w.dir, { recursive: true, force: true })))
  const checkpointer = startCheckpointer(w.path, 20, 0)
  await sleep(100)
  await checkpointer.stop()
  await checkpointer.stop()
  w.write(50)
  const size = w.size()
  await sleep(150)
  t.equal(w.size(), size, 'a stopped checkpointer copies nothing more')
  const never = startCheckpointer(w.path, 20, 60_000)
  await never.stop()
  w.write(50)
  const unchanged = w.size()
  await sleep(150)
  t.equal(w.size(), unchanged, 'one stopped before its start never starts')
  const nowhere = startCheckpointer(join(w.dir, 'no-such-dir', 'events.sqlite'), 20, 0)
  await sleep(200)
  await nowhere.stop()
  t.pass('a checkpointer that cannot open its file neither throws nor hangs')
})
