import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import t, { type Test } from 'tap'
import { sqliteEventLog } from '../../../lib/adapters/sqlite-event-log.js'
import { commit } from '../../../lib/turn/commit.js'
import { decideTurn } from '../../../lib/turn/decide-turn.js'
import { loadState } from '../../../lib/turn/load-state.js'
import type { EventLog } from '../../../lib/ports/event-log.js'
import { aSessionId } from '../../helpers/a-turn.js'

const input = (text: string) => ({
  message: { sender: 'scammer', text, timestamp: Date.now() / 1000 },
  conversationHistory: [],
  metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
  source: 'partner',
})

/** A real SQLite log that counts its reads and can be told to fail its next append. */
const countedLog = (t: Test) => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-commit-'))
  const inner = sqliteEventLog(dir)
  t.teardown(async () => (await inner.close(), rmSync(dir, { recursive: true, force: true })))
  const counts = { loads: 0, failNextAppend: false }
  const log: EventLog = {
    ...inner,
    load: (id) => (counts.loads++, inner.load(id)),
    append: (...args) =>
      counts.failNextAppend
        ? ((counts.failNextAppend = false), TE.left({ _tag: 'StoreUnavailable', reason: 'disk full' }))
        : inner.append(...args),
  }
  return { log, counts }
}

const versionOf = (r: E.Either<unknown, { state: { version: number } }>) => (E.isRight(r) ? r.right.state.version : -1)

t.test('when one process commits to a session twice in a row', async (t) => {
  const { log, counts } = countedLog(t)
  const id = aSessionId()
  const commitTo = commit(log, Date.now, 3)
  await commitTo(id, decideTurn(input('Your KYC expired, pay to a@fakebank'), 10_000))()
  const loadsAfterFirst = counts.loads
  const second = await commitTo(id, decideTurn(input('Hurry, pay Rs 500 now'), 10_000))()
  t.equal(counts.loads, loadsAfterFirst, 'the second commit decides on the state it committed, without reading the log')
  const stored = await loadState(log)(id)()
  t.same(E.isRight(stored) && E.isRight(second) ? stored.right : null, E.isRight(second) ? { _tag: 'Some', value: second.right.state } : null, 'the log holds the same state')
})

t.test('when another writer moved the session on since this process last committed', async (t) => {
  const { log, counts } = countedLog(t)
  const id = aSessionId()
  const here = commit(log, Date.now, 1)
  const elsewhere = commit(log, Date.now, 1)
  const first = await here(id, decideTurn(input('Your KYC expired, pay to a@fakebank'), 10_000))()
  const other = await elsewhere(id, decideTurn(input('Also send your OTP to b@fakebank'), 10_000))()
  const loadsBefore = counts.loads
  const third = await here(id, decideTurn(input('Last warning, account 1234567890123 blocked'), 10_000))()
  t.ok(E.isRight(third), 'the commit succeeds even with a single attempt allowed: the stale state is not an attempt')
  t.equal(counts.loads, loadsBefore + 1, 'the session is read from the log once')
  t.ok(versionOf(first) < versionOf(other), 'the other writer appended after this process')
  t.equal(E.isRight(third) ? third.right.before.version : -1, versionOf(other), 'the decision starts from the other writer\'s version')
  t.equal(E.isRight(third) ? third.right.state.turns : -1, 3, 'the decision counted the other writer\'s turn')
})

t.test('when an append fails', async (t) => {
  const { log, counts } = countedLog(t)
  const id = aSessionId()
  const commitTo = commit(log, Date.now, 3)
  await commitTo(id, decideTurn(input('Your KYC expired, pay to a@fakebank'), 10_000))()
  counts.failNextAppend = true
  const failed = await commitTo(id, decideTurn(input('Pay now'), 10_000))()
  t.ok(E.isLeft(failed) && failed.left._tag === 'StoreUnavailable', 'the store failure is returned as it is')
  const loadsBefore = counts.loads
  const next = await commitTo(id, decideTurn(input('Pay now, last chance'), 10_000))()
  t.ok(E.isRight(next), 'the next commit succeeds')
  t.equal(counts.loads, loadsBefore + 1, 'and reads the session from the log rather than trusting what it remembered')
})
