import { connect } from 'node:net'
import t from 'tap'
import { aSessionId, aTurn } from '../../helpers/a-turn.js'
import { API_KEY, startService, type Running } from '../../helpers/in-process-service.js'

const withKey = { 'x-api-key': API_KEY }
const json = { 'content-type': 'application/json' }
const badPath = (svc: Running) => fetch(`${svc.url}/sessions/%`, { headers: withKey })
const badBody = (encoding: string) => (svc: Running) =>
  fetch(`${svc.url}/honeypot`, { method: 'POST', headers: { ...withKey, ...json, 'content-encoding': encoding }, body: 'not compressed at all' })
const badGzip = badBody('gzip')
const errorShape = { status: 'error', reply: null, sessionId: null, scamType: null, extractedIntelligence: null, error: String }

/** Writes `request` on a fresh connection and returns everything the server sent before closing. */
const rawExchange = (svc: Running, request: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(svc.url).port), '127.0.0.1')
    let answer = ''
    socket.on('data', (d: Buffer) => (answer += d.toString('utf8')))
    socket.on('end', () => resolve(answer))
    socket.on('error', reject)
    socket.end(request)
  })
const bodyOf = (answer: string): unknown => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))

t.test('when a client sends what cannot be decoded', async (t) => {
  const svc = await startService()
  t.teardown(svc.close)
  for (const [what, send, status] of [
    ['a path with a bad percent-encoding', badPath, 400],
    ['a gzip body that is not gzip', badGzip, 400],
    ['a deflate body that is not deflate', badBody('deflate'), 400],
    ['a brotli body that is not brotli', badBody('br'), 400],
  ] as const) {
    t.test(`and it is ${what}`, async (t) => {
      const before = svc.logs.length
      const res = await send(svc)
      t.equal(res.status, status, 'the answer is a client error')
      t.match(await res.json(), { ...errorShape, error: /percent-encoding|decompressed/u }, 'in the error shape of decision 2, saying what was wrong')
      const lines = svc.logs.slice(before)
      t.same(lines.filter((l) => l['severity'] === 'ERROR'), [], 'nothing is logged as an error')
      const warned = lines.filter((l) => l['severity'] === 'WARNING')
      t.equal(warned.length, 1, 'one warning is logged')
      t.match(warned[0], { status, reason: String }, 'naming the status and the reason')
      t.notOk(JSON.stringify(warned).includes('stack'), 'without a stack')
    })
  }
})

t.test('when a client keeps sending what cannot be decoded', async (t) => {
  const svc = await startService({ RATE_LIMIT_REFUSED_PER_MINUTE: '3' })
  t.teardown(svc.close)
  const statuses = [(await badPath(svc)).status, (await badGzip(svc)).status, (await badPath(svc)).status]
  t.same(statuses, [400, 400, 400], 'its first attempts are refused as bad requests')
  const limited = await badPath(svc)
  t.equal(limited.status, 429, 'then it is cut off by the refused-request limit')
  t.ok(Number(limited.headers.get('retry-after')) >= 1, 'with Retry-After')
  t.equal((await svc.post(aTurn(aSessionId(), 'Hello'))).status, 200, 'while good requests with the key are still served')
  t.same(svc.logs.filter((l) => l['message'] === 'rate limiter'), [], 'the limiter counts each request once')
})

t.test('when a secret rides in the query string', async (t) => {
  const svc = await startService()
  t.teardown(svc.close)
  t.equal((await fetch(`${svc.url}/healthz?key=${API_KEY}`)).status, 200, 'the request is served')
  await fetch(`${svc.url}/sessions/${aSessionId()}?x-api-key=${API_KEY}`, { headers: withKey })
  t.notOk(JSON.stringify(svc.logs).includes(API_KEY), 'the key is not logged')
  const urls = svc.logs.filter((l) => l['message'] === 'request').map((l) => l['httpRequest'].requestUrl)
  t.match(urls, ['/healthz?[redacted]', /^\/sessions\/[^?]+\?\[redacted\]$/u], 'the log says there was a query, not what it was')
})

t.test("when Node's own parser refuses a request", async (t) => {
  const svc = await startService()
  t.teardown(svc.close)
  const malformed = await rawExchange(svc, 'GET / HTTP/1.1\r\nHost: x\r\nbad header line\r\n\r\n')
  t.match(malformed, /^HTTP\/1\.1 400 /u, 'a malformed request is a 400')
  t.match(malformed, /content-type: application\/json/iu, 'answered in JSON')
  t.match(malformed, /x-content-type-options: nosniff/iu, 'with the security headers')
  t.match(bodyOf(malformed), { ...errorShape, error: /malformed/u }, 'in the error shape of decision 2')
  const oversized = await rawExchange(svc, `GET /sessions/${'a'.repeat(50_000)} HTTP/1.1\r\nHost: x\r\n\r\n`)
  t.match(oversized, /^HTTP\/1\.1 431 /u, 'a request line over 16 KiB is a 431')
  t.match(bodyOf(oversized), { ...errorShape, error: /larger than 16 KiB/u }, 'in the error shape too')
  t.notOk(oversized.includes('aaaaaaaa'), 'the oversized id is not echoed')
  t.match(svc.logs.filter((l) => l['severity'] === 'WARNING').map((l) => l['status']), [400, 431], 'each is logged at WARN')
  t.equal((await fetch(`${svc.url}/healthz`)).status, 200, 'the service goes on serving')
})

t.test('when bad input would be echoed in an error', async (t) => {
  const svc = await startService()
  t.teardown(svc.close)
  const longId = await svc.post({ ...aTurn('x', 'Hello'), sessionId: 'z'.repeat(50_000) })
  t.equal(longId.status, 400, 'a 50,000-character session id is a 400')
  t.equal(longId.body.sessionId, `${'z'.repeat(64)}…`, 'which echoes only its first 64 characters')
  t.ok(JSON.stringify(longId.body).length < 1000, 'in a small answer')
  const turn = aTurn(aSessionId(), 'Hello')
  const manyBad = await svc.post({ ...turn, conversationHistory: Array(2000).fill(5) })
  t.equal(manyBad.status, 400, '2,000 bad history items (within the 2,500 bound) are a 400')
  t.equal(manyBad.body.details.length, 21, 'naming the first 20 bad fields')
  t.equal(manyBad.body.details[20], 'and 1980 more', 'and how many more there are')
})
