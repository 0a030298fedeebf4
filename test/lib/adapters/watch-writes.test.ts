import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import { initialState } from '../../../events/session-state.js'
import { RECENT_FAILURE_MS, watchWrites } from '../../../lib/adapters/watch-writes.js'
import type { EventLog, StoreError, VersionConflict } from '../../../lib/ports/event-log.js'
import { capturedLogger } from '../../helpers/captured-logger.js'

// A store whose appends answer whatever the test sets, and whose ping always succeeds: like a full
// disk, where reads (and the writer thread's answer) still work.
const aStore = () => {
  let next: E.Either<StoreError | VersionConflict, void> = E.right(undefined)
  const log: EventLog = {
    load: () => async () => E.right({ _tag: 'None' }),
    append: () => async () => next,
    readEvents: () => async () => E.right([]),
    listSessions: () => async () => E.right([]),
    ping: () => async () => E.right(undefined),
    close: async () => undefined,
  }
  return { log, answer: (r: typeof next) => void (next = r) }
}

const full = E.left<StoreError>({ _tag: 'StoreUnavailable', reason: 'database or disk is full' })

t.test('when appends fail while the store still answers reads', async (t) => {
  const store = aStore()
  const { logger, lines } = capturedLogger('info')
  let now = 1_000_000
  const log = watchWrites(store.log, logger, () => now)
  const write = () => log.append('s', 0, [], initialState('s'))()
  t.ok(E.isRight(await log.ping()()), 'the store is healthy before')

  store.answer(full)
  for (let i = 0; i < 5; i++) await write()
  const ping = await log.ping()()
  t.ok(E.isLeft(ping), 'a ping fails while the latest write failed')
  t.match(E.isLeft(ping) && ping.left.reason, /5 writes failed: database or disk is full/, 'naming the cause')
  const errors = lines.filter((l) => l['severity'] === 'ERROR')
  t.equal(errors.length, 1, 'the burst is logged at ERROR, once')
  t.match(errors[0], { reason: 'database or disk is full' }, 'with the cause')

  now += 60_000
  await write()
  t.equal(lines.filter((l) => l['severity'] === 'ERROR').length, 2, 'a burst that goes on is logged again, with its count')

  store.answer(E.right(undefined))
  await write()
  t.ok(E.isRight(await log.ping()()), 'a write that succeeds makes it healthy again')
  t.ok(lines.some((l) => l['message'] === 'event store writes succeed again'), 'and says so')
})

t.test('when a write failed a while ago and none came since', async (t) => {
  const store = aStore()
  let now = 0
  const log = watchWrites(store.log, capturedLogger('info').logger, () => now)
  store.answer(full)
  await log.append('s', 0, [], initialState('s'))()
  now += RECENT_FAILURE_MS
  t.ok(E.isRight(await log.ping()()), 'the old failure no longer keeps it unhealthy')
})

t.test('when an append is refused for what it holds, or conflicts', async (t) => {
  const store = aStore()
  const { logger, lines } = capturedLogger('info')
  const log = watchWrites(store.log, logger, () => 0)
  store.answer(E.left({ _tag: 'Unencodable', reason: 'the events cannot be encoded: Maximum call stack size exceeded' }))
  await log.append('s', 0, [], initialState('s'))()
  store.answer(E.left({ _tag: 'VersionConflict', expected: 0, actual: 1 }))
  await log.append('s', 0, [], initialState('s'))()
  t.ok(E.isRight(await log.ping()()), 'the store is still healthy')
  t.same(lines.filter((l) => l['severity'] === 'WARNING').map((l) => l['message']), ['refused a turn whose events cannot be encoded'], 'the refusal is a WARN')
  t.equal(lines.filter((l) => l['severity'] === 'ERROR').length, 0, 'and nothing is an ERROR')
})
