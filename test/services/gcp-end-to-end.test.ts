import '../helpers/loopback-env.js'
import { status as grpcStatus } from '@grpc/grpc-js'
import t from 'tap'
import { createCloudTasksClient } from '../../lib/adapters/cloud-tasks-scheduler.js'
import { playConversation } from '../helpers/a-turn.js'
import { startCollector } from '../helpers/collector.js'
import { freePort } from '../helpers/java-emulator.js'
import { startLocalEmulators } from '../helpers/local-emulators.js'
import { startServiceProcess } from '../helpers/service-process.js'

t.setTimeout(300_000)
const PROJECT = 'honeypot-e2e'
const EMAIL = `final-report@${PROJECT}.iam.gserviceaccount.com`
const port = await freePort()
// The stand-ins as `npm run emulators` starts them (Pub/Sub aside), and the service on what it prints.
const [emulators, collector] = await Promise.all([
  startLocalEmulators({ only: ['firestore', 'tasks'], projectId: PROJECT, servicePort: port, serviceAccountEmail: EMAIL }),
  startCollector(),
])
const { tasks, issuer, queue: QUEUE } = emulators
const FINAL_REPORT_URL = emulators.env['FINAL_REPORT_URL'] ?? ''
// Longer than the default 10 s: on a loaded machine the next message must still come before the
// queue would run the pending task by itself, which would send a report the test did not ask for.
const DELAY_MS = 60_000
const service = await startServiceProcess(
  { ...emulators.env, K_SERVICE: 'honeypot', CALLBACK_URL: collector.url, FINAL_REPORT_DELAY_SECONDS: String(DELAY_MS / 1000) },
  { port },
)
const client = await createCloudTasksClient(tasks.host)
t.teardown(async () => {
  await client.close()
  await service.stop()
  await Promise.all([collector.close(), emulators.stop()])
})

const sessionId = 'e2e-kyc-1'
const texts = [
  'Dear customer your SBI account is blocked today. Update KYC now or account will be closed.',
  'Pay Rs 10 verification fee to UPI id sbi.kyc.desk@okaxis immediately.',
  'If UPI fails call our officer on 9876543210 and share the OTP.',
  'Or transfer to account 123456789012, IFSC SBIN0001234, name KYC Cell.',
]
const pendingOf = () => tasks.tasks().filter((x) => JSON.parse(x.httpRequest.body?.toString('utf8') ?? '{}').sessionId === sessionId)

t.test('when a scammer plays a conversation against the hosted configuration', async (t) => {
  const seen: string[] = []
  const post = async (body: unknown) => {
    // The service stamps the due time with its clock while the request is in flight: bracket it.
    const sent = Date.now()
    const res = await service.post(body)
    const answered = Date.now()
    const [pending, ...others] = pendingOf()
    seen.push(pending?.name ?? 'none')
    t.equal(others.length, 0, `after message ${seen.length} exactly one final-report task is pending`)
    const view = await service.get(`/sessions/${sessionId}`)
    t.equal(pending?.name, `${QUEUE}/tasks/${view.body.session.pendingFinalReport?.taskName}`, `it is the task the log names as pending`)
    const due = pending?.scheduleTimeMs ?? 0
    t.ok(due >= sent + DELAY_MS && due <= answered + DELAY_MS, `it is due ${DELAY_MS / 1000} s after the message was received (${due - sent} ms after it was sent)`)
    return res
  }
  await playConversation(post, sessionId, texts)
  t.equal(new Set(seen).size, texts.length, 'each message scheduled a task of its own name')
  for (const replaced of seen.slice(0, -1)) {
    t.ok(tasks.operations.some((o) => o.op === 'delete' && o.name === replaced && o.code === grpcStatus.OK), `the next message deleted ${replaced.slice(-12)}`)
  }
  t.equal(collector.forSession(sessionId).length, texts.length, 'one per-turn callback per message so far')

  t.test('and the queue runs the last task', async (t) => {
    const last = seen.at(-1) ?? ''
    await client.runTask({ name: last })
    // The queue records its dispatch once the endpoint has answered, after the report went out.
    await collector.waitFor(() => tasks.dispatches.some((d) => d.name === last))
    const dispatch = tasks.dispatches.find((d) => d.name === last)
    t.equal(dispatch?.status, 200, 'the task endpoint accepted the OIDC-authenticated request')
    t.equal(tasks.tasks().length, 0, 'no task is left in the queue')
    const final = collector.forSession(sessionId).at(-1)?.body
    const view = await service.get(`/sessions/${sessionId}`)
    t.same(final?.extractedIntelligence, view.body.report.extractedIntelligence, 'the final report carries the whole cumulative intelligence')
    t.ok(final?.extractedIntelligence.upiIds.includes('sbi.kyc.desk@okaxis'), 'including what the second message gave')
    t.ok(final?.extractedIntelligence.bankAccounts.some((a: string) => a.includes('123456789012')), 'and what the last message gave')
    const events = await service.get(`/sessions/${sessionId}/events`)
    t.match(events.body.events.at(-1), { type: 'CallbackAttempted', trigger: 'final', taskName: last.split('/').at(-1) }, 'the log records the final report for that task')
  })

  t.test('and someone calls the task endpoint without the queue', async (t) => {
    const call = (headers: Record<string, string>) =>
      fetch(FINAL_REPORT_URL, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ sessionId }) })
    const bare = await call({})
    t.equal(bare.status, 403, 'a request without a token is forbidden')
    t.match(await bare.json(), { status: 'error', error: /Authorization/u }, 'with a JSON error body')
    const forged = await call({ authorization: `Bearer ${issuer.sign({ aud: FINAL_REPORT_URL, email: 'intruder@evil.example' })}` })
    t.equal(forged.status, 403, 'a token for another account is forbidden')
    const wrongAudience = await call({ authorization: `Bearer ${issuer.sign({ aud: 'https://elsewhere.example/', email: EMAIL })}` })
    t.equal(wrongAudience.status, 403, 'a token for another audience is forbidden')
    t.equal(collector.forSession(sessionId).length, texts.length + 1, 'no report was sent for them')
  })
})
