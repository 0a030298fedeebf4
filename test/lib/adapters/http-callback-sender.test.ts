import { createServer, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import t from 'tap'
import { httpCallbackSender } from '../../../lib/adapters/http-callback-sender.js'
import type { CallbackPayload } from '../../../lib/report/callback-payload.js'
import { startCollector } from '../../helpers/collector.js'

const TIMEOUT_MS = 300
// Generous for a loaded 2-core machine: the point is "bounded", not "fast".
const MARGIN_MS = 1_500
const aPayload = { sessionId: 'http-test', status: 'success' } as unknown as CallbackPayload

const timedWith = (send: ReturnType<typeof httpCallbackSender>) => async () => {
  const started = performance.now()
  const outcome = await send(aPayload)()
  return { outcome, ms: performance.now() - started }
}

t.test('one callback attempt over HTTP', async (t) => {
  const collector = await startCollector()
  t.teardown(collector.close)
  const timed = timedWith(httpCallbackSender({ url: collector.url, apiKey: 'the-key', timeoutMs: TIMEOUT_MS }))

  t.test('when the collector answers 200', async (t) => {
    collector.setMode({ kind: 'ok' })
    const { outcome } = await timed()
    t.match(outcome, { outcome: 'delivered', httpStatus: 200 }, 'is delivered with its status')
    t.type(outcome.outcome === 'delivered' ? outcome.durationMs : undefined, 'number', 'with its duration')
    const last = collector.received.at(-1)
    t.equal(last?.headers['x-api-key'], 'the-key', 'carries the API key')
    t.match(last?.headers['content-type'], /^application\/json/, 'says it is JSON')
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
    t.match(outcome, { outcome: 'failed', reason: /ECONNREFUSED|ECONNRESET|UND_ERR_SOCKET/ }, 'fails')
    t.ok(ms < TIMEOUT_MS + MARGIN_MS, `within the bound (${Math.round(ms)} ms)`)
    t.match((await timed()).outcome, { outcome: 'failed', reason: /ECONNREFUSED/ }, 'and names the refusal')
    await collector.resume()
    collector.setMode({ kind: 'ok' })
    t.match((await timed()).outcome, { outcome: 'delivered' }, 'and delivers again once it is back')
  })
})

/** A collector whose answer is scripted per test, counting the connections it accepts. */
const scriptedCollector = async (answer: (res: import('node:http').ServerResponse) => void) => {
  const sockets = new Set<Socket>()
  let connections = 0
  const server: Server = createServer((req, res) => {
    req.resume()
    req.on('end', () => answer(res))
  })
  server.on('connection', (s: Socket) => {
    connections++
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`,
    connections: () => connections,
    close: async () => {
      for (const s of sockets) s.destroy()
      await new Promise<void>((r) => server.close(() => r()))
    },
  }
}

t.test('when the collector trickles its answer, a byte at a time', async (t) => {
  const timers = new Set<NodeJS.Timeout>()
  const collector = await scriptedCollector((res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    // Each byte comes well within any per-read timeout, so only a bound on the whole attempt stops it.
    const timer = setInterval(() => res.write(' '), 20)
    timers.add(timer)
    res.on('close', () => clearInterval(timer))
  })
  t.teardown(async () => {
    for (const timer of timers) clearInterval(timer)
    await collector.close()
  })
  const { outcome, ms } = await timedWith(httpCallbackSender({ url: collector.url, apiKey: 'k', timeoutMs: TIMEOUT_MS }))()
  t.match(outcome, { outcome: 'failed', reason: /ETIMEDOUT/ }, 'fails as a timeout')
  t.ok(ms >= TIMEOUT_MS - 20 && ms < TIMEOUT_MS + MARGIN_MS, `at the timeout (${Math.round(ms)} ms)`)
})

t.test('when callbacks follow one another', async (t) => {
  const big = JSON.stringify({ status: 'ok', pad: 'x'.repeat(200_000) })
  let answerBig = false
  const collector = await scriptedCollector((res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(answerBig ? big : '{"status":"ok"}')
  })
  t.teardown(collector.close)
  const timed = timedWith(httpCallbackSender({ url: collector.url, apiKey: 'k', timeoutMs: 2_000 }))
  for (let i = 0; i < 10; i++) t.match((await timed()).outcome, { outcome: 'delivered' }, `callback ${i + 1} is delivered`)
  // undici frees a connection a tick after its answer ends, so the second callback may open another.
  t.ok(collector.connections() <= 2, `they reuse kept-alive connections: each answer was read to its end (${collector.connections()} for 10)`)
  answerBig = true
  t.match((await timed()).outcome, { outcome: 'delivered', httpStatus: 200 }, 'a large answer is delivered all the same')
  answerBig = false
  t.match((await timed()).outcome, { outcome: 'delivered' }, 'and the next one still goes')
})
