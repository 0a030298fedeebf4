import t from 'tap'
import { gotCallbackSender } from '../../../lib/adapters/got-callback-sender.js'
import type { CallbackPayload } from '../../../lib/callback-payload.js'
import { startCollector } from '../../helpers/collector.js'

const TIMEOUT_MS = 300
// Generous for a loaded 2-core machine: the point is "bounded", not "fast".
const MARGIN_MS = 1_500
const aPayload = { sessionId: 'got-test', status: 'success' } as unknown as CallbackPayload

t.test('one callback attempt with got', async (t) => {
  const collector = await startCollector()
  t.teardown(collector.close)
  const send = gotCallbackSender({ url: collector.url, apiKey: 'the-key', timeoutMs: TIMEOUT_MS })
  const timed = async () => {
    const started = performance.now()
    const outcome = await send(aPayload)()
    return { outcome, ms: performance.now() - started }
  }

  t.test('when the collector answers 200', async (t) => {
    collector.setMode({ kind: 'ok' })
    const { outcome } = await timed()
    t.match(outcome, { outcome: 'delivered', httpStatus: 200 }, 'is delivered with its status')
    const last = collector.received.at(-1)
    t.equal(last?.headers['x-api-key'], 'the-key', 'carries the API key')
    t.same(last?.body, aPayload, 'carries the payload as JSON')
  })

  for (const status of [500, 503, 401, 302]) {
    t.test(`when the collector answers ${status}`, async (t) => {
      collector.setMode({ kind: 'status', status })
      const before = collector.arrived.length
      t.match((await timed()).outcome, { outcome: 'failed', reason: `HTTP ${status}` }, 'is a failure naming the status')
      t.equal(collector.arrived.length, before + 1, 'is tried once, never retried')
    })
  }

  for (const mode of [{ kind: 'hang' }, { kind: 'stall' }, { kind: 'slow', ms: 5_000 }] as const) {
    t.test(`when the collector does not finish answering (${mode.kind})`, async (t) => {
      collector.setMode(mode)
      const { outcome, ms } = await timed()
      t.match(outcome, { outcome: 'failed', reason: /ETIMEDOUT|Timeout/ }, 'fails as a timeout')
      t.ok(ms >= TIMEOUT_MS - 20, `waits the timeout (${Math.round(ms)} ms)`)
      t.ok(ms < TIMEOUT_MS + MARGIN_MS, `but no longer (${Math.round(ms)} ms)`)
    })
  }

  t.test('when the collector answers slowly within the timeout', async (t) => {
    collector.setMode({ kind: 'slow', ms: 50 })
    t.match((await timed()).outcome, { outcome: 'delivered' }, 'is delivered')
  })

  t.test('when the collector refuses connections', async (t) => {
    await collector.refuse()
    const { outcome, ms } = await timed()
    // The first attempt may still pick the kept-alive socket the collector just dropped.
    t.match(outcome, { outcome: 'failed', reason: /ECONNREFUSED|ECONNRESET/ }, 'fails')
    t.ok(ms < TIMEOUT_MS + MARGIN_MS, `within the bound (${Math.round(ms)} ms)`)
    t.match((await timed()).outcome, { outcome: 'failed', reason: /ECONNREFUSED/ }, 'and names the refusal')
    await collector.resume()
    collector.setMode({ kind: 'ok' })
    t.match((await timed()).outcome, { outcome: 'delivered' }, 'and delivers again once it is back')
  })
})
