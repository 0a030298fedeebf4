import fc from 'fast-check'
import t from 'tap'
import { API_KEY, startService } from '../../helpers/in-process-service.js'

const aValidBody = () => ({
  sessionId: 'fuzz-session',
  message: { sender: 'scammer', text: 'Pay Rs 100 to a@fakebank', timestamp: 1770269430860 },
  conversationHistory: [{ sender: 'user', text: 'who is this?', timestamp: '2026-02-05T05:30:30Z' }],
  metadata: { channel: 'SMS', language: 'Hindi', locale: 'IN' },
})

const paths: ReadonlyArray<ReadonlyArray<string | number>> = [
  ['sessionId'], ['message'], ['message', 'sender'], ['message', 'text'], ['message', 'timestamp'], ['conversationHistory'],
  ['conversationHistory', 0], ['conversationHistory', 0, 'timestamp'], ['conversationHistory', 0, 'text'], ['metadata'],
  ['metadata', 'language'], ['metadata', 'locale'], ['source'], ['__proto__'], ['constructor'],
]

/** A valid body with one field replaced by an arbitrary JSON value, or removed. */
const aMutatedBody = fc.tuple(fc.constantFrom(...paths), fc.option(fc.jsonValue(), { nil: undefined })).map(([path, value]) => {
  const body: any = aValidBody()
  let at = body
  for (const key of path.slice(0, -1)) at = at?.[key] ?? {}
  const last = path[path.length - 1] as string | number
  if (value === undefined) delete at[last]
  else at[last] = value
  return JSON.stringify(body)
})

const aRawBody = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  aMutatedBody,
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom('{', '[', '{"a":', 'null', '"x"', '1e999', '{"sessionId":"\\ud800"}', '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]'),
)
const aContentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'application/json; charset=latin1', 'text/plain', 'application/x-www-form-urlencoded', '', 'application/json; charset=nonsense')

t.test('when hostile clients send anything at all', async (t) => {
  const svc = await startService({ CALLBACK_TIMEOUT_MS: '500' })
  t.teardown(svc.close)
  let requests = 0
  await fc.assert(
    fc.asyncProperty(aRawBody, aContentType, fc.boolean(), async (body, contentType, withKey) => {
      requests++
      const headers: Record<string, string> = withKey ? { 'x-api-key': API_KEY } : {}
      if (contentType !== '') headers['content-type'] = contentType
      const res = await fetch(`${svc.url}/honeypot`, { method: 'POST', headers, body })
      const text = await res.text()
      if (res.status >= 500) throw new Error(`${res.status} for ${body.slice(0, 120)}: ${text.slice(0, 200)}`)
      if (!/application\/json/u.test(res.headers.get('content-type') ?? '')) throw new Error(`not JSON: ${text.slice(0, 120)}`)
      const json = JSON.parse(text)
      if (json.status !== (res.status === 200 ? 'success' : 'error')) throw new Error(`status field ${json.status} on ${res.status}`)
      if (/\bat .+\(.+:\d+:\d+\)/u.test(text)) throw new Error('a stack trace leaked')
    }),
    { numRuns: 2500 },
  )
  t.ok(requests >= 2500, `answered ${requests} hostile requests without a 5xx, always in JSON`)
  const health = await fetch(`${svc.url}/healthz`)
  t.equal(health.status, 200, 'the service is still healthy afterwards')
})
