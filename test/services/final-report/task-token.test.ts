import t from 'tap'
import { startService } from '../../helpers/in-process-service.js'
import { startLocalEmulators } from '../../helpers/local-emulators.js'

const { issuer, stop } = await startLocalEmulators({ only: ['issuer'] })
t.teardown(stop)
const EMAIL = 'tasks@honeypot-token.iam.gserviceaccount.com'
const AUD = 'http://127.0.0.1:9/tasks/final-report'
// FINAL_REPORT_URL switches the scheduler to Cloud Tasks; no task is created in these tests.
const hosted = (certsUrl: string) => ({
  K_SERVICE: 'honeypot',
  OIDC_CERTS_URL: certsUrl,
  GOOGLE_CLOUD_PROJECT: 'honeypot-token',
  SERVICE_ACCOUNT_EMAIL: EMAIL,
  FINAL_REPORT_URL: AUD,
  CLOUD_TASKS_EMULATOR_HOST: '127.0.0.1:9',
})
const callTask = (url: string, o: { authorization?: string; contentType?: string; body?: string } = {}) =>
  fetch(`${url}/tasks/final-report`, {
    method: 'POST',
    headers: { 'content-type': o.contentType ?? 'application/json', ...(o.authorization === undefined ? {} : { authorization: o.authorization }) },
    body: o.body ?? JSON.stringify({ sessionId: 'no-such-session' }),
  })
const bearer = (token: string) => `Bearer ${token}`

t.test('when the queue calls the hosted task endpoint', async (t) => {
  const svc = await startService(hosted(issuer.certsUrl))
  t.teardown(svc.close)

  t.test('and a caller without a valid token sends a body that cannot be read', async (t) => {
    const garbage = await callTask(svc.url, { authorization: 'Bearer a.b.c', body: '{"sessionId":' })
    t.equal(garbage.status, 403, 'the token is refused before the body is parsed')
    const notJson = await callTask(svc.url, { contentType: 'text/plain', body: 'hello' })
    t.equal(notJson.status, 403, 'and before its content type is judged')
  })

  t.test('and the token is good but the body is not', async (t) => {
    const token = bearer(issuer.sign({ aud: AUD, email: EMAIL }))
    t.equal((await callTask(svc.url, { authorization: token, body: '{"sessionId":' })).status, 400, 'malformed JSON is a 400')
    t.equal((await callTask(svc.url, { authorization: token, contentType: 'text/plain', body: 'x' })).status, 415, 'another content type is a 415')
    t.equal((await callTask(svc.url, { authorization: token, body: '{}' })).status, 400, 'a payload without a session is a 400')
    t.equal((await callTask(svc.url, { authorization: token })).status, 200, 'and a good one is served')
  })

  t.test('and the token names another algorithm', async (t) => {
    for (const [what, options] of [
      ['signed with RS512', { alg: 'RS512' }],
      ['labelled RS512 over an RS256 signature', { alg: 'RS512', digest: 'RSA-SHA256' }],
    ] as const) {
      const res = await callTask(svc.url, { authorization: bearer(issuer.sign({ aud: AUD, email: EMAIL }, options)) })
      t.equal(res.status, 403, `a token ${what} is forbidden`)
      t.match(await res.json(), { status: 'error', error: /algorithm is not RS256/u }, 'saying why')
    }
  })

  t.test('and every refusal is logged with its reason', async (t) => {
    const before = svc.logs.length
    const expired = issuer.sign({ aud: AUD, email: EMAIL, iat: 1_700_000_000, exp: 1_700_003_600 })
    const other = issuer.sign({ aud: AUD, email: 'someone@evil.example' })
    const statuses = [
      (await callTask(svc.url)).status,
      (await callTask(svc.url, { authorization: bearer(expired) })).status,
      (await callTask(svc.url, { authorization: bearer(other) })).status,
    ]
    t.same(statuses, [403, 403, 403], 'the three calls are forbidden')
    const warned = svc.logs.slice(before).filter((l) => l['severity'] === 'WARNING')
    t.match(
      warned.map((l) => l['reason']),
      [/missing Authorization header/u, /Token used too late/u, /not the task service account/u],
      'each at WARN, with its reason',
    )
    t.ok(warned.every((l) => l['status'] === 403 && l['path'] === '/tasks/final-report'), 'naming the status and path')
    const logged = JSON.stringify(svc.logs)
    for (const token of [expired, other]) {
      for (const part of token.split('.')) t.notOk(logged.includes(part), 'no part of a token is ever logged')
    }
  })
})

t.test('when the issuer certificates cannot be fetched', async (t) => {
  const svc = await startService(hosted('http://127.0.0.1:9/oauth2/v1/certs'))
  t.teardown(svc.close)
  const res = await callTask(svc.url, { authorization: bearer(issuer.sign({ aud: AUD, email: EMAIL })) })
  t.equal(res.status, 503, 'the task is not refused but retried')
  t.match(res.headers.get('retry-after'), /^[1-9][0-9]*$/u, 'with Retry-After in seconds')
  t.match(await res.json(), { status: 'error', error: /certificates could not be fetched/u }, 'saying why in the error shape')
  t.match(
    svc.logs.filter((l) => l['severity'] === 'WARNING'),
    [{ status: 503, reason: /certificates could not be fetched/u }],
    'and logging it at WARN',
  )
})
