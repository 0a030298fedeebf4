import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import * as T from 'fp-ts/lib/Task.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import t, { type Test } from 'tap'
import type { CallbackOutcome } from '../../../events/callback-attempted.js'
import { sqliteEventLog } from '../../../lib/adapters/sqlite-event-log.js'
import { timerScheduler } from '../../../lib/adapters/timer-scheduler.js'
import { commit } from '../../../lib/turn/commit.js'
import type { EventLog } from '../../../lib/ports/event-log.js'
import type { TaskScheduler } from '../../../lib/ports/task-scheduler.js'
import { sendAndRecordCallback } from '../../../lib/turn/record-callback.js'
import { runTurn } from '../../../lib/turn/run-turn.js'
import { capturedLogger } from '../../helpers/captured-logger.js'
import { aSessionId } from '../../helpers/a-turn.js'

const input = (text: string) => ({
  message: { sender: 'scammer', text, timestamp: Date.now() / 1000 },
  conversationHistory: [],
  metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
  source: 'partner',
})

/** A turn wired as the service wires it, over a real SQLite log, with a collector that answers `outcome`. */
const aService = (t: Test, opts: { outcome?: CallbackOutcome; scheduler?: TaskScheduler; failAppends?: () => boolean } = {}) => {
  const dir = mkdtempSync(join(tmpdir(), 'hp-run-turn-'))
  const inner = sqliteEventLog(dir)
  t.teardown(async () => (await inner.close(), rmSync(dir, { recursive: true, force: true })))
  const log: EventLog = {
    ...inner,
    append: (...args) => (opts.failAppends?.() === true ? TE.left({ _tag: 'StoreUnavailable', reason: 'disk full' }) : inner.append(...args)),
  }
  const { logger, lines } = capturedLogger()
  const payloads: unknown[] = []
  const commitTo = commit(log, Date.now, 3)
  const record = sendAndRecordCallback({
    commit: commitTo,
    sendCallback: (payload) => T.fromIO(() => (payloads.push(payload), opts.outcome ?? { outcome: 'delivered', httpStatus: 200, durationMs: 1 })),
    logger,
  })
  const scheduler = opts.scheduler ?? timerScheduler({ onDue: async () => false, now: Date.now, logger, maxRetries: 0, backoffBaseMs: 1000 })
  t.teardown(() => scheduler.close())
  const turn = runTurn({ commit: commitTo, scheduler, sendCallback: record, finalReportDelayMs: 60_000, logger })
  return { turn, log, lines, payloads }
}

t.test('when a turn runs', async (t) => {
  const { turn, log, payloads } = aService(t)
  const id = aSessionId()
  const r = await turn(id, input('Your KYC expired, pay to a@fakebank'))()
  t.ok(E.isRight(r) && (r.right.reply ?? '').length > 0, 'answers with a reply')
  t.equal(payloads.length, 1, 'sends the callback once')
  const events = await log.readEvents(id, 0)()
  t.same(
    E.isRight(events) ? events.right.map((e) => e.type) : [],
    ['TurnReceived', 'TurnAnalysed', 'ReplyComposed', 'FinalReportScheduled', 'CallbackAttempted'],
    'logs the decision, then the callback attempt',
  )
})

t.test('when the scheduler is down', async (t) => {
  const scheduler: TaskScheduler = { schedule: () => TE.left({ _tag: 'SchedulerUnavailable', reason: 'down' }), close: async () => {} }
  const { turn, lines, payloads } = aService(t, { scheduler })
  const r = await turn(aSessionId(), input('Pay Rs 500 now'))()
  t.ok(E.isRight(r), 'the turn still answers')
  t.ok(lines.some((l) => l['message'] === 'final report not scheduled'), 'logs the scheduler failure')
  t.equal(payloads.length, 1, 'still sends the callback')
})

t.test('when the collector fails', async (t) => {
  const { turn, log, lines } = aService(t, { outcome: { outcome: 'failed', reason: 'HTTP 500', durationMs: 2 } })
  const id = aSessionId()
  const r = await turn(id, input('Pay Rs 500 now'))()
  t.ok(E.isRight(r), 'the turn still answers')
  t.ok(lines.some((l) => l['message'] === 'callback failed'), 'logs the outcome')
  const events = await log.readEvents(id, 0)()
  const last = E.isRight(events) ? events.right.at(-1) : undefined
  t.same(last?.type === 'CallbackAttempted' ? last.result : null, { outcome: 'failed', reason: 'HTTP 500', durationMs: 2 }, 'records the failed attempt')
})

t.test('when the store fails', async (t) => {
  t.test('on the decision', async (t) => {
    const { turn, payloads } = aService(t, { failAppends: () => true })
    const r = await turn(aSessionId(), input('Pay Rs 500 now'))()
    t.same(E.isLeft(r) ? r.left : null, { _tag: 'StoreUnavailable', reason: 'disk full' }, 'the turn fails with the store error')
    t.equal(payloads.length, 0, 'sends no callback')
  })
  t.test('on the callback record only', async (t) => {
    let appends = 0
    const { turn, lines, payloads } = aService(t, { failAppends: () => ++appends > 1 })
    const r = await turn(aSessionId(), input('Pay Rs 500 now'))()
    t.ok(E.isRight(r), 'the turn still answers')
    t.equal(payloads.length, 1, 'the callback was sent')
    t.ok(lines.some((l) => l['message'] === 'callback attempt not recorded'), 'logs the lost record')
  })
})
