import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import t from 'tap'
import { sqliteEventLog } from '../../../lib/adapters/sqlite-event-log.js'
import { commit } from '../../../lib/commit.js'
import { decideTurn } from '../../../lib/decide-turn.js'
import { loadState } from '../../../lib/load-state.js'
import { aSessionId } from '../../helpers/a-turn.js'
import { eventLogContract } from './event-log-contract.js'

const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-sqlite-'))
  const log = sqliteEventLog(dir)
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
