import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { aSessionId, aTurn, type Msg } from '../../helpers/a-turn.js'
import { API_KEY, startService } from '../../helpers/in-process-service.js'
import { MAX_HISTORY_ITEMS } from '../../../services/honeypot/request.js'

/** History items from a scammer who pastes fresh payment details into every message. */
const evidenceHistory = (count: number): Msg[] =>
  Array.from({ length: count }, (_, i) => ({
    sender: 'scammer',
    text: `pay upi${i}@ybl call 98${String(10_000_000 + i)} a/c ${100_000_000_000 + i} https://kyc${i}.xyz/pay`,
    timestamp: 1_770_269_430 + i,
  }))

const errorFields = ['status', 'reply', 'sessionId', 'scamDetected', 'scamType', 'confidenceLevel', 'extractedIntelligence', 'engagementMetrics', 'totalMessagesExchanged', 'engagementDurationSeconds', 'agentNotes', 'error']

/** Everything the store wrote to disk, as text: what a client's extra fields must never be in. */
const storedText = (dataDir: string): string =>
  readdirSync(dataDir)
    .map((f) => readFileSync(join(dataDir, f)).toString('latin1'))
    .join('\n')

const nested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

t.test('the request bounds over real HTTP', async (t) => {
  const svc = await startService({ FINAL_REPORT_DELAY_SECONDS: '3600' })
  t.teardown(svc.close)

  t.test('when a request carries more history items than the bound', async (t) => {
    const id = aSessionId()
    const res = await svc.post(aTurn(id, 'pay now', evidenceHistory(MAX_HISTORY_ITEMS + 1)))
    t.equal(res.status, 413, 'answers 413')
    t.same(Object.keys(res.body), errorFields, 'in the full response shape')
    t.equal(res.body.status, 'error')
    t.equal(res.body.sessionId, id, 'names the session')
    t.match(res.body.error, `conversationHistory has ${MAX_HISTORY_ITEMS + 1} items; at most ${MAX_HISTORY_ITEMS}`, 'says what was too many')
    const session = await fetch(`${svc.url}/sessions/${id}`, { headers: { 'x-api-key': API_KEY } })
    t.equal(session.status, 404, 'records nothing')
  })

  t.test('when a request carries as many history items as the bound, all full of evidence', async (t) => {
    const id = aSessionId()
    const res = await svc.post(aTurn(id, 'pay now', evidenceHistory(MAX_HISTORY_ITEMS)))
    t.equal(res.status, 200, 'answers the turn')
    t.equal(res.body.extractedIntelligence.upiIds.length, 100, 'keeps the bound of values per kind')
    t.equal(res.body.extractedIntelligence.upiIds[0], 'upi0@ybl', 'the first ones seen')
    t.match(res.body.agentNotes, `UPI IDs: upi0@ybl`, 'the notes list what was kept')
    t.match(res.body.agentNotes, `(+${MAX_HISTORY_ITEMS - 100} more not kept, limit 100)`, 'and name what was not')
    t.equal(res.body.totalMessagesExchanged, MAX_HISTORY_ITEMS + 2, 'counts every message')
    const session = await svc.session(id)
    t.equal(session.session.overflow.evidence.upiIds, MAX_HISTORY_ITEMS - 100, 'the projection counts the overflow')
    await svc.collector.waitFor(() => svc.collector.forSession(id).length >= 1)
    const callback = svc.collector.forSession(id)[0]!.body
    t.equal(callback.extractedIntelligence.upiIds.length, 100, 'the callback carries the bound')
    t.match(callback.agentNotes, /- UPI IDs: .*\(\+\d+ more not kept, limit 100\)/u, 'and its notes name what was not kept')
  })

  t.test('when a client adds fields the spec does not name', async (t) => {
    const id = aSessionId()
    const marker = 'EXTRA-FIELD-MARKER'
    const body = aTurn(id, 'Pay Rs 500 to helper@fakebank', [{ sender: 'scammer', text: 'hello', timestamp: 1_770_269_430, note: marker } as Msg], {
      metadata: { channel: 'SMS', language: 'English', locale: 'IN', blob: marker + 'x'.repeat(500_000) },
      extra: marker,
    })
    ;(body.message as Record<string, unknown>)['tag'] = marker
    const res = await svc.post(body)
    t.equal(res.status, 200, 'answers the turn')
    const events = await svc.events(id)
    t.notMatch(JSON.stringify(events), marker, 'the log holds none of them')
    t.same(Object.keys(events[0]!['metadata']), ['channel', 'language', 'locale'], 'the metadata holds the spec\'s fields')
    t.notOk(storedText(svc.dataDir).includes(marker), 'nothing on disk holds them')
  })

  t.test('when a client adds a deeply nested field', async (t) => {
    const id = aSessionId()
    const body = JSON.stringify(aTurn(id, 'Pay Rs 500 to helper@fakebank')).replace('"locale":"IN"', `"locale":"IN","deep":${nested(5000)}`)
    const res = await svc.post(body)
    t.equal(res.status, 200, 'answers the turn, the field dropped')
  })

  t.test('when the whole body, or a known field, is nested very deep', async (t) => {
    const deepArray = await svc.post(`${'['.repeat(200_000)}${']'.repeat(200_000)}`)
    t.equal(deepArray.status, 400, 'a deep array body is a 400')
    t.equal(deepArray.body.status, 'error')
    const deepText = await svc.post(JSON.stringify(aTurn(aSessionId(), 'x')).replace('"text":"x"', `"text":${nested(100_000)}`))
    t.equal(deepText.status, 400, 'a deep value where a string belongs is a 400')
    t.same(deepText.body.details, ['message.text: must be string'], 'naming the field')
    const deepHistory = await svc.post(JSON.stringify(aTurn(aSessionId(), 'x')).replace('"conversationHistory":[]', `"conversationHistory":[${nested(100_000)}]`))
    t.equal(deepHistory.status, 400, 'a deep history item is a 400')
    const health = await fetch(`${svc.url}/healthz`)
    t.equal(health.status, 200, 'the service is still healthy')
  })
})
