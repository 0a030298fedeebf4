import t from 'tap'
import { aSessionId, aTurn } from '../../helpers/a-turn.js'
import { startService } from '../../helpers/in-process-service.js'
import { tmpfs } from '../../helpers/tmpfs.js'

t.setTimeout(120_000)

const health = async (url: string) => {
  const res = await fetch(`${url}/healthz`)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

t.test('when the disk under the data directory fills up', async (t) => {
  const fs = tmpfs('4m')
  if (fs === undefined) return t.plan(0, 'mounting a tmpfs needs root')
  const svc = await startService({ FINAL_REPORT_DELAY_SECONDS: '3600' }, { dataDir: fs.dir })
  t.teardown(async () => (await svc.close(), fs.unmount()))
  const sessionId = aSessionId()
  t.equal((await svc.post(aTurn(sessionId, 'Your KYC is blocked, pay Rs 10 to kyc.fix@fakebank'))).status, 200, 'a turn is taken while there is room')
  t.equal((await health(svc.url)).status, 200, 'and the service is healthy')

  fs.fill()
  // More than the write-ahead log can hold without growing: its events need new blocks.
  const long = `Sir please pay the fee now to avoid account closure. `.repeat(4000)
  const refused = await svc.post(aTurn(sessionId, long))
  t.equal(refused.status, 503, 'a turn the disk cannot hold is answered 503, to be retried')
  const sick = await health(svc.url)
  t.equal(sick.status, 503, '/healthz says the service is not healthy while writes fail')
  t.not(sick.body['store'], 'ok', `and that the store is not ok (${JSON.stringify(sick.body)})`)
  const errors = svc.logs.filter((l) => l['severity'] === 'ERROR')
  t.ok(errors.some((l) => /full/.test(String(l['reason']))), 'the failed write is logged at ERROR with its cause')

  fs.free()
  t.equal((await svc.post(aTurn(sessionId, long))).status, 200, 'once there is room again, the retried turn is taken')
  t.equal((await health(svc.url)).status, 200, 'and /healthz recovers')
})

t.test('when a turn holds a value nested too deep to store', async (t) => {
  const svc = await startService()
  t.teardown(svc.close)
  // Sent as text: JSON.parse takes any depth, JSON.stringify overflows its stack.
  const body = JSON.stringify(aTurn(aSessionId(), 'hello')).replace('"locale":"IN"', `"locale":"IN","x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`)
  const res = await svc.post(body)
  t.not(res.status, 503, 'it is not answered "store unavailable, retry": a retry fails the same way')
  t.ok(res.status < 500, `nor any 5xx (${res.status})`)
  if (res.status === 400) t.ok(svc.logs.some((l) => l['severity'] === 'WARNING'), 'a refusal is logged at WARN')
  t.equal((await health(svc.url)).status, 200, 'and the store is still healthy')
})
