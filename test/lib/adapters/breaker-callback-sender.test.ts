import t from 'tap'
import type { CallbackOutcome } from '../../../events/callback-attempted.js'
import { breakerCallbackSender } from '../../../lib/adapters/breaker-callback-sender.js'
import type { CallbackPayload } from '../../../lib/report/callback-payload.js'
import { capturedLogger } from '../../helpers/captured-logger.js'

const delivered: CallbackOutcome = { outcome: 'delivered', httpStatus: 200, durationMs: 3 }
const failed: CallbackOutcome = { outcome: 'failed', reason: 'HTTP 500', durationMs: 3 }
const aPayload = { sessionId: 's' } as unknown as CallbackPayload
const MINUTE = 60_000

/**
 * A breaker over a scripted collector on a hand-stepped clock: the wall clock is never mocked, so
 * every transition below is the injected clock's doing.
 */
const given = () => {
  let clock = 1_700_000_000_000
  let answer: CallbackOutcome = failed
  let pending: Array<() => void> = []
  let held = false
  const { logger, lines } = capturedLogger()
  const sent: number[] = []
  const breaker = breakerCallbackSender({ now: () => clock, logger, failureThreshold: 3, resetAfterMs: MINUTE })(() => async () => {
    sent.push(clock)
    if (held) await new Promise<void>((r) => pending.push(r))
    return answer
  })
  return {
    breaker,
    lines,
    sent,
    send: () => breaker.send(aPayload)(),
    collectorAnswers: (o: CallbackOutcome) => void (answer = o),
    advance: (ms: number) => void (clock += ms),
    hold: () => void (held = true),
    release: () => {
      held = false
      for (const r of pending) r()
      pending = []
    },
    failTimes: async (n: number) => {
      for (let i = 0; i < n; i++) await breaker.send(aPayload)()
    },
  }
}

t.test('when the breaker is closed', async (t) => {
  t.test('and two attempts fail, then one is delivered', async (t) => {
    const g = given()
    await g.failTimes(2)
    g.collectorAnswers(delivered)
    t.same(await g.send(), delivered, 'the attempt goes through')
    g.collectorAnswers(failed)
    await g.failTimes(2)
    t.equal(g.breaker.state(), 'closed', 'stays closed: the failures were not consecutive')
    t.equal(g.sent.length, 5, 'every attempt reached the collector')
  })
  t.test('and three attempts in a row fail', async (t) => {
    const g = given()
    await g.failTimes(3)
    t.equal(g.breaker.state(), 'open', 'opens')
    const skipped = await g.send()
    t.match(skipped, { outcome: 'skipped', reason: /circuit breaker open/ }, 'the next callback is skipped')
    t.equal(g.sent.length, 3, 'nothing more reaches the collector')
    t.match(g.lines, [{ severity: 'ERROR', breaker: 'open', lastFailure: 'HTTP 500' }], 'the opening is logged as an error')
  })
})

t.test('when the breaker is open', async (t) => {
  t.test('and less than 60 seconds have passed', async (t) => {
    const g = given()
    await g.failTimes(3)
    g.advance(MINUTE - 1)
    t.equal(g.breaker.state(), 'open', 'stays open')
    t.equal((await g.send()).outcome, 'skipped', 'callbacks are still skipped')
    t.equal(g.sent.length, 3, 'nothing reaches the collector')
  })
  t.test('and 60 seconds have passed', async (t) => {
    const g = given()
    await g.failTimes(3)
    g.advance(MINUTE)
    t.equal(g.breaker.state(), 'half-open', 'is half-open')
    g.collectorAnswers(delivered)
    t.same(await g.send(), delivered, 'the test callback goes to the collector')
    t.equal(g.breaker.state(), 'closed', 'a delivered test callback closes it')
    t.same(await g.send(), delivered, 'later callbacks go through again')
    t.match(g.lines.map((l) => l['breaker']), ['open', 'half-open', 'closed'], 'every move is logged')
  })
})

t.test('when the test callback fails', async (t) => {
  const g = given()
  await g.failTimes(3)
  g.advance(MINUTE + 5_000)
  t.same(await g.send(), failed, 'the test callback reaches the collector')
  t.equal(g.breaker.state(), 'open', 'the breaker opens again')
  g.advance(MINUTE - 1)
  t.equal((await g.send()).outcome, 'skipped', 'a fresh 60-second wait runs from the failed test')
  g.advance(1)
  t.equal(g.breaker.state(), 'half-open', 'half-open again once that wait is over')
  g.collectorAnswers(delivered)
  t.same(await g.send(), delivered, 'and the next test callback may close it')
  t.equal(g.breaker.state(), 'closed', 'which closes the breaker')
})

t.test('when callbacks arrive while the test callback is in flight', async (t) => {
  const g = given()
  await g.failTimes(3)
  g.advance(MINUTE)
  g.collectorAnswers(delivered)
  g.hold()
  const test = g.send()
  const others = await Promise.all([g.send(), g.send()])
  t.match(others, [{ outcome: 'skipped', reason: /half-open/ }, { outcome: 'skipped', reason: /half-open/ }], 'they are skipped at once, not queued')
  t.equal(g.sent.length, 4, 'exactly one test callback reaches the collector')
  g.release()
  t.same(await test, delivered, 'the test callback is delivered')
  t.equal(g.breaker.state(), 'closed', 'its delivery closes the breaker')
})

t.test('when the inner sender throws', async (t) => {
  const { logger } = capturedLogger()
  const breaker = breakerCallbackSender({ now: () => 0, logger, failureThreshold: 3, resetAfterMs: MINUTE })(() => async () => {
    throw new Error('socket exploded')
  })
  const outcomes = [await breaker.send(aPayload)(), await breaker.send(aPayload)(), await breaker.send(aPayload)()]
  t.match(outcomes, [{ outcome: 'failed', reason: 'socket exploded' }, {}, {}], 'the throw is a failed attempt')
  t.equal(breaker.state(), 'open', 'and counts toward the breaker')
})
