import t from 'tap'
import { aSessionId, aTurn, playConversation } from '../../helpers/a-turn.js'
import { API_KEY, startService } from '../../helpers/in-process-service.js'

const evidenceKinds = ['bankAccounts', 'upiIds', 'phishingLinks', 'phoneNumbers', 'emailAddresses', 'suspiciousKeywords', 'ifscCodes', 'cryptoWallets', 'aadhaarNumbers', 'panNumbers', 'amounts', 'caseIds', 'policyNumbers', 'orderNumbers']

t.test('the honeypot over real HTTP', async (t) => {
  const svc = await startService({ FINAL_REPORT_DELAY_SECONDS: '1' })
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
    await svc.collector.waitFor(() => svc.collector.forSession(id).length >= 3, 10_000)
    const all = svc.collector.forSession(id)
    t.equal(all.length, 3, 'one callback per turn and one final report')
    t.same(all[2]?.body.extractedIntelligence, bodies[1].extractedIntelligence, 'the final report carries the cumulative intelligence')
    const events: any = await (await fetch(`${svc.url}/sessions/${id}/events`, { headers: { 'x-api-key': API_KEY } })).json()
    const types = events.events.map((e: { type: string }) => e.type)
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
