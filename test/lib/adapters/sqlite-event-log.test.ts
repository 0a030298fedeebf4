import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import t from 'tap'
import { foldEvents } from '../../../events/evolve.js'
import { stampEvents } from '../../../events/session-event.js'
import { initialState, type SessionState } from '../../../events/session-state.js'
import { sqliteEventLog } from '../../../lib/adapters/sqlite-event-log.js'
import { sqliteOutbox } from '../../../lib/adapters/sqlite-outbox.js'
import { commit } from '../../../lib/commit.js'
import { decideTurn } from '../../../lib/decide-turn.js'
import { loadState } from '../../../lib/load-state.js'
import { aSessionId } from '../../helpers/a-turn.js'
import { eventLogContract } from './event-log-contract.js'

const fresh = (outbox = false) => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-sqlite-'))
  const log = sqliteEventLog(dir, { outbox })
  return { dir, log, cleanup: async () => (await log.close(), rmSync(dir, { recursive: true, force: true })) }
}

t.test('the SQLite event log keeps the EventLog contract', async (t) => eventLogContract(t, async () => fresh()))

t.test('when the process reopens the same data directory', async (t) => {
  const { dir, log } = fresh()
  const id = aSessionId()
  const input = { message: { sender: 'scammer', text: 'pay to x@fakebank', timestamp: Date.now() / 1000 }, conversationHistory: [], metadata: { channel: 'SMS', language: 'English', locale: 'IN' }, source: 'partner' }
  const done = await commit(log, Date.now, 3)(id, decideTurn(input, 10_000))()
  await log.close()
  const reopened = sqliteEventLog(dir)
  t.teardown(async () => (await reopened.close(), rmSync(dir, { recursive: true, force: true })))
  const state = await loadState(reopened)(id)()
  t.same(E.isRight(state) && O.toNullable(state.right), E.isRight(done) ? done.right.state : null, 'the session survives the restart')
})

t.test('when the stored snapshot is older than the log', async (t) => {
  const { log, cleanup } = fresh()
  t.teardown(cleanup)
  const id = aSessionId()
  const input = (text: string) => ({ message: { sender: 'scammer', text, timestamp: Date.now() / 1000 }, conversationHistory: [], metadata: { channel: 'SMS', language: 'English', locale: 'IN' }, source: 'partner' })
  const first = await commit(log, Date.now, 3)(id, decideTurn(input('first'), 10_000))()
  const second = await commit(log, Date.now, 3)(id, decideTurn(input('second'), 10_000))()
  if (E.isLeft(first) || E.isLeft(second)) throw new Error('commit failed')
  // A snapshot left behind (as by an older writer) is brought forward with the events after it.
  const stale = { ...first.right.state }
  const head = await log.load(id)()
  t.ok(E.isRight(head))
  const olderLog = { ...log, load: () => async () => E.right(O.some({ version: second.right.state.version, snapshot: O.some(stale) })) }
  const state = await loadState(olderLog)(id)()
  t.same(E.isRight(state) && O.toNullable(state.right), second.right.state, 'the projection is rebuilt up to the log version')
})

const input = (text: string) => ({ message: { sender: 'scammer', text, timestamp: Date.now() / 1000 }, conversationHistory: [], metadata: { channel: 'SMS', language: 'English', locale: 'IN' }, source: 'partner' })

// A turn decided on `before`, as commit would, without writing it.
const aTurnAfter = (before: SessionState, text: string) => {
  const at = Date.now()
  const events = stampEvents(before.version, at, decideTurn(input(text), 10_000)(before, at).events)
  return { events, state: foldEvents(before, events) }
}

t.test('when appends arrive in the same turn of the event loop (one batch)', async (t) => {
  const { log, cleanup } = fresh()
  t.teardown(cleanup)
  const [a, b] = [aSessionId(), aSessionId()]
  const a1 = aTurnAfter(initialState(a), 'first of a')
  const a2 = aTurnAfter(a1.state, 'second of a')
  const rival = aTurnAfter(initialState(a), 'a rival first turn of a')
  const b1 = aTurnAfter(initialState(b), 'first of b')
  const results = await Promise.all([
    log.append(a, 0, a1.events, a1.state)(),
    log.append(a, a1.state.version, a2.events, a2.state)(),
    log.append(a, 0, rival.events, rival.state)(),
    log.append(b, 0, b1.events, b1.state)(),
  ])
  t.equal(E.isRight(results[0]), true, 'the first append of a session lands')
  t.equal(E.isRight(results[1]), true, 'a second append of the same session sees the first, as if sequential')
  t.same(results[2], E.left({ _tag: 'VersionConflict', expected: 0, actual: a2.state.version }), 'a stale append among them conflicts')
  t.equal(E.isRight(results[3]), true, 'another session in the batch lands')
  t.same(await log.readEvents(a, 0)(), E.right([...a1.events, ...a2.events]), 'the conflicting append wrote nothing')
  t.same(await log.readEvents(b, 0)(), E.right(b1.events), 'the other session has its events')
  const head = await log.load(a)()
  t.same(E.isRight(head) && O.toNullable(head.right)?.version, a2.state.version, 'the head is at the last good append')
})

t.test('when many sessions are written at once', async (t) => {
  const { dir, log } = fresh()
  const ids = Array.from({ length: 30 }, aSessionId)
  const play = async (id: string) => {
    for (let i = 0; i < 4; i++) {
      const done = await commit(log, Date.now, 3)(id, decideTurn(input(`turn ${i} of ${id}`), 10_000))()
      if (E.isLeft(done)) throw new Error(`commit failed: ${JSON.stringify(done.left)}`)
    }
  }
  await Promise.all(ids.map(play))
  await log.close()
  // Read back through a new connection: what was answered is durable.
  const reopened = sqliteEventLog(dir)
  t.teardown(async () => (await reopened.close(), rmSync(dir, { recursive: true, force: true })))
  for (const id of ids) {
    const events = await reopened.readEvents(id, 0)()
    const versions = E.isRight(events) ? events.right.map((e) => e.version) : []
    const turns = E.isRight(events) ? events.right.filter((e) => e.type === 'TurnReceived').length : 0
    if (turns !== 4 || versions.some((v, i) => v !== i + 1)) t.fail(`${id}: ${turns} turns, versions ${versions.join(',')}`)
    const head = await loadState(reopened)(id)()
    if (!(E.isRight(head) && E.isRight(events) && O.toNullable(head.right)?.version === versions.length)) t.fail(`${id}: the head is not at the log's end`)
  }
  t.pass(`each of ${ids.length} sessions has its 4 turns, contiguous versions and its head after reopening`)
})

t.test('when appends are still queued as the log is closed', async (t) => {
  const { dir, log } = fresh()
  const id = aSessionId()
  const turn = aTurnAfter(initialState(id), 'written as the process stops')
  const pending = log.append(id, 0, turn.events, turn.state)()
  await log.close()
  t.equal(E.isRight(await pending), true, 'the append is written, not dropped')
  const reopened = sqliteEventLog(dir)
  t.teardown(async () => (await reopened.close(), rmSync(dir, { recursive: true, force: true })))
  t.same(await reopened.readEvents(id, 0)(), E.right(turn.events), 'and is on disk after reopening')
})

t.test('when the outbox is on and a batch holds a conflicting append', async (t) => {
  const { dir, log, cleanup } = fresh(true)
  const outbox = sqliteOutbox(dir)
  t.teardown(async () => (await outbox.close(), await cleanup()))
  const [a, b] = [aSessionId(), aSessionId()]
  const a1 = aTurnAfter(initialState(a), 'first of a')
  const rival = aTurnAfter(initialState(a), 'rival of a')
  const b1 = aTurnAfter(initialState(b), 'first of b')
  await Promise.all([log.append(a, 0, a1.events, a1.state)(), log.append(a, 0, rival.events, rival.state)(), log.append(b, 0, b1.events, b1.state)()])
  const pending = await outbox.pending(Date.now() + 1000, 1000)()
  const names = E.isRight(pending) ? pending.right.map((p) => `${p.sessionId}#${p.event.version}`) : []
  t.same(names, [...a1.events.map((e) => `${a}#${e.version}`), ...b1.events.map((e) => `${b}#${e.version}`)], 'the outbox names exactly the events written, in order')
})
