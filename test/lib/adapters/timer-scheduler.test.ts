import t from 'tap'
import { timerScheduler } from '../../../lib/adapters/timer-scheduler.js'
import { capturedLogger } from '../../helpers/captured-logger.js'

const BASE_MS = 40

/** A scheduler whose report answers from a script: `true` asks for a retry. */
const given = (answers: boolean[], maxRetries = 3) => {
  const { logger, lines } = capturedLogger()
  const runs: Array<{ at: number; taskName: string }> = []
  const started = performance.now()
  const scheduler = timerScheduler({
    onDue: async (_sessionId, taskName) => {
      runs.push({ at: performance.now() - started, taskName })
      return answers.shift() ?? false
    },
    now: () => Date.now(),
    logger,
    maxRetries,
    backoffBaseMs: BASE_MS,
  })
  return { scheduler, runs, lines }
}
const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))

t.test('when a final report cannot be delivered', async (t) => {
  const g = given([true, true, false])
  t.teardown(g.scheduler.close)
  await g.scheduler.schedule({ sessionId: 's', taskName: 'a', dueAt: Date.now(), replaces: null })()
  await settle(BASE_MS * (2 + 4) + 1_500)
  t.equal(g.runs.length, 3, 'it is retried until it goes through')
  const gaps = g.runs.slice(1).map((r, i) => r.at - (g.runs[i]?.at ?? 0))
  t.ok((gaps[0] ?? 0) >= BASE_MS * 2 - 5, `the first retry waits 2^1 base units (${Math.round(gaps[0] ?? 0)} ms)`)
  t.ok((gaps[1] ?? 0) >= BASE_MS * 4 - 5, `the second 2^2 (${Math.round(gaps[1] ?? 0)} ms)`)
})

t.test('when it keeps failing', async (t) => {
  const g = given([true, true, true, true, true, true], 2)
  t.teardown(g.scheduler.close)
  await g.scheduler.schedule({ sessionId: 's', taskName: 'a', dueAt: Date.now(), replaces: null })()
  await settle(BASE_MS * (2 + 4 + 8) + 1_500)
  t.equal(g.runs.length, 3, 'the retries are bounded')
  t.match(g.lines, [{ severity: 'ERROR', message: 'final report abandoned after retries', attempts: 3 }], 'and giving up is logged as an error')
})

t.test('when a newer message reschedules during the retries', async (t) => {
  const g = given([true, false])
  t.teardown(g.scheduler.close)
  await g.scheduler.schedule({ sessionId: 's', taskName: 'a', dueAt: Date.now(), replaces: null })()
  while (g.runs.length === 0) await settle(1)
  await g.scheduler.schedule({ sessionId: 's', taskName: 'b', dueAt: Date.now() + BASE_MS * 4, replaces: 'a' })()
  await settle(BASE_MS * 8 + 1_500)
  t.same(g.runs.map((r) => r.taskName), ['a', 'b'], 'the old task is not retried; the new one runs')
})
