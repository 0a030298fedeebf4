import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { mock } from 'node:test'
import { DatabaseSync } from 'node:sqlite'
import t, { type Test } from 'tap'
import { planKeys, type EncodedAppend } from '../../../lib/adapters/sqlite-append.js'
import { migrateSchema } from '../../../lib/adapters/sqlite-schema.js'
import { startSqliteWriter } from '../../../lib/adapters/sqlite-writer.js'

// A database file with the event log's tables, and a writer thread over it.
const fresh = (t: Test) => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-writer-'))
  const path = join(dir, 'events.sqlite')
  const db = new DatabaseSync(path)
  migrateSchema(db)
  db.close()
  const writer = startSqliteWriter({ path, outbox: false })
  t.teardown(async () => (await writer.close(), rmSync(dir, { recursive: true, force: true })))
  const versionOf = (sessionId: string) => {
    const other = new DatabaseSync(path)
    const row = other.prepare('SELECT version FROM sessions WHERE session_id = ?').get(sessionId) as { version: number } | undefined
    other.close()
    return row?.version ?? 0
  }
  return { writer, versionOf }
}

const anAppend = (sessionId: string, expectedVersion = 0): EncodedAppend => ({
  sessionId,
  expectedVersion,
  events: [{ version: expectedVersion + 1, type: 'TurnReceived', at: 1, data: '{}' }],
  snapshot: '{}',
  seen: { from: 0, keys: [`k${expectedVersion}`], replace: false },
  replies: { from: 0, keys: [], replace: false },
  turns: 1,
  scamType: 'UNKNOWN',
  lastActivityAt: null,
  finalTask: null,
  finalDueAt: null,
  intel: null,
})

t.test('when the writer thread starts', async (t) => {
  const { writer, versionOf } = fresh(t)
  await writer.ready
  t.pass('it becomes ready')
  t.same(await writer.submit(anAppend('a')), { _tag: 'Written' }, 'an append is answered once written')
  t.equal(versionOf('a'), 1, 'and is in the file')
  t.same(await writer.ping(), { _tag: 'Written' }, 'a ping is answered')
})

t.test('when the writer thread cannot open the database', async (t) => {
  const writer = startSqliteWriter({ path: join(tmpdir(), 'hp-no-such-dir', 'x', 'events.sqlite'), outbox: false })
  t.teardown(() => writer.close())
  await t.rejects(writer.ready, /SQLite writer thread failed: .*unable to open/, 'ready rejects with the reason')
  const answer = await writer.submit(anAppend('a'))
  t.equal(answer._tag, 'StoreUnavailable', 'an append answers StoreUnavailable, without hanging')
})

t.test('when the writer thread dies with appends in flight', async (t) => {
  // The writer times its restarts with Date.now(), from the previous thread's start. Mocked, the
  // clock stands still however long the thread takes to start on a loaded machine, and the test
  // moves it past the restart delay itself.
  mock.timers.enable({ apis: ['Date'] })
  t.teardown(() => mock.timers.reset())
  const { writer, versionOf } = fresh(t)
  await writer.ready
  const inFlight = Array.from({ length: 20 }, (_, i) => writer.submit(anAppend(`s${i}`)))
  await writer.abort()
  const answers = await Promise.all(inFlight)
  t.ok(answers.every((a) => a._tag === 'Written' || a._tag === 'StoreUnavailable'), 'every append in flight is answered')
  t.ok(answers.some((a) => a._tag === 'StoreUnavailable'), 'those it had not answered answer StoreUnavailable')
  t.ok(answers.every((a, i) => a._tag !== 'Written' || versionOf(`s${i}`) === 1), 'those answered Written are in the file')
  t.equal((await writer.submit(anAppend('b')))._tag, 'StoreUnavailable', 'an append right after is refused, not queued')
  mock.timers.tick(999)
  t.equal((await writer.submit(anAppend('c')))._tag, 'StoreUnavailable', 'and so is one just under a second after the start')
  mock.timers.tick(1)
  t.same(await writer.submit(anAppend('d')), { _tag: 'Written' }, 'a second after the start, a new thread writes again')
})

t.test('when the writer is closed', async (t) => {
  const { writer, versionOf } = fresh(t)
  const queued = writer.submit(anAppend('a'))
  await Promise.all([writer.close(), writer.close()])
  t.same(await queued, { _tag: 'Written' }, 'what was queued is written first')
  t.equal(versionOf('a'), 1, 'and is in the file')
  t.equal((await writer.submit(anAppend('b')))._tag, 'StoreUnavailable', 'a later append answers StoreUnavailable')
})

t.test('when an append expects another version', async (t) => {
  const { writer } = fresh(t)
  await writer.submit(anAppend('a'))
  t.same(await writer.submit(anAppend('a')), { _tag: 'VersionConflict', expected: 0, actual: 1 }, 'it conflicts')
})

t.test('how an append brings a stored key list up to date', async (t) => {
  const tail = (from: number, keys: string[], replace = false) => ({ from, keys, replace })
  t.same(planKeys(2, tail(2, ['c'])), { _tag: 'insert', keys: ['c'], at: 2 }, 'a tail from the stored end is inserted')
  t.same(planKeys(0, tail(0, ['a'])), { _tag: 'insert', keys: ['a'], at: 0 }, 'a new session inserts its whole list')
  t.same(planKeys(2, tail(0, ['a', 'b', 'c'])), { _tag: 'insert', keys: ['c'], at: 2 }, 'a whole list inserts what lies past the stored end')
  t.same(planKeys(null, tail(0, ['a', 'b'])), { _tag: 'replace' }, 'a row whose JSON held the list gets it as rows')
  t.same(planKeys(1, tail(3, ['d'])), { _tag: 'behind' }, 'a tail starting past the stored end is refused')
  t.same(planKeys(null, tail(3, ['d'])), { _tag: 'behind' }, 'so is a tail for a row whose JSON held the list')
  t.same(planKeys(2, tail(0, ['a', 'b', 'c'], true)), { _tag: 'replace' }, 'a list sent to replace replaces')
})
