import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import * as E from 'fp-ts/lib/Either.js'
import t, { type Test } from 'tap'
import { groupCommit } from '../../../lib/adapters/sqlite-group-commit.js'

// A real database, with every statement given to `exec` recorded and, on demand, one of them failing.
const fresh = (t: Test, failOn?: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-group-'))
  const path = join(dir, 'g.sqlite')
  const real = new DatabaseSync(path)
  real.exec('PRAGMA journal_mode = WAL; CREATE TABLE rows (k TEXT PRIMARY KEY)')
  const executed: string[] = []
  const db = {
    exec: (sql: string) => {
      executed.push(sql)
      if (sql === failOn) throw new Error(`${sql} failed`)
      real.exec(sql)
    },
    get isTransaction() {
      return real.isTransaction
    },
  }
  const insert = real.prepare('INSERT INTO rows (k) VALUES (?)')
  // A key ending in '!' writes its row, then throws: its savepoint must undo the row.
  const write = (k: string): string => {
    insert.run(k)
    if (k.endsWith('!')) throw new Error(`refused ${k}`)
    return k
  }
  const onDisk = () => {
    const other = new DatabaseSync(path)
    const keys = (other.prepare('SELECT k FROM rows ORDER BY k').all() as Array<{ k: string }>).map((r) => r.k)
    other.close()
    return keys
  }
  t.teardown(() => (real.close(), rmSync(dir, { recursive: true, force: true })))
  return { db, write, executed, onDisk }
}

t.test('when writes are submitted in the same turn of the event loop', async (t) => {
  const { db, write, executed, onDisk } = fresh(t)
  const group = groupCommit(db, write)
  const results = await Promise.all(['a', 'b', 'c'].map(group.submit))
  t.same(results, ['a', 'b', 'c'].map(E.right), 'each write gets its own result')
  t.equal(executed.filter((s) => s === 'COMMIT').length, 1, 'they share one commit')
  t.same(onDisk(), ['a', 'b', 'c'], 'all are on disk')
})

t.test('when one write of a batch throws', async (t) => {
  const { db, write, executed, onDisk } = fresh(t)
  const group = groupCommit(db, write)
  const [a, bad, c] = await Promise.all(['a', 'b!', 'c'].map(group.submit))
  t.same([a, c], [E.right('a'), E.right('c')], 'the others succeed')
  t.same(bad, E.left({ _tag: 'StoreUnavailable', reason: 'refused b!' }), 'it fails as StoreUnavailable')
  t.equal(executed.filter((s) => s === 'COMMIT').length, 1, 'the batch still commits once')
  t.same(onDisk(), ['a', 'c'], 'its partial write is rolled back, the others are kept')
})

t.test('when the COMMIT fails', async (t) => {
  const { db, write, onDisk } = fresh(t, 'COMMIT')
  const group = groupCommit(db, write)
  const results = await Promise.all(['a', 'b', 'c'].map(group.submit))
  t.same(results, ['a', 'b', 'c'].map(() => E.left({ _tag: 'StoreUnavailable', reason: 'COMMIT failed' })), 'every write of the batch fails')
  t.equal(db.isTransaction, false, 'the transaction is rolled back')
  t.same(onDisk(), [], 'nothing is on disk')
})

t.test('when the write lock cannot be taken', async (t) => {
  const { db, write } = fresh(t, 'BEGIN IMMEDIATE')
  const group = groupCommit(db, write)
  const results = await Promise.all(['a', 'b'].map(group.submit))
  t.ok(results.every((r) => E.isLeft(r) && r.left._tag === 'StoreUnavailable'), 'every write of the batch fails')
})

t.test('when a write is submitted', async (t) => {
  const { db, write, executed } = fresh(t)
  const group = groupCommit(db, write)
  let settled = false
  const pending = group.submit('a').then((r) => ((settled = true), r))
  await Promise.resolve()
  t.equal(settled, false, 'it has not settled before its batch is written')
  t.same(await pending, E.right('a'), 'it settles once written')
  t.equal(executed.at(-1), 'COMMIT', 'the commit came first')
})

t.test('when more writes are queued than a batch holds', async (t) => {
  const { db, write, executed, onDisk } = fresh(t)
  const group = groupCommit(db, write, 2)
  const keys = ['a', 'b', 'c', 'd', 'e']
  t.same(await Promise.all(keys.map(group.submit)), keys.map(E.right), 'every write succeeds')
  t.equal(executed.filter((s) => s === 'COMMIT').length, 3, 'they are written in batches of at most the bound')
  t.same(onDisk(), keys, 'all are on disk')
})

t.test('when the queue is drained before closing', async (t) => {
  const { db, write, onDisk } = fresh(t)
  const group = groupCommit(db, write)
  const pending = Promise.all(['a', 'b'].map(group.submit))
  group.drain()
  t.same(onDisk(), ['a', 'b'], 'the queued writes are on disk at once')
  t.same(await pending, ['a', 'b'].map(E.right), 'and settle as written')
})
