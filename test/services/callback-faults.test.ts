import t from 'tap'
import { aSessionId, type Msg } from '../helpers/a-turn.js'
import { startService as startClockedService, type Running as ClockedService } from '../helpers/in-process-service.js'
import { API_KEY } from '../helpers/in-process-service.js'

const MINUTE = 60_000
// Generous: a loaded 2-core machine may be slow, but never by a whole collector timeout.
const MARGIN_MS = 3_000

const scamTexts = [
  'Dear customer your SBI account will be blocked today. Call our officer on 9876543210 to update KYC.',
  'To avoid blocking pay the verification fee of Rs 499 to sbi.verify@okaxis immediately.',
  'If UPI fails transfer to account number 123456789012 IFSC SBIN0001234.',
  'Complete the form at http://sbi-kyc-update.example-verify.xyz/login now or face legal action.',
  'Sir why no reply? Email your documents to kyc.desk@sbi-helpdesk-mail.com within 10 minutes.',
  'Last warning. Pay now or your account will be frozen and police complaint will be filed.',
  'Our manager says share the OTP you received to complete verification.',
  'Are you there? The officer on 9876543210 is waiting for you.',
  'Final notice from SBI KYC department.',
]

/** One partner conversation, history and all, one message at a time. */
const conversation = (svc: ClockedService, sessionId: string) => {
  const history: Msg[] = []
  let next = 0
  return async (headers: Record<string, string> = {}) => {
    const text = scamTexts[next++ % scamTexts.length] ?? ''
    const message = { sender: 'scammer', text, timestamp: Date.now() }
    const res = await svc.post({ sessionId, message, conversationHistory: [...history], metadata: { channel: 'SMS', language: 'English', locale: 'IN' } }, headers)
    if (res.status !== 200) throw new Error(`turn answered ${res.status}: ${JSON.stringify(res.body)}`)
    history.push(message, { sender: 'user', text: res.body.reply as string, timestamp: Date.now() })
    return res
  }
}

const attempts = async (svc: ClockedService, id: string, trigger?: 'turn' | 'final') =>
  (await svc.events(id)).filter((e) => e['type'] === 'CallbackAttempted' && (trigger === undefined || e['trigger'] === trigger))
const outcomes = async (svc: ClockedService, id: string, trigger?: 'turn' | 'final') =>
  (await attempts(svc, id, trigger)).map((e) => e['result'].outcome as string)
const waitUntil = async (check: () => Promise<boolean>, what: string, timeoutMs = 20_000) => {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs} ms: ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}
const summary = (ms: number[]) => {
  const sorted = [...ms].sort((a, b) => a - b)
  return `p50 ${Math.round(sorted[Math.floor((sorted.length - 1) / 2)] ?? 0)} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms`
}

t.test('when the collector hangs', async (t) => {
  const TIMEOUT_MS = 1_000
  const svc = await startClockedService({ CALLBACK_TIMEOUT_MS: String(TIMEOUT_MS), FINAL_REPORT_DELAY_SECONDS: '3600' })
  t.teardown(svc.close)
  svc.collector.setMode({ kind: 'hang' })
  const id = aSessionId()
  const say = conversation(svc, id)

  const hanging = [(await say()).ms, (await say()).ms, (await say()).ms]
  for (const ms of hanging) t.ok(ms >= TIMEOUT_MS - 50 && ms < TIMEOUT_MS + MARGIN_MS, `a reply waits out the callback timeout, no longer (${Math.round(ms)} ms)`)
  t.same(await outcomes(svc, id), ['failed', 'failed', 'failed'], 'each timed-out attempt is on the record as failed')
  t.equal(svc.service.callbackBreaker(), 'open', 'three timeouts open the breaker')

  const sent = svc.collector.arrived.length
  const open = [(await say()).ms, (await say()).ms, (await say()).ms]
  for (const ms of open) t.ok(ms < TIMEOUT_MS, `with the breaker open a reply does not wait for the collector (${Math.round(ms)} ms)`)
  t.equal(svc.collector.arrived.length, sent, 'nothing reaches the collector while the breaker is open')
  t.same(await outcomes(svc, id), ['failed', 'failed', 'failed', 'skipped', 'skipped', 'skipped'], 'the skips are on the record too')
  t.comment(`reply latency, hanging collector (CALLBACK_TIMEOUT_MS=${TIMEOUT_MS}): ${summary(hanging)}; breaker open: ${summary(open)}`)
})

t.test('the breaker moves as the spec table says', async (t) => {
  // "59 s later" must not become 60 while a loaded machine runs the steps: only the test moves the clock.
  const svc = await startClockedService({ CALLBACK_TIMEOUT_MS: '300', FINAL_REPORT_DELAY_SECONDS: '3600' }, undefined, { stoppedClock: true })
  t.teardown(svc.close)
  const id = aSessionId()
  const say = conversation(svc, id)
  const step = async (expected: string, state: string, what: string) => {
    const before = svc.collector.arrived.length
    await say()
    const recorded = await outcomes(svc, id)
    t.equal(recorded.at(-1), expected, `${what}: the attempt is recorded as ${expected}`)
    t.equal(svc.collector.arrived.length - before, expected === 'skipped' ? 0 : 1, `${what}: ${expected === 'skipped' ? 'nothing is' : 'one callback is'} sent`)
    t.equal(svc.service.callbackBreaker(), state, `${what}: the breaker is ${state}`)
  }

  svc.collector.setMode({ kind: 'status', status: 500 })
  await step('failed', 'closed', 'closed, first failure')
  await step('failed', 'closed', 'closed, second failure')
  await step('failed', 'open', 'closed, third consecutive failure')
  await step('skipped', 'open', 'open')
  svc.advance(MINUTE - 1_000)
  await step('skipped', 'open', 'open, 59 s later')
  svc.advance(1_000)
  t.equal(svc.service.callbackBreaker(), 'half-open', 'half-open once 60 s have elapsed')
  await step('failed', 'open', 'half-open, the test callback fails')
  svc.advance(MINUTE - 1_000)
  await step('skipped', 'open', 'reopened, 59 s after the failed test')
  svc.advance(1_000)
  svc.collector.setMode({ kind: 'ok' })
  await step('delivered', 'closed', 'half-open, the test callback succeeds')
  await step('delivered', 'closed', 'closed again')

  const skipLines = svc.logs.filter((l) => l['message'] === 'callback skipped')
  t.equal(skipLines.length, 3, 'each skip is logged')
  t.ok(skipLines.every((l) => l['severity'] === 'ERROR' && l['sessionId'] === id), 'as an error naming the session')
  t.same(
    svc.logs.filter((l) => typeof l['breaker'] === 'string').map((l) => l['breaker']),
    ['open', 'half-open', 'open', 'half-open', 'closed'],
    'every move of the breaker is logged',
  )
  const events = await svc.events(id)
  t.equal(events.filter((e) => e['type'] === 'TurnReceived').length, 9, 'the log holds every turn')
  t.equal(events.filter((e) => e['type'] === 'CallbackAttempted').length, 9, 'and every attempt')
})

t.test('when the collector refuses connections, then comes back', async (t) => {
  const svc = await startClockedService({ CALLBACK_TIMEOUT_MS: '300', FINAL_REPORT_DELAY_SECONDS: '1' })
  t.teardown(svc.close)
  await svc.collector.refuse()
  const id = aSessionId()
  const say = conversation(svc, id)
  let last: Awaited<ReturnType<typeof say>> | undefined
  for (let i = 0; i < 5; i++) last = await say()
  t.equal(svc.service.callbackBreaker(), 'open', 'the refusals open the breaker')
  t.same(await outcomes(svc, id, 'turn'), ['failed', 'failed', 'failed', 'skipped', 'skipped'], 'every turn attempt is on the record')

  await waitUntil(async () => (await outcomes(svc, id, 'final')).includes('skipped'), 'the final report was attempted')
  t.equal(svc.collector.received.length, 0, 'the collector received nothing while down')

  await svc.collector.resume()
  svc.advance(MINUTE)
  await svc.collector.waitFor((all) => all.length >= 1, 20_000)
  const report = svc.collector.forSession(id)
  t.equal(report.length, 1, 'the scheduler retry sends the final report once the breaker allows it')
  t.same(report[0]?.body.extractedIntelligence, last?.body.extractedIntelligence, 'carrying the complete cumulative intelligence')
  t.match(
    report[0]?.body.extractedIntelligence,
    { phoneNumbers: ['9876543210'], upiIds: ['sbi.verify@okaxis'], bankAccounts: ['123456789012'] },
    'from every turn of the conversation',
  )
  t.equal(report[0]?.body.totalMessagesExchanged, 10, 'and every message')
  await waitUntil(async () => (await outcomes(svc, id, 'final')).includes('delivered'), 'the delivery is recorded')
  const finals = await attempts(svc, id, 'final')
  t.ok(finals.slice(0, -1).every((e) => e['result'].outcome !== 'delivered'), 'every earlier final attempt is on the record as not delivered')
  t.same(finals.at(-1)?.['payload'], report[0]?.body, 'the log shows exactly what the collector received')
  t.equal(svc.service.callbackBreaker(), 'closed', 'the delivered test callback closed the breaker')
})

t.test('final-report tasks answer as decision 8 says', async (t) => {
  const svc = await startClockedService({ CALLBACK_TIMEOUT_MS: '300', FINAL_REPORT_DELAY_SECONDS: '3600' })
  t.teardown(svc.close)
  const id = aSessionId()
  const say = conversation(svc, id)
  svc.collector.setMode({ kind: 'status', status: 500 })
  for (let i = 0; i < 3; i++) await say()
  const task = (await svc.session(id)).session.pendingFinalReport.taskName as string

  const whileOpen = await svc.finalReport(id, task)
  t.equal(whileOpen.status, 503, 'breaker open: 503, so the queue retries')
  t.ok(whileOpen.retryAfter !== null, 'with Retry-After')
  t.equal(whileOpen.body.outcome, 'skipped', 'naming the skip')

  svc.advance(MINUTE)
  const testFails = await svc.finalReport(id, task)
  t.equal(testFails.status, 503, 'delivery failed: 503')
  t.equal(testFails.body.outcome, 'failed', 'naming the failure')

  svc.advance(MINUTE)
  svc.collector.setMode({ kind: 'ok' })
  const delivered = await svc.finalReport(id, task)
  t.equal(delivered.status, 200, 'delivered: 200')
  t.same(svc.collector.forSession(id).at(-1)?.body.extractedIntelligence, (await svc.session(id)).report.extractedIntelligence, 'the report is built from the log as it stands')

  const sent = svc.collector.arrived.length
  const again = await svc.finalReport(id, task)
  t.same([again.status, again.body.outcome], [200, 'already-delivered'], 'a retried task already delivered: 2xx')
  await say()
  const replaced = (await svc.session(id)).session.pendingFinalReport.taskName as string
  await say()
  const stale = await svc.finalReport(id, replaced)
  t.same([stale.status, stale.body.outcome], [200, 'superseded'], 'a task a newer message replaced: 2xx')
  t.equal(svc.collector.arrived.length, sent + 2, 'and neither sends anything (only the two new turns called back)')

  const latest = (await svc.session(id)).session.pendingFinalReport.taskName as string
  t.same((await svc.finalReport(id, latest)).status, 200, 'the task of the newest message is delivered')
  t.equal(svc.collector.forSession(id).at(-1)?.body.totalMessagesExchanged, 10, 'with every message of the five turns')
})

t.test('the logs', async (t) => {
  const svc = await startClockedService({ CALLBACK_TIMEOUT_MS: '300', FINAL_REPORT_DELAY_SECONDS: '3600', GOOGLE_CLOUD_PROJECT: 'honeypot-test' })
  t.teardown(svc.close)
  const id = aSessionId()
  const trace = '105445aa7843bc8bf206b12000100000'
  await conversation(svc, id)({ 'x-cloud-trace-context': `${trace}/1;o=1`, authorization: 'Bearer secret-token' })
  await svc.collector.waitFor((all) => all.length >= 1)

  const request = svc.logs.find((l) => l['message'] === 'request')
  t.match(request, { severity: 'INFO', httpRequest: { requestMethod: 'POST', requestUrl: '/honeypot', status: 200 } }, 'one line per request, in Cloud Logging shape')
  const attempt = svc.logs.find((l) => l['message'] === 'callback delivered')
  t.match(attempt, { severity: 'INFO', sessionId: id, trigger: 'turn', httpStatus: 200 }, 'one line per callback attempt')
  for (const line of [request, attempt]) {
    t.match(
      line,
      {
        'logging.googleapis.com/trace': `projects/honeypot-test/traces/${trace}`,
        'logging.googleapis.com/spanId': '0000000000000001',
        'logging.googleapis.com/trace_sampled': true,
      },
      `"${String(line?.['message'])}" carries the request's trace`,
    )
  }
  const all = JSON.stringify(svc.logs)
  t.notOk(all.includes(API_KEY), 'the API key never reaches the logs')
  t.notOk(all.includes('secret-token'), 'nor does a bearer token')
})
