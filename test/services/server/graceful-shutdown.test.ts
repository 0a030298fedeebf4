import t from 'tap'
import { aTurn } from '../../helpers/a-turn.js'
import { API_KEY } from '../../helpers/in-process-service.js'
import { startStreamFixture } from '../../helpers/stream-fixture.js'
import { startServiceProcess } from '../../helpers/service-process.js'
import { tempDir } from '../../helpers/temp-dir.js'

t.setTimeout(180_000)
const PROJECT = 'honeypot-shutdown'
// Node's default `server.keepAliveTimeout`, which the service keeps: an exit that waited for an
// idle connection to time out would come at least this long after the last answer.
const KEEP_ALIVE_TIMEOUT_MS = 5_000
const { pubsub, collector, listener } = await startStreamFixture(PROJECT, 'shutdown-events', (stop) => t.teardown(stop))

t.test('when Cloud Run sends SIGTERM while a turn is in flight', async (t) => {
  const dataDir = tempDir('hp-shutdown-')
  // The final report stays out of the run: with the default 10 s delay, a slow restart would send
  // it at once, appending events the second process (without a stream) never publishes.
  const base = { CALLBACK_URL: collector.url, HONEYPOT_DATA_DIR: dataDir, LOG_LEVEL: 'info', FINAL_REPORT_DELAY_SECONDS: '3600' }
  const server = await startServiceProcess({ ...base, GOOGLE_CLOUD_PROJECT: PROJECT, PUBSUB_TOPIC: listener.topic, PUBSUB_EMULATOR_HOST: pubsub.host })
  t.teardown(() => server.stop('SIGKILL'))

  // The collector holds the turn's callback, so the turn is still running when the signal comes.
  collector.setMode({ kind: 'slow', ms: 1500 })
  const sessionId = `shutdown-${process.pid}`
  const turn = fetch(`${server.url}/honeypot`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': API_KEY }, body: JSON.stringify(aTurn(sessionId, 'Pay Rs 999 to refund.desk@fakebank now')) })
  await collector.waitFor(() => collector.arrived.some((r) => r.body?.sessionId === sessionId))
  const exitCode = server.stop('SIGTERM')
  await new Promise((r) => setTimeout(r, 200))
  const late = await fetch(`${server.url}/healthz`).then(
    () => 'answered',
    () => 'refused',
  )
  t.equal(late, 'refused', 'new connections are refused at once')

  const res = await turn
  const answered = Date.now()
  t.equal(res.status, 200, 'the turn in flight is finished and answered')
  t.equal(res.headers.get('connection'), 'close', 'and its keep-alive connection is closed after it')
  t.equal(await exitCode, 0, 'the process exits cleanly')
  // Counted from the answer, not the signal: the turn's slow callback is not what is measured here.
  const exitMs = Date.now() - answered
  t.ok(exitMs < KEEP_ALIVE_TIMEOUT_MS, `without waiting out keep-alive timeouts (${exitMs} ms after the answer)`)
  t.ok(server.logs.some((l) => l['message'] === 'shut down cleanly'), 'and says so')
  collector.setMode({ kind: 'ok' })

  t.test('and the service is started again without the stream', async (t) => {
    const next = await startServiceProcess(base)
    t.teardown(() => next.stop())
    const { events } = (await next.get(`/sessions/${sessionId}/events`)).body as { events: Array<{ type: string }> }
    t.ok(events.some((e) => e.type === 'CallbackAttempted'), 'the in-flight turn was recorded to its end, callback included')
    // This process publishes nothing: whatever the topic holds, the stopped one flushed before it exited.
    await listener.waitFor((all) => all.filter((m) => m.orderingKey === sessionId).length >= events.length, 15_000)
    const versions = listener.received.filter((m) => m.orderingKey === sessionId).map((m) => Number(m.attributes['version']))
    t.same(versions, events.map((_, i) => i + 1), 'every event of the turn was published before the exit, in order')
  })
})
