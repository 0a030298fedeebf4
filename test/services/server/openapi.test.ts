import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { parse } from 'yaml'
import { checkJsonSchema } from '../../deploy/check-json-schema.js'
import { aSessionId, aTurn, playConversation } from '../../helpers/a-turn.js'
import { API_KEY, INVESTIGATOR_KEY, startService, type Running } from '../../helpers/in-process-service.js'

const root = join(import.meta.dirname, '..', '..', '..')
const doc: any = parse(readFileSync(join(root, 'openapi.yaml'), 'utf8'))
const deref = (node: any): any => (typeof node?.$ref === 'string' ? deref(node.$ref.slice(2).split('/').reduce((n: any, k: string) => n?.[k], doc)) : node)

// Statuses the description documents that this test does not provoke, with the reason.
const notProvoked: Readonly<Record<string, string>> = { '500': 'a defect (a stored record that does not decode)' }

type Answer = { status: number; body: unknown; headers: Headers }
const exercised = new Set<string>()

/** Calls the service and checks the answer against the operation's documented response. */
const call = async (
  t: Test,
  svc: Running,
  method: 'get' | 'post',
  template: string,
  o: { id?: string; headers?: Record<string, string>; body?: string; query?: string; path?: string } = {},
): Promise<Answer> => {
  const path = o.path ?? `${template.replace('{sessionId}', encodeURIComponent(o.id ?? ''))}${o.query ?? ''}`
  const res = await fetch(`${svc.url}${path}`, { method: method.toUpperCase(), headers: o.headers ?? {}, ...(o.body === undefined ? {} : { body: o.body }) })
  const text = await res.text()
  // The described media type the answer's content type names (its parameters aside), JSON's by default.
  const mediaType = (res.headers.get('content-type') ?? '').split(';')[0]
  const content = deref(doc.paths[template]?.[method]?.responses?.[String(res.status)])?.content ?? {}
  const described = Object.keys(content).find((k) => k.split(';')[0] === mediaType)
  const body: unknown = mediaType === 'text/csv' ? text : JSON.parse(text)
  const what = `${method.toUpperCase()} ${template} ${res.status}`
  const response = deref(doc.paths[template]?.[method]?.responses?.[String(res.status)])
  if (response === undefined || described === undefined) {
    t.fail(`${what} (${mediaType}) is documented`, { body })
    return { status: res.status, body, headers: res.headers }
  }
  exercised.add(`${method} ${template} ${res.status}`)
  t.same(checkJsonSchema(content[described].schema, body, doc), [], `${what}: the body matches the description`)
  for (const [name, header] of Object.entries<any>(response.headers ?? {})) {
    const value = res.headers.get(name)
    t.ok(value !== null, `${what}: carries ${name}`)
    t.same(checkJsonSchema(deref(header).schema, value, doc), [], `${what}: ${name} matches the description`)
  }
  return { status: res.status, body, headers: res.headers }
}

const json = { 'content-type': 'application/json' }
const withKey = { ...json, 'x-api-key': API_KEY }
const investigator = { 'x-api-key': INVESTIGATOR_KEY }
// Every investigator route, as its template and a path that reaches it (the session `{id}` played below).
const investigatorRoutes = (id: string): ReadonlyArray<readonly ['get' | 'post', string, string]> => [
  ['get', '/sessions', '/sessions'],
  ['get', '/sessions/{sessionId}/linked', `/sessions/${encodeURIComponent(id)}/linked`],
  ['post', '/sessions/{sessionId}/verify', `/sessions/${encodeURIComponent(id)}/verify`],
  ['get', '/intelligence', '/intelligence'],
  ['get', '/intelligence/graph', '/intelligence/graph'],
  ['get', '/intelligence/export', '/intelligence/export?format=csv'],
  ['get', '/intelligence/{kind}/{value}', '/intelligence/upiIds/kyc.help%40fakebank'],
]
const schemaOf = (name: string) => ({ $ref: `#/components/schemas/${name}` })

t.test('openapi.yaml against the running service', async (t) => {
  t.equal(doc.openapi, '3.1.0', 'is an OpenAPI 3.1 description')
  t.equal(doc.info.version, JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version, 'carries the package version')

  const svc = await startService({ FINAL_REPORT_DELAY_SECONDS: '3600' })
  t.teardown(svc.close)
  const id = aSessionId()

  t.test('when a conversation is played', async (t) => {
    const first = aTurn(id, 'Your SBI account is blocked. Pay Rs 499 to kyc.help@fakebank or call +91-9876543210')
    t.same(checkJsonSchema(schemaOf('HoneypotRequest'), first, doc), [], 'the request sent is one the description allows')
    await call(t, svc, 'post', '/honeypot', { headers: withKey, body: JSON.stringify(first) })
    // The later turns carry what the dialogue records only when said: a woman speaking, a question about the state.
    await playConversation(svc.post, id, [
      'Main Priya bol rahi hoon, SBI se. Share the OTP now or the account is closed today',
      'Aap kis state se ho? Open http://bit.ly/kyc-update and fill the form',
    ])
    await call(t, svc, 'get', '/sessions/{sessionId}', { id, headers: withKey })
    const events: any = await call(t, svc, 'get', '/sessions/{sessionId}/events', { id, headers: withKey })
    t.ok(events.body.events.length >= 12, 'the events of three turns are described')
    await call(t, svc, 'post', '/tasks/final-report', { headers: json, body: JSON.stringify({ sessionId: id }) })
    await call(t, svc, 'post', '/tasks/final-report', { headers: json, body: JSON.stringify({ sessionId: aSessionId() }) })
    await call(t, svc, 'get', '/health')
    await svc.collector.waitFor(() => svc.collector.forSession(id).length >= 4)
    for (const cb of svc.collector.forSession(id)) {
      t.same(checkJsonSchema(schemaOf('CallbackPayload'), cb.body, doc), [], 'the callback matches the webhook description')
    }
  })

  t.test('when requests are refused', async (t) => {
    await call(t, svc, 'post', '/honeypot', { headers: withKey, body: '{"sessionId":' })
    await call(t, svc, 'post', '/honeypot', { headers: withKey, body: JSON.stringify({ sessionId: 's', message: { sender: 'x', text: 1, timestamp: -1 } }) })
    await call(t, svc, 'post', '/honeypot', { headers: json, body: JSON.stringify(aTurn('s', 'x')) })
    await call(t, svc, 'post', '/honeypot', { headers: { ...withKey, 'content-type': 'text/plain' }, body: 'hello' })
    await call(t, svc, 'post', '/honeypot', { headers: withKey, body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }) })
    const tooLong = Array.from({ length: 2501 }, (_, i) => ({ sender: 'scammer', text: `m${i}`, timestamp: i }))
    t.notSame(checkJsonSchema(schemaOf('HoneypotRequest'), aTurn('s', 'x', tooLong), doc), [], 'the description refuses a history over the bound')
    await call(t, svc, 'post', '/honeypot', { headers: withKey, body: JSON.stringify(aTurn('s', 'x', tooLong)) })
    for (const template of ['/sessions/{sessionId}', '/sessions/{sessionId}/events']) {
      await call(t, svc, 'get', template, { id: aSessionId(), headers: withKey })
      await call(t, svc, 'get', template, { id: ' ', headers: withKey })
      await call(t, svc, 'get', template, { id })
    }
    await call(t, svc, 'post', '/tasks/final-report', { headers: json, body: '{}' })
    await call(t, svc, 'post', '/tasks/final-report', { headers: { 'content-type': 'text/plain' }, body: 'x' })
    await call(t, svc, 'post', '/tasks/final-report', { headers: json, body: JSON.stringify({ pad: 'x'.repeat(1_100_000) }) })
    for (const [path, method] of [['/nowhere', 'GET'], ['/honeypot', 'GET']] as const) {
      const res = await fetch(`${svc.url}${path}`, { method })
      t.same(checkJsonSchema(schemaOf('ErrorResponse'), await res.json(), doc), [], `${method} ${path} ${res.status}: in the error shape the description gives`)
    }
  })

  t.test('when an investigator reads across sessions', async (t) => {
    const other = aSessionId()
    await playConversation(svc.post, other, ['You won a lottery! Pay the fee to KYC.Help@FakeBank', 'Or call 9876543210, open http://bit.ly/Win-Prize'])
    const list: any = await call(t, svc, 'get', '/sessions', { headers: investigator, query: '?limit=1' })
    t.type(list.body.nextCursor, 'string', 'a page that is not the last has a cursor')
    await call(t, svc, 'get', '/sessions', { headers: investigator, query: `?limit=1&cursor=${list.body.nextCursor}` })
    await call(t, svc, 'get', '/sessions', { headers: investigator, query: '?kind=upiIds&value=kyc.help%40fakebank&type=KYC_BANKING' })
    const linked: any = await call(t, svc, 'get', '/sessions/{sessionId}/linked', { id, headers: investigator })
    t.same(linked.body.linked.map((l: any) => l.sessionId), [other], 'the session sharing its UPI id and phone is linked')
    await call(t, svc, 'post', '/sessions/{sessionId}/verify', { id, headers: investigator })
    await call(t, svc, 'get', '/intelligence', { headers: investigator })
    await call(t, svc, 'get', '/intelligence', { headers: investigator, query: '?q=98765&kind=phoneNumbers' })
    await call(t, svc, 'get', '/intelligence/{kind}/{value}', { headers: investigator, path: '/intelligence/phoneNumbers/%2B91-98765%2043210' })
    await call(t, svc, 'get', '/intelligence/graph', { headers: investigator, query: `?sessionId=${encodeURIComponent(id)}&depth=2` })
    await call(t, svc, 'get', '/intelligence/graph', { headers: investigator, query: '?kind=upiIds&value=kyc.help%40fakebank' })
    await call(t, svc, 'get', '/intelligence/graph', { headers: investigator })
    const csv: any = await call(t, svc, 'get', '/intelligence/export', { headers: investigator, query: '?format=csv' })
    t.match(csv.body, /^kind,value,sessions,/u, 'the CSV has its header row')
    const stix: any = await call(t, svc, 'get', '/intelligence/export', { headers: investigator, query: '?format=stix&sinceMs=0' })
    t.equal(stix.headers.get('content-type'), 'application/stix+json;version=2.1', 'the bundle has the STIX media type')
  })

  t.test('when investigator requests are refused', async (t) => {
    for (const [method, template, path] of investigatorRoutes(id)) {
      await call(t, svc, method, template, { path })
      await call(t, svc, method, template, { path, headers: { 'x-api-key': API_KEY } })
    }
    for (const query of ['?limit=0', '?cursor=not-a-cursor', '?kind=upiIds', '?type=SPAM']) await call(t, svc, 'get', '/sessions', { headers: investigator, query })
    await call(t, svc, 'get', '/sessions/{sessionId}/linked', { id: ' ', headers: investigator })
    await call(t, svc, 'post', '/sessions/{sessionId}/verify', { id: ' ', headers: investigator })
    await call(t, svc, 'get', '/sessions/{sessionId}/linked', { id: aSessionId(), headers: investigator })
    await call(t, svc, 'post', '/sessions/{sessionId}/verify', { id: aSessionId(), headers: investigator })
    await call(t, svc, 'get', '/intelligence', { headers: investigator, query: '?q=x' })
    await call(t, svc, 'get', '/intelligence/graph', { headers: investigator, query: '?depth=3' })
    await call(t, svc, 'get', '/intelligence/graph', { headers: investigator, query: `?sessionId=${aSessionId()}` })
    await call(t, svc, 'get', '/intelligence/export', { headers: investigator, query: '?format=pdf' })
    await call(t, svc, 'get', '/intelligence/{kind}/{value}', { headers: investigator, path: '/intelligence/amounts/499' })
    await call(t, svc, 'get', '/intelligence/{kind}/{value}', { headers: investigator, path: '/intelligence/upiIds/nobody%40nowhere' })
    for (const template of ['/sessions/{sessionId}', '/sessions/{sessionId}/events']) await call(t, svc, 'get', template, { id, headers: investigator })
  })

  t.test('when the collector fails the final report', async (t) => {
    const quiet = aSessionId()
    await svc.post(aTurn(quiet, 'Pay the customs duty of Rs 2,500 today'))
    svc.collector.setMode({ kind: 'status', status: 500 })
    const res = await call(t, svc, 'post', '/tasks/final-report', { headers: json, body: JSON.stringify({ sessionId: quiet }) })
    t.equal(res.status, 503, 'the queue is asked to retry')
    svc.collector.setMode({ kind: 'ok' })
  })

  t.test('when the service is hosted and limited', async (t) => {
    const hosted = await startService({ K_SERVICE: 'honeypot-test', RATE_LIMIT_PER_MINUTE: '1', RATE_LIMIT_REFUSED_PER_MINUTE: '1' })
    t.teardown(hosted.close)
    await call(t, hosted, 'post', '/tasks/final-report', { headers: { ...json, authorization: 'Bearer a.b.c' }, body: JSON.stringify({ sessionId: id }) })
    await call(t, hosted, 'post', '/tasks/final-report', { headers: { ...json, authorization: 'Bearer a.b.c' }, body: JSON.stringify({ sessionId: id }) })
    await call(t, hosted, 'post', '/honeypot', { headers: withKey, body: JSON.stringify(aTurn(aSessionId(), 'Hello')) })
    await call(t, hosted, 'post', '/honeypot', { headers: withKey, body: JSON.stringify(aTurn(aSessionId(), 'Hello')) })
    await call(t, hosted, 'get', '/sessions/{sessionId}', { id, headers: withKey })
    await call(t, hosted, 'get', '/sessions/{sessionId}/events', { id, headers: withKey })
    for (const [method, template, path] of investigatorRoutes(id)) {
      // The investigator key's own budget of one a minute: the first request passes, the second is limited.
      await fetch(`${hosted.url}${path}`, { method: method.toUpperCase(), headers: investigator })
      await call(t, hosted, method, template, { path, headers: investigator })
    }
  })

  t.test('when the store stops answering', async (t) => {
    await svc.service.log.close()
    await call(t, svc, 'get', '/health')
    await call(t, svc, 'post', '/honeypot', { headers: withKey, body: JSON.stringify(aTurn(id, 'Are you there?')) })
    await call(t, svc, 'get', '/sessions/{sessionId}', { id, headers: withKey })
    await call(t, svc, 'get', '/sessions/{sessionId}/events', { id, headers: withKey })
    await call(t, svc, 'post', '/tasks/final-report', { headers: json, body: JSON.stringify({ sessionId: id }) })
    for (const [method, template, path] of investigatorRoutes(id)) await call(t, svc, method, template, { path, headers: investigator })
  })

  t.test('and every documented answer was seen', async (t) => {
    for (const [template, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        for (const status of Object.keys(op.responses)) {
          if (notProvoked[status] === undefined) t.ok(exercised.has(`${method} ${template} ${status}`), `${method.toUpperCase()} ${template} ${status} was provoked and checked`)
        }
      }
    }
  })
})
