import t from 'tap'
import { aSessionId, aTurn } from '../../helpers/a-turn.js'
import { API_KEY, startService, type Running } from '../../helpers/in-process-service.js'
import { fixedWindow } from '../../../services/server/rate-limit.js'

const json = { 'content-type': 'application/json' }
const post = (svc: Running, headers: Record<string, string>, body: unknown = aTurn(aSessionId(), 'Hello sir')) =>
  fetch(`${svc.url}/honeypot`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify(body) })
const statuses = async (n: number, send: () => Promise<Response>): Promise<number[]> => {
  const out: number[] = []
  for (let i = 0; i < n; i++) out.push((await send()).status)
  return out
}

t.test('when any answer leaves the service', async (t) => {
  const svc = await startService()
  t.teardown(svc.close)
  for (const res of [await fetch(`${svc.url}/healthz`), await post(svc, { 'x-api-key': API_KEY }), await fetch(`${svc.url}/nowhere`)]) {
    const h = (name: string) => res.headers.get(name)
    const what = `${res.url.replace(svc.url, '')} ${res.status}`
    t.equal(h('content-security-policy'), "default-src 'none';frame-ancestors 'none'", `${what}: nothing may load or frame it`)
    t.equal(h('x-content-type-options'), 'nosniff', `${what}: no content sniffing`)
    t.match(h('strict-transport-security'), /max-age=\d+/, `${what}: HTTPS only once seen over HTTPS`)
    t.equal(h('x-frame-options'), 'SAMEORIGIN', `${what}: no framing by older browsers`)
    t.equal(h('cache-control'), 'no-store', `${what}: no cache keeps it`)
    t.equal(h('x-powered-by'), null, `${what}: the framework is not announced`)
  }
})

t.test('when bodies approach the 1 MiB limit', async (t) => {
  const svc = await startService()
  t.teardown(svc.close)
  const under = await post(svc, { 'x-api-key': API_KEY }, { ...aTurn(aSessionId(), 'Hello'), pad: 'x'.repeat(1_000_000) })
  t.equal(under.status, 200, 'a body just under the limit is served')
  const over = await post(svc, { 'x-api-key': API_KEY }, { ...aTurn(aSessionId(), 'Hello'), pad: 'x'.repeat(1_048_600) })
  t.equal(over.status, 413, 'a body just over it is refused')
})

t.test('when the partner sends more than its key allows', async (t) => {
  const svc = await startService({ RATE_LIMIT_PER_MINUTE: '3' })
  t.teardown(svc.close)
  t.same(await statuses(3, () => post(svc, { 'x-api-key': API_KEY })), [200, 200, 200], 'the allowance is served')
  const limited = await post(svc, { 'x-api-key': API_KEY })
  t.equal(limited.status, 429, 'the next request is told to slow down')
  const retryAfter = Number(limited.headers.get('retry-after'))
  t.ok(retryAfter >= 1 && retryAfter <= 60, `with Retry-After in seconds (${retryAfter})`)
  t.match(await limited.json(), { status: 'error', reply: null, scamType: null, error: /too many requests/ }, 'in the error shape of decision 2')
  t.equal((await fetch(`${svc.url}/healthz`)).status, 200, 'health checks are never limited')
  const logged = JSON.stringify(svc.logs)
  t.notOk(logged.includes(API_KEY), 'the key is never logged')
})

t.test('when the partner spends its allowance on turns and audit reads alike', async (t) => {
  const svc = await startService({ RATE_LIMIT_PER_MINUTE: '4' })
  t.teardown(svc.close)
  const read = () => fetch(`${svc.url}/sessions/any`, { headers: { 'x-api-key': API_KEY } })
  t.same(await statuses(2, () => post(svc, { 'x-api-key': API_KEY })), [200, 200], 'turns count against the key')
  t.same(await statuses(2, read), [404, 404], 'and so do reads, in the same budget')
  const limitedTurn = await post(svc, { 'x-api-key': API_KEY })
  t.equal(limitedTurn.status, 429, 'then a turn is limited')
  t.ok(Number(limitedTurn.headers.get('retry-after')) >= 1, 'with Retry-After')
  t.equal(limitedTurn.headers.get('x-content-type-options'), 'nosniff', 'and the security headers')
  t.equal((await read()).status, 429, 'and so is a read')
})

t.test('when a client floods the service with bad keys', async (t) => {
  const svc = await startService({ RATE_LIMIT_REFUSED_PER_MINUTE: '5' })
  t.teardown(svc.close)
  t.same(await statuses(5, () => post(svc, { 'x-api-key': 'guess-1' })), [401, 401, 401, 401, 401], 'its first guesses are refused as unauthorised')
  t.same(await statuses(3, () => post(svc, {})), [429, 429, 429], 'then it is cut off, missing keys included')
  t.same(await statuses(8, () => post(svc, { 'x-api-key': API_KEY })), Array(8).fill(200), 'the partner is not locked out, and its turns count against no one')
  const read = await fetch(`${svc.url}/sessions/any`, { headers: { 'x-api-key': 'guess-2' } })
  t.equal(read.status, 429, 'the audit reads share the same budget of refusals')
  t.notOk(JSON.stringify(svc.logs).includes('guess-'), 'presented keys are never logged')
  t.same(svc.logs.filter((l) => l['message'] === 'rate limiter'), [], 'the limiter finds nothing wrong with its configuration')
})

t.test('when the service sits behind a proxy', async (t) => {
  const svc = await startService({ RATE_LIMIT_REFUSED_PER_MINUTE: '2', TRUST_PROXY_HOPS: '1' })
  t.teardown(svc.close)
  // The proxy appends the address it saw; what the client wrote before it is its own claim.
  const from = (claimed: string, seen: string) => () => post(svc, { 'x-api-key': 'bad', 'x-forwarded-for': `${claimed}, ${seen}` })
  t.same(await statuses(3, from('1.1.1.1', '203.0.113.7')), [401, 401, 429], 'a client is limited by the address the proxy saw')
  t.same(await statuses(2, from('2.2.2.2', '203.0.113.7')), [429, 429], 'and cannot escape by claiming another')
  t.same(await statuses(1, from('1.1.1.1', '198.51.100.9')), [401], 'another client keeps its own budget')
})

t.test('when a client says it is someone else without a proxy in front', async (t) => {
  const svc = await startService({ RATE_LIMIT_REFUSED_PER_MINUTE: '2' })
  t.teardown(svc.close)
  const claiming = (address: string) => () => post(svc, { 'x-api-key': 'bad', 'x-forwarded-for': address })
  t.same([...(await statuses(2, claiming('203.0.113.1'))), ...(await statuses(1, claiming('203.0.113.2')))], [401, 401, 429], 'X-Forwarded-For is ignored')
})

t.test('when the limits are switched off', async (t) => {
  const svc = await startService({ RATE_LIMIT_PER_MINUTE: '0', RATE_LIMIT_REFUSED_PER_MINUTE: '0' })
  t.teardown(svc.close)
  t.same(new Set(await statuses(70, () => post(svc, { 'x-api-key': 'bad' }))), new Set([401]), 'refusals are never limited')
  t.same(new Set(await statuses(20, () => post(svc, { 'x-api-key': API_KEY }))), new Set([200]), 'nor is the key')
})

t.test('the per-key window, on a stepped clock', async (t) => {
  let now = 1_000_000
  const take = fixedWindow(2, 60_000, () => now)
  t.same([take(), take()], [undefined, undefined], 'the allowance is taken')
  now += 15_500
  t.equal(take(), 45, 'then each hit is told when the window reopens, in whole seconds')
  now += 44_499
  t.equal(take(), 1, 'never less than a second')
  now += 1
  t.equal(take(), undefined, 'the next window opens at the first hit after the last one closed')
  t.equal(take(), undefined)
  t.equal(take(), 60)
  const off = fixedWindow(0, 60_000, () => now)
  t.same(Array.from({ length: 100 }, off).filter((x) => x !== undefined), [], 'a limit of 0 is no limit')
})
