import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import t from 'tap'
import { foldEvents } from '../../../events/evolve.js'
import { SessionEvent, stampEvents } from '../../../events/session-event.js'
import { initialState, SessionState } from '../../../events/session-state.js'
import { sqliteEventLog } from '../../../lib/adapters/sqlite-event-log.js'
import { sqliteOutbox } from '../../../lib/adapters/sqlite-outbox.js'
import { encodeSnapshot } from '../../../lib/adapters/sqlite-snapshot.js'
import { commit } from '../../../lib/turn/commit.js'
import { decideTurn } from '../../../lib/turn/decide-turn.js'
import { loadState } from '../../../lib/turn/load-state.js'
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

// The tables as the adapter created them before the message keys had rows of their own.
const SCHEMA_BEFORE_KEY_ROWS = `
CREATE TABLE events (session_id TEXT NOT NULL, version INTEGER NOT NULL, type TEXT NOT NULL, recorded_at INTEGER NOT NULL,
  data TEXT NOT NULL, PRIMARY KEY (session_id, version)) WITHOUT ROWID;
CREATE TABLE sessions (session_id TEXT PRIMARY KEY, version INTEGER NOT NULL, snapshot TEXT NOT NULL, turns INTEGER NOT NULL,
  scam_type TEXT NOT NULL, last_activity_at INTEGER, final_task TEXT, final_due_at INTEGER) WITHOUT ROWID;
CREATE TABLE outbox (session_id TEXT NOT NULL, version INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (session_id, version));
`

// A few partner turns with history, decided and folded as commit would, without a store.
const playedTurns = (id: string, n: number) => {
  let state = initialState(id)
  const history: Array<{ sender: string; text: string; timestamp: number }> = []
  const all: SessionEvent[] = []
  for (let i = 0; i < n; i++) {
    const at = Date.now() + i
    const message = { sender: 'scammer', text: `turn ${i}: send Rs ${500 + i} to help${i}@okaxis`, timestamp: at / 1000 }
    const decided = decideTurn({ ...input(''), message, conversationHistory: [...history] }, 10_000)(state, at)
    const events = stampEvents(state.version, at, decided.events)
    state = foldEvents(state, events)
    all.push(...events)
    history.push(message, { sender: 'user', text: decided.result.reply, timestamp: at / 1000 })
  }
  return { events: all, state, history }
}

const rowsOf = (dir: string, id: string) => {
  const db = new DatabaseSync(join(dir, 'events.sqlite'))
  const session = db.prepare('SELECT snapshot, seen_count, reply_count FROM sessions WHERE session_id = ?').get(id) as { snapshot: string; seen_count: number | null; reply_count: number | null }
  const keys = (db.prepare('SELECT kind, COUNT(*) AS n FROM message_keys WHERE session_id = ? GROUP BY kind ORDER BY kind').all(id) as Array<{ n: number }>).map((r) => r.n)
  db.close()
  return { snapshot: JSON.parse(session.snapshot) as Record<string, unknown>, counts: [session.seen_count, session.reply_count], keys }
}

t.test('when a session has many message keys', async (t) => {
  const { dir, log, cleanup } = fresh()
  t.teardown(cleanup)
  const id = aSessionId()
  const played = playedTurns(id, 12)
  const firstHalf = played.events.filter((e) => e.version <= played.events.length / 2)
  const midState = foldEvents(initialState(id), firstHalf)
  t.equal(E.isRight(await log.append(id, 0, firstHalf, midState)()), true, 'a first append lands')
  const rest = played.events.slice(firstHalf.length)
  t.equal(E.isRight(await log.append(id, midState.version, rest, played.state)()), true, 'a second append lands')
  const rows = rowsOf(dir, id)
  t.equal('seenMessages' in rows.snapshot || 'replyKeys' in rows.snapshot, false, 'the snapshot row holds no key lists')
  t.same(rows.counts, [played.state.seenMessages.length, played.state.replyKeys.length], 'the session row counts the keys')
  t.same(rows.keys, rows.counts, 'each key is stored once, as a row')
  const head = await log.load(id)()
  t.same(E.isRight(head) && O.toNullable(head.right)?.snapshot, O.some(played.state), 'the snapshot loads with its keys, in order')
})

t.test('when a callback is recorded after a turn', async (t) => {
  const { dir, log } = fresh()
  const id = aSessionId()
  const record = commit(log, Date.now, 3)
  const turn = await record(id, decideTurn(input('pay to x@fakebank now'), 10_000))()
  if (E.isLeft(turn)) throw new Error('turn not committed')
  const callback = await record(id, () => ({
    events: [{ type: 'CallbackAttempted' as const, trigger: 'turn' as const, reportedVersion: turn.right.state.version, result: { outcome: 'failed' as const, reason: 'HTTP 500', durationMs: 3 }, payload: { a: 1 } }],
    result: undefined,
  }))()
  if (E.isLeft(callback)) throw new Error('callback not recorded')
  await log.close()
  const file = new DatabaseSync(join(dir, 'events.sqlite'), { readOnly: true })
  const row = file.prepare('SELECT version, snapshot FROM sessions WHERE session_id = ?').get(id) as { version: number; snapshot: string }
  file.close()
  t.equal(row.version, callback.right.state.version, 'the session row is at the callback record')
  t.equal((JSON.parse(row.snapshot) as { version: number }).version, turn.right.state.version, 'the stored snapshot is kept at the turn')
  const reopened = sqliteEventLog(dir)
  t.teardown(async () => (await reopened.close(), rmSync(dir, { recursive: true, force: true })))
  const head = await reopened.load(id)()
  t.same(E.isRight(head) && O.isSome(head.right) && O.toNullable(head.right.value.snapshot), callback.right.state, 'after a restart the head snapshot is the state after the callback')
  const state = await loadState(reopened)(id)()
  t.same(E.isRight(state) && O.toNullable(state.right), callback.right.state, 'and the session loads as that state')
  const next = await commit(reopened, Date.now, 3)(id, decideTurn(input('second message, pay again'), 10_000))()
  t.equal(E.isRight(next) && next.right.state.turns, 2, 'the next turn continues from it')
  const again = await loadState(reopened)(id)()
  t.same(E.isRight(again) && O.toNullable(again.right), E.isRight(next) ? next.right.state : null, 'and is stored in full')
})

t.test('when a store written before the message keys had rows is opened', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-sqlite-'))
  const id = aSessionId()
  const played = playedTurns(id, 6)
  const old = new DatabaseSync(join(dir, 'events.sqlite'))
  old.exec(`PRAGMA journal_mode = WAL; ${SCHEMA_BEFORE_KEY_ROWS}`)
  const insert = old.prepare('INSERT INTO events (session_id, version, type, recorded_at, data) VALUES (?, ?, ?, ?, ?)')
  for (const e of played.events) insert.run(id, e.version, e.type, e.at, JSON.stringify(SessionEvent.encode(e)))
  old.prepare('INSERT INTO sessions VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(id, played.state.version, JSON.stringify(SessionState.encode(played.state)), played.state.turns, played.state.scamType, played.state.lastActivityAt, null, null)
  old.close()

  const log = sqliteEventLog(dir)
  const head = await log.load(id)()
  t.same(E.isRight(head) && O.toNullable(head.right)?.snapshot, O.some(played.state), 'its snapshot loads with the key lists it holds')
  const next = await commit(log, Date.now, 3)(id, decideTurn({ ...input('and one more, to 9876543210'), conversationHistory: played.history }, 10_000))()
  t.equal(E.isRight(next), true, 'a turn appends to it')
  await log.close()
  const reopened = sqliteEventLog(dir)
  t.teardown(async () => (await reopened.close(), rmSync(dir, { recursive: true, force: true })))
  const events = await reopened.readEvents(id, 0)()
  const after = await reopened.load(id)()
  const folded = E.isRight(events) ? foldEvents(initialState(id), events.right) : null
  t.same(E.isRight(after) && O.toNullable(O.toNullable(after.right)?.snapshot ?? O.none), folded, 'after it, the snapshot still equals the fold of the log')
  t.same(rowsOf(dir, id).keys, [folded?.seenMessages.length, folded?.replyKeys.length], 'and its keys moved to rows')
  t.same(withoutRowid(dir), [], 'and its tables were rebuilt as rowid tables')
})

// The tables as the adapter created them once the keys had rows, before events and sessions became
// rowid tables.
const SCHEMA_WITHOUT_ROWID = `
CREATE TABLE events (session_id TEXT NOT NULL, version INTEGER NOT NULL, type TEXT NOT NULL, recorded_at INTEGER NOT NULL,
  data TEXT NOT NULL, PRIMARY KEY (session_id, version)) WITHOUT ROWID;
CREATE TABLE sessions (session_id TEXT PRIMARY KEY, version INTEGER NOT NULL, snapshot TEXT NOT NULL, turns INTEGER NOT NULL,
  scam_type TEXT NOT NULL, last_activity_at INTEGER, final_task TEXT, final_due_at INTEGER, seen_count INTEGER, reply_count INTEGER) WITHOUT ROWID;
CREATE TABLE message_keys (session_id TEXT NOT NULL, kind INTEGER NOT NULL, ord INTEGER NOT NULL, key TEXT NOT NULL,
  PRIMARY KEY (session_id, kind, ord)) WITHOUT ROWID;
`

const withoutRowid = (dir: string): string[] => {
  const db = new DatabaseSync(join(dir, 'events.sqlite'))
  const rows = db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name IN ('events', 'sessions')").all() as Array<{ name: string; sql: string }>
  db.close()
  return rows.filter((r) => /WITHOUT ROWID/iu.test(r.sql)).map((r) => r.name)
}

t.test('when a store written while events and sessions were WITHOUT ROWID tables is opened', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-sqlite-'))
  const [a, b] = [aSessionId(), aSessionId()]
  const played = [playedTurns(a, 4), playedTurns(b, 3)] as const
  const old = new DatabaseSync(join(dir, 'events.sqlite'))
  old.exec(`PRAGMA journal_mode = WAL; ${SCHEMA_WITHOUT_ROWID}`)
  const insertEvent = old.prepare('INSERT INTO events (session_id, version, type, recorded_at, data) VALUES (?, ?, ?, ?, ?)')
  const insertKey = old.prepare('INSERT INTO message_keys VALUES (?, ?, ?, ?)')
  const insertSession = old.prepare('INSERT INTO sessions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
  for (const [id, p] of [[a, played[0]], [b, played[1]]] as const) {
    for (const e of p.events) insertEvent.run(id, e.version, e.type, e.at, JSON.stringify(SessionEvent.encode(e)))
    p.state.seenMessages.forEach((k, i) => insertKey.run(id, 0, i, k))
    p.state.replyKeys.forEach((k, i) => insertKey.run(id, 1, i, k))
    insertSession.run(id, p.state.version, encodeSnapshot(p.state), p.state.turns, p.state.scamType, p.state.lastActivityAt, 'task-1', 1234, p.state.seenMessages.length, p.state.replyKeys.length)
  }
  old.close()

  const log = sqliteEventLog(dir)
  t.teardown(async () => (await log.close(), rmSync(dir, { recursive: true, force: true })))
  t.same(withoutRowid(dir), [], 'its tables are rebuilt as rowid tables')
  for (const [id, p] of [[a, played[0]], [b, played[1]]] as const) {
    const events = await log.readEvents(id, 0)()
    t.same(E.isRight(events) && events.right, p.events, `session ${id === a ? 'a' : 'b'} keeps every event`)
    const head = await log.load(id)()
    t.same(E.isRight(head) && O.toNullable(head.right), { version: p.state.version, snapshot: O.some(p.state) }, 'and its snapshot with its key lists')
  }
  const listed = await log.listSessions()()
  t.same(E.isRight(listed) && listed.right.map((s) => s.pendingFinalReport), [{ taskName: 'task-1', dueAt: 1234 }, { taskName: 'task-1', dueAt: 1234 }], 'and the listed columns')
  const next = await commit(log, Date.now, 3)(a, decideTurn({ ...input('and one more, to 9876543210'), conversationHistory: played[0].history }, 10_000))()
  t.equal(E.isRight(next) && next.right.state.turns, 5, 'a turn appends to it')
  const after = await log.readEvents(a, 0)()
  t.same(E.isRight(after) && E.isRight(next) ? foldEvents(initialState(a), after.right) : null, E.isRight(next) ? next.right.state : null, 'and the log folds to the state it committed')
})

t.test('when the stored message keys no longer end where the process believes', async (t) => {
  const { dir, log, cleanup } = fresh()
  t.teardown(cleanup)
  const id = aSessionId()
  const played = playedTurns(id, 4)
  const three = played.events.filter((e) => e.version <= 12)
  const before = foldEvents(initialState(id), three)
  await log.append(id, 0, three, before)()
  // Behind the adapter's back, as a restore of an older copy of the key rows would.
  const other = new DatabaseSync(join(dir, 'events.sqlite'))
  other.exec(`DELETE FROM message_keys; UPDATE sessions SET seen_count = 1, reply_count = 1`)
  other.close()
  const appended = await log.append(id, before.version, played.events.slice(three.length), played.state)()
  t.equal(E.isRight(appended), true, 'the append still lands')
  const head = await log.load(id)()
  t.same(E.isRight(head) && O.toNullable(head.right)?.snapshot, O.some(played.state), 'with the whole key lists written again')
})

t.test('when two processes write one session in the same file', async (t) => {
  const { dir, log, cleanup } = fresh()
  const other = sqliteEventLog(dir)
  t.teardown(async () => (await other.close(), await cleanup()))
  const id = aSessionId()
  const turns = (l: typeof log, who: string) => Promise.all(Array.from({ length: 8 }, (_, i) => commit(l, Date.now, 100)(id, decideTurn(input(`${who} says ${i}`), 10_000))()))
  const results = [...(await Promise.all([turns(log, 'one'), turns(other, 'two')])).flat()]
  t.equal(results.filter(E.isRight).length, 16, 'every turn committed after retries')
  const events = await log.readEvents(id, 0)()
  const versions = E.isRight(events) ? events.right.map((e) => e.version) : []
  t.same(versions, versions.map((_, i) => i + 1), 'versions are contiguous from 1')
  const head = await other.load(id)()
  t.same(E.isRight(head) && E.isRight(events) && O.toNullable(head.right)?.snapshot, O.some(foldEvents(initialState(id), E.isRight(events) ? events.right : [])), 'either process loads the fold of the log')
})

t.test('when the log is closed', async (t) => {
  const { log, cleanup } = fresh()
  t.teardown(cleanup)
  await log.close()
  await log.close()
  t.pass('closing it again is harmless')
  const id = aSessionId()
  const turn = aTurnAfter(initialState(id), 'too late')
  const late = await log.append(id, 0, turn.events, turn.state)()
  t.same(E.isLeft(late) && late.left._tag, 'StoreUnavailable', 'a later append answers StoreUnavailable')
})

t.test('when a turn holds a value nested too deep to encode', async (t) => {
  const { log, cleanup } = fresh()
  t.teardown(cleanup)
  // Deep enough to overflow JSON.stringify's stack; parsing it is iterative and never did.
  let deep: unknown = 'bottom'
  for (let i = 0; i < 5000; i++) deep = { deep }
  const id = aSessionId()
  const metadata = { channel: 'SMS', language: 'English', locale: 'IN', deep }
  const refused = await commit(log, Date.now, 3)(id, decideTurn({ ...input('pay to x@fakebank'), metadata }, 10_000))()
  t.equal(E.isLeft(refused) && refused.left._tag, 'Unencodable', 'the append is refused as the request\'s fault, not as a store outage')
  t.same(await log.readEvents(id, 0)(), E.right([]), 'and nothing is written')
  const next = await commit(log, Date.now, 3)(id, decideTurn(input('pay to x@fakebank'), 10_000))()
  t.ok(E.isRight(next), 'the session takes its next turn')
})
