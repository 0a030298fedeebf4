import '../helpers/loopback-env.js'
import t from 'tap'
import { startService } from '../helpers/in-process-service.js'
import { startLocalEmulators } from '../helpers/local-emulators.js'

const { issuer, stop } = await startLocalEmulators({ only: ['issuer'] })
t.teardown(stop)
const EMAIL = 'tasks@honeypot-auth.iam.gserviceaccount.com'
const hosted = (extra: Record<string, string> = {}) => ({ K_SERVICE: 'honeypot', OIDC_CERTS_URL: issuer.certsUrl, ...extra })

const callTask = (url: string, authorization?: string) =>
  fetch(`${url}/tasks/final-report`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization === undefined ? {} : { authorization }) },
    body: JSON.stringify({ sessionId: 'no-such-session' }),
  })

t.test('when K_SERVICE is unset (a local run)', async (t) => {
  const running = await startService()
  t.teardown(running.close)
  const res = await callTask(running.url)
  t.equal(res.status, 200, 'the task endpoint skips the token check')
})

t.test('when hosted without the settings that name the caller', async (t) => {
  const running = await startService(hosted())
  t.teardown(running.close)
  const res = await callTask(running.url, `Bearer ${issuer.sign({ email: EMAIL })}`)
  t.equal(res.status, 403, 'every task request is refused')
  t.match(await res.json(), { status: 'error', error: /cannot be verified/u }, 'saying why')
})

t.test('when hosted with the task settings', async (t) => {
  // FINAL_REPORT_URL switches the scheduler to Cloud Tasks; no task is created in this test.
  const running = await startService(hosted({ GOOGLE_CLOUD_PROJECT: 'honeypot-auth', SERVICE_ACCOUNT_EMAIL: EMAIL, FINAL_REPORT_URL: 'http://127.0.0.1:9/tasks/final-report', CLOUD_TASKS_EMULATOR_HOST: '127.0.0.1:9' }))
  t.teardown(running.close)
  const aud = 'http://127.0.0.1:9/tasks/final-report'
  const valid = await callTask(running.url, `Bearer ${issuer.sign({ aud, email: EMAIL })}`)
  t.equal(valid.status, 200, 'a valid queue token is let through')
  const expired = await callTask(running.url, `Bearer ${issuer.sign({ aud, email: EMAIL, iat: 1_700_000_000, exp: 1_700_003_600 })}`)
  t.equal(expired.status, 403, 'an expired token is forbidden')
  t.match(await expired.json(), { status: 'error', error: /too late/u }, 'with the reason in a JSON error body')
  const malformed = await callTask(running.url, 'Bearer')
  t.equal(malformed.status, 403, 'a malformed header is forbidden')
})
