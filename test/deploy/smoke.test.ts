import '../helpers/loopback-env.js'
import t from 'tap'
import { API_KEY } from '../helpers/in-process-service.js'
import { freePort } from '../helpers/java-emulator.js'
import { NODE, runScript, startInBackground } from '../helpers/node-script.js'
import { startServiceProcess } from '../helpers/service-process.js'
import { tempDir } from '../helpers/temp-dir.js'

// The deploy's smoke step (scripts/smoke-turn.mjs) and its test collector (scripts/collector.mjs),
// run here as Cloud Build runs them, against the compiled service on loopback.
t.setTimeout(120_000)

const startCollector = async (key: string) => {
  const port = await freePort()
  const collector = startInBackground(NODE, ['scripts/collector.mjs'], { COLLECTOR_PORT: String(port), HONEYPOT_API_KEY: key })
  await collector.waitFor(/collector: listening/u)
  return { url: `http://127.0.0.1:${port}`, collector }
}

t.test('when the smoke revision reports to the test collector', async (t) => {
  const { url, collector } = await startCollector(API_KEY)
  const service = await startServiceProcess({ CALLBACK_URL: `${url}/callback`, FINAL_REPORT_DELAY_SECONDS: '1', HONEYPOT_DATA_DIR: tempDir('honeypot-smoke-') })
  t.teardown(async () => {
    await service.stop()
    await collector.stop()
  })
  const smoke = await runScript('smoke-turn.mjs', ['--final-report'], { SMOKE_URL: service.url, COLLECTOR_URL: url, HONEYPOT_API_KEY: API_KEY, SMOKE_SESSION_ID: 'smoke-b-1' })
  t.equal(smoke.code, 0, `the smoke test passes ${smoke.stderr}`)
  t.match(smoke.stdout, /answers \/health[\s\S]*a turn was answered[\s\S]*its callback reached the collector[\s\S]*the final report reached the collector/u, 'after health, a turn, its callback and the final report')
  t.notOk(`${smoke.stdout}${smoke.stderr}${collector.output()}`.includes(API_KEY), 'the key is printed by neither')
  t.match(collector.output(), /collector: callback smoke-b-1 KYC_BANKING scamDetected=true/u, 'the collector prints each callback it keeps')

  const stranger = await fetch(`${url}/callbacks/smoke-b-1`)
  t.equal(stranger.status, 401, 'nobody without the key reads what the collector kept')
  const forged = await fetch(`${url}/callback`, { method: 'POST', body: '{"sessionId":"smoke-b-1"}', headers: { 'x-api-key': 'guess' } })
  t.equal(forged.status, 401, 'or fills it')
})

t.test('when the revision cannot reach the collector', async (t) => {
  const { url, collector } = await startCollector(API_KEY)
  const nowhere = await freePort()
  const service = await startServiceProcess({ CALLBACK_URL: `http://127.0.0.1:${nowhere}/callback`, HONEYPOT_DATA_DIR: tempDir('honeypot-smoke-') })
  t.teardown(async () => {
    await service.stop()
    await collector.stop()
  })
  const smoke = await runScript('smoke-turn.mjs', [], { SMOKE_URL: service.url, COLLECTOR_URL: url, HONEYPOT_API_KEY: API_KEY, SMOKE_SESSION_ID: 'smoke-b-2', SMOKE_WAIT_SECONDS: '2' })
  t.equal(smoke.code, 1, 'the smoke test fails, so the traffic never moves')
  t.match(smoke.stderr, /smoke: the turn's callback did not reach the collector within 2 s/u, 'naming what did not happen')
})

t.test('when the revision answers with another key', async (t) => {
  const { url, collector } = await startCollector(API_KEY)
  const service = await startServiceProcess({ CALLBACK_URL: `${url}/callback`, HONEYPOT_API_KEY: 'another-key', HONEYPOT_DATA_DIR: tempDir('honeypot-smoke-') })
  t.teardown(async () => {
    await service.stop()
    await collector.stop()
  })
  const smoke = await runScript('smoke-turn.mjs', [], { SMOKE_URL: service.url, COLLECTOR_URL: url, HONEYPOT_API_KEY: API_KEY, SMOKE_SESSION_ID: 'smoke-b-3' })
  t.equal(smoke.code, 1, 'the smoke test fails')
  t.match(smoke.stderr, /POST \/honeypot answered 401/u, 'at the turn')
})
