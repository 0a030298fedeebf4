import { mock } from 'node:test'
import t, { type Test } from 'tap'
import { timerScheduler } from '../../../lib/adapters/timer-scheduler.js'
import { capturedLogger } from '../../helpers/captured-logger.js'

const BASE_MS = 40
const HOUR = 3_600_000

/**
 * A scheduler whose report answers from a script: `true` asks for a retry. Its timers and clock
 * are mocked, so a retry comes when the backoff says however loaded the machine is, and "never
 * again" can be checked by moving the clock an hour on.
 */
const given = (t: Test, answers: boolean[], maxRetries = 3) => {
  mock.timers.enable({ apis: ['setTimeout', 'Date'], now: 0 })
  t.teardown(() => mock.timers.reset())
  const { logger, lines } = capturedLogger()
  const runs: Array<{ at: number; taskName: string }> = []
  const scheduler = timerScheduler({
    onDue: async (_sessionId, taskName) => {
      runs.push({ at: Date.now(), taskName })
      return answers.shift() ?? false
    },
    now: () => Date.now(),
    logger,
    maxRetries,
    backoffBaseMs: BASE_MS,
  })
  t.teardown(scheduler.close)
  return { scheduler, runs, lines }
}
/**
 * Moves the mocked clock `ms` on, then lets what the fired timers started (the report, the re-arm)
 * finish. A timer that fires reads the clock at the end of the move, so tests move to each due time.
 */
const advance = async (ms: number): Promise<void> => {
  mock.timers.tick(ms)
  await new Promise((r) => setImmediate(r))
}

t.test('when a final report cannot be delivered', async (t) => {
  const g = given(t, [true, true, false])
  await g.scheduler.schedule({ sessionId: 's', taskName: 'a', dueAt: Date.now(), replaces: null })()
  await advance(0)
  t.equal(g.runs.length, 1, 'it runs when due')
  await advance(BASE_MS * 2 - 1)
  t.equal(g.runs.length, 1, 'the first retry waits 2^1 base units')
  await advance(1)
  t.equal(g.runs.length, 2, 'and comes then')
  await advance(BASE_MS * 4 - 1)
  t.equal(g.runs.length, 2, 'the second waits 2^2')
  await advance(1)
  t.equal(g.runs.length, 3, 'and comes then')
  await advance(HOUR)
  t.same(g.runs, [{ at: 0, taskName: 'a' }, { at: BASE_MS * 2, taskName: 'a' }, { at: BASE_MS * 6, taskName: 'a' }], 'it is retried until it goes through, and not after')
})

t.test('when it keeps failing', async (t) => {
  const g = given(t, [true, true, true, true, true, true], 2)
  await g.scheduler.schedule({ sessionId: 's', taskName: 'a', dueAt: Date.now(), replaces: null })()
  for (const wait of [0, BASE_MS * 2, BASE_MS * 4, HOUR]) await advance(wait)
  t.equal(g.runs.length, 3, 'the retries are bounded')
  t.match(g.lines, [{ severity: 'ERROR', message: 'final report abandoned after retries', attempts: 3 }], 'and giving up is logged as an error')
})

t.test('when a newer message reschedules during the retries', async (t) => {
  const g = given(t, [true, false])
  await g.scheduler.schedule({ sessionId: 's', taskName: 'a', dueAt: Date.now(), replaces: null })()
  await advance(0)
  t.equal(g.runs.length, 1, 'the first task ran and asked for a retry')
  await g.scheduler.schedule({ sessionId: 's', taskName: 'b', dueAt: Date.now() + BASE_MS * 4, replaces: 'a' })()
  await advance(BASE_MS * 4)
  t.same(g.runs, [{ at: 0, taskName: 'a' }, { at: BASE_MS * 4, taskName: 'b' }], 'the old task is not retried; the new one runs when due')
  await advance(HOUR)
  t.equal(g.runs.length, 2, 'and nothing runs after it')
})
