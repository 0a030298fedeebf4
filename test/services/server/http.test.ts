import { request } from 'node:http'
import t, { type Test } from 'tap'
import { aSessionId, aTurn, playConversation } from '../../helpers/a-turn.js'
import { API_KEY, startService } from '../../helpers/in-process-service.js'

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: any }
/** One request over node:http, so the bytes, the declared length and the headers are exactly the test's. */
const rawPost = (url: string, body: Buffer, headers: Record<string, string>): Promise<Raw> =>
  new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-length': String(body.length), ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }))
    })
    req.on('error', reject)
    req.end(body)
  })
// What may differ between two answers to the same request.
const volatile = new Set(['date', 'content-length', 'connection', 'keep-alive'])
const stableHeaders = (r: Raw) => Object.fromEntries(Object.entries(r.headers).filter(([k]) => !volatile.has(k)))

const evidenceKinds = ['bankAccounts', 'upiIds', 'phishingLinks', 'phoneNumbers', 'emailAddresses', 'suspiciousKeywords', 'ifscCodes', 'cryptoWallets', 'aadhaarNumbers', 'panNumbers', 'amounts', 'caseIds', 'policyNumbers', 'orderNumbers']

t.test('the honeypot over real HTTP', async (t) => {
  // "Quiet" below means this long without a message. Its second message must come sooner, which a
  // loaded machine does not promise within 1 s; 3 s keeps the wait for the report short.
  const svc = await startService({ FINAL_REPORT_DELAY_SECONDS: '3' })
  t.teardown(svc.close)

  t.test('when a scammer message arrives', async (t) => {
    const id = aSessionId()
    const res = await svc.post(aTurn(id, 'Your account is blocked. Pay Rs 499 to verify.kyc@fakebank today'))
    t.equal(res.status, 200, 'answers 200')
    t.equal(res.body.status, 'success')
    t.equal(res.body.sessionId, id, 'echoes the session id')
    t.type(res.body.reply, 'string')
    t.ok(res.body.reply.length > 0, 'replies in persona')
    t.type(res.body.scamDetected, 'boolean')
    t.ok(res.body.confidenceLevel >= 0 && res.body.confidenceLevel <= 1, 'confidence is within 0..1')
    t.same(Object.keys(res.body.extractedIntelligence).sort(), [...evidenceKinds].sort(), 'all 14 evidence arrays')
    t.same(res.body.engagementMetrics, { engagementDurationSeconds: res.body.engagementDurationSeconds, totalMessagesExchanged: res.body.totalMessagesExchanged }, 'metrics flat and nested agree')
    t.equal(res.body.totalMessagesExchanged, 2, 'the message and the reply are counted')
    t.notMatch(res.body.agentNotes, /\n/, 'per-turn notes are one line')
    t.match(res.body.agentNotes, /^Scam: \w+ \(\d+%\) \| Persona: .+ \| Turn 1 \| Evidence: /, 'notes carry type, confidence, persona, turn, evidence')
    await svc.collector.waitFor(() => svc.collector.forSession(id).length >= 1)
    const cb = svc.collector.forSession(id)[0]
    t.equal(cb?.headers['x-api-key'], API_KEY, 'the callback carries the service key')
    t.equal(cb?.body.status, 'success')
    t.ok((cb?.body.agentNotes as string).split('\n').length >= 6, 'callback notes are multi-line')
    t.same(Object.keys(cb?.body ?? {}).sort(), ['agentNotes', 'confidenceLevel', 'engagementDurationSeconds', 'engagementMetrics', 'extractedIntelligence', 'scamDetected', 'scamType', 'sessionId', 'status', 'totalMessagesExchanged'], 'the callback has every field of the spec')
  })

  t.test('when the conversation goes quiet', async (t) => {
    const id = aSessionId()
    const bodies = await playConversation(svc.post, id, ['Hello, I am calling from the bank', 'Send the fee to quiet.one@fakebank'])
    await svc.collector.waitFor(() => svc.collector.forSession(id).length >= 3, 30_000)
    const all = svc.collector.forSession(id)
    t.equal(all.length, 3, 'one callback per turn and one final report')
    t.same(all[2]?.body.extractedIntelligence, bodies[1].extractedIntelligence, 'the final report carries the cumulative intelligence')
    // The final report's outcome is appended once the collector has answered: wait for it.
    const typesNow = async (): Promise<string[]> =>
      ((await (await fetch(`${svc.url}/sessions/${id}/events`, { headers: { 'x-api-key': API_KEY } })).json()) as any).events.map((e: { type: string }) => e.type)
    let types = await typesNow()
    for (const until = Date.now() + 30_000; types.filter((x) => x === 'CallbackAttempted').length < 3 && Date.now() < until; types = await typesNow()) {
      await new Promise((r) => setTimeout(r, 25))
    }
    t.equal(types.filter((x: string) => x === 'CallbackAttempted').length, 3, 'every attempt is on the record')
    t.equal(types.filter((x: string) => x === 'FinalReportCancelled').length, 1, 'the second message cancelled the first schedule')
  })

  t.test('when the request is malformed', async (t) => {
    const bad = async (body: string | undefined, headers: Record<string, string>, status: number, what: string): Promise<any> => {
      const res = await fetch(`${svc.url}/honeypot`, { method: 'POST', headers, ...(body === undefined ? {} : { body }) })
      t.equal(res.status, status, `${what}: ${status}`)
      t.match(res.headers.get('content-type'), /application\/json/, `${what}: JSON`)
      const json: any = await res.json()
      t.equal(json.status, 'error', `${what}: status error`)
      t.type(json.error, 'string', `${what}: an error message`)
      t.equal(json.reply, null, `${what}: analysis fields are null`)
      return json
    }
    const json = { 'content-type': 'application/json', 'x-api-key': API_KEY }
    await bad('{"sessionId":', json, 400, 'malformed JSON')
    await bad(JSON.stringify(aTurn('s', 'x')), { 'content-type': 'application/json' }, 401, 'missing key')
    await bad(JSON.stringify(aTurn('s', 'x')), { 'content-type': 'application/json', 'x-api-key': 'wrong' }, 401, 'wrong key')
    await bad('hello', { 'content-type': 'text/plain', 'x-api-key': API_KEY }, 415, 'text body')
    await bad(JSON.stringify({ sessionId: 's', pad: 'x'.repeat(1_100_000) }), json, 413, 'body over 1 MiB')
    const invalid = await bad(JSON.stringify({ sessionId: 's', message: { sender: 'scammer', text: 5, timestamp: -3 }, metadata: { channel: 'SMS', language: 'English' } }), json, 400, 'wrong types')
    t.same(invalid.details, ['message.text: must be string', 'message.timestamp: must be non-negative', 'metadata.locale: is required'], 'each bad field is named by its path')
    const history = await bad(JSON.stringify({ ...aTurn('s', 'x'), conversationHistory: [{ sender: 'user', text: 'a', timestamp: 'soon' }] }), json, 400, 'bad history item')
    t.match(history.details, [/^conversationHistory\[0\]\.timestamp: /], 'history items are named by index')
    const unknown = await fetch(`${svc.url}/nowhere`)
    t.equal(unknown.status, 404, 'unknown paths are 404')
    t.equal(((await unknown.json()) as any).status, 'error', 'in JSON')
    t.equal((await fetch(`${svc.url}/honeypot`)).status, 405, 'a GET on the inbound path is refused as a method')
  })

  t.test('when the partner sends defaults and variants', async (t) => {
    const id = aSessionId()
    const { conversationHistory: _h, ...noHistory } = aTurn(id, 'Hello')
    const res = await svc.post({ ...noHistory, message: { sender: 'scammer', text: 'Hello', timestamp: new Date().toISOString() } })
    t.equal(res.status, 200, 'history may be absent and timestamps may be ISO strings')
    const testing = await svc.post(aTurn(aSessionId(), 'Hi', [], { source: 'testing' }))
    t.equal(testing.status, 200, 'source testing is accepted')
    const wrongSource = await svc.post(aTurn(aSessionId(), 'Hi', [], { source: 'elsewhere' }))
    t.equal(wrongSource.status, 400, 'another source is refused')
  })
})

// A partner turn (the exact path, the key, plain UTF-8 JSON of a declared length) skips express; a
// query string sends the same request through express's route. Both must answer alike.
t.test('the lean path of POST /honeypot answers as the express route does', async (t) => {
  const svc = await startService({ TRUST_PROXY_HOPS: '1' })
  t.teardown(svc.close)
  const both = async (body: Buffer | string, headers: Record<string, string> = {}): Promise<[Raw, Raw]> => {
    const bytes = typeof body === 'string' ? Buffer.from(body) : body
    const h = { 'content-type': 'application/json', 'x-api-key': API_KEY, ...headers }
    return [await rawPost(`${svc.url}/honeypot`, bytes, h), await rawPost(`${svc.url}/honeypot?via=express`, bytes, h)]
  }
  const alike = (t: Test, [lean, viaExpress]: [Raw, Raw], what: string, status: number): [unknown, unknown] => {
    t.equal(lean.status, status, `${what}: ${status}`)
    t.equal(viaExpress.status, status, `${what}: ${status} through express too`)
    t.same(stableHeaders(lean), stableHeaders(viaExpress), `${what}: the same headers`)
    return [lean.body, viaExpress.body]
  }

  const turn = (id: string) => JSON.stringify(aTurn(id, 'Pay Rs 499 to lean.path@fakebank'))
  const [lean, viaExpress] = await Promise.all([rawPost(`${svc.url}/honeypot`, Buffer.from(turn(aSessionId())), { 'content-type': 'application/json', 'x-api-key': API_KEY }), rawPost(`${svc.url}/honeypot?via=express`, Buffer.from(turn(aSessionId())), { 'content-type': 'application/json', 'x-api-key': API_KEY })])
  alike(t, [lean, viaExpress], 'a turn', 200)
  t.same(Object.keys(lean.body).sort(), Object.keys(viaExpress.body).sort(), 'a turn: the same fields')
  t.match(lean.headers['content-type'], 'application/json; charset=utf-8', 'a turn: JSON in UTF-8')

  const [a, b] = alike(t, await both('{"sessionId":'), 'malformed JSON', 400)
  t.same(a, b, 'malformed JSON: the same error')
  t.same(...alike(t, await both(''), 'an empty body (read as {})', 400), 'an empty body: the same error')
  t.same(...alike(t, await both('null'), 'a JSON null', 400), 'null: the same error')
  t.same(...alike(t, await both('[1,2]'), 'a JSON array', 400), 'an array: the same error')
  t.same(...alike(t, await both(Buffer.from([0x7b, 0xff, 0xfe, 0x7d])), 'invalid UTF-8', 400), 'invalid UTF-8: the same error')
  const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(turn(aSessionId()))])
  alike(t, await both(bom, { 'content-type': 'application/json; charset=utf-8' }), 'a byte-order mark before the JSON', 200)
  alike(t, await both(turn(aSessionId()), { 'content-type': 'APPLICATION/JSON;charset=UTF-8' }), 'the type in capitals', 200)

  t.test('when the request is logged', async (t) => {
    const trace = '4bf92f3577b34da6a3ce929d0e0e4736'
    const before = svc.logs.length
    await rawPost(`${svc.url}/honeypot`, Buffer.from(turn(aSessionId())), {
      'content-type': 'application/json',
      'x-api-key': API_KEY,
      'user-agent': 'partner-evaluator/1.0',
      'x-forwarded-for': '198.51.100.1, 203.0.113.9',
      traceparent: `00-${trace}-00f067aa0ba902b7-01`,
    })
    const lines = svc.logs.slice(before)
    const line = lines.find((l) => l['message'] === 'request')
    t.match(
      line,
      {
        method: 'POST',
        path: '/honeypot',
        status: 200,
        latencyMs: Number,
        httpRequest: { requestMethod: 'POST', requestUrl: '/honeypot', status: 200, userAgent: 'partner-evaluator/1.0', remoteIp: '203.0.113.9' },
        'logging.googleapis.com/trace': trace,
        'logging.googleapis.com/spanId': '00f067aa0ba902b7',
      },
      'one line, with the address the trusted proxy saw and the trace',
    )
    t.match(lines.find((l) => l['message'] === 'callback delivered'), { 'logging.googleapis.com/trace': trace }, 'what the turn logs carries the trace too')
  })

  t.test('when the client gives up in the middle of its body', async (t) => {
    const before = svc.logs.length
    await new Promise<void>((resolve) => {
      const req = request(`${svc.url}/honeypot`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, 'content-length': '1000' } })
      req.on('error', () => resolve())
      req.write('{"sessionId":"half')
      setTimeout(() => req.destroy(), 50)
    })
    await new Promise((r) => setTimeout(r, 100))
    t.same(svc.logs.slice(before).filter((l) => l['severity'] === 'ERROR'), [], 'nothing is logged as an error')
    t.equal((await fetch(`${svc.url}/healthz`)).status, 200, 'the service carries on')
  })
})
