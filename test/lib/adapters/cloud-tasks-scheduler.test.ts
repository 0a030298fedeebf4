import '../../helpers/loopback-env.js'
import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import { cloudTasksScheduler, createCloudTasksClient, type CloudTasksTarget } from '../../../lib/adapters/cloud-tasks-scheduler.js'
import { createLogger } from '../../../lib/adapters/logger.js'
import { startCollector } from '../../helpers/collector.js'
import { startLocalEmulators } from '../../helpers/local-emulators.js'

const EMAIL = 'tasks@honeypot-test.iam.gserviceaccount.com'
const { tasks, queue: QUEUE, stop } = await startLocalEmulators({ only: ['tasks'], projectId: 'honeypot-test', minBackoffMs: 100 })
const target = await startCollector()
const client = await createCloudTasksClient(tasks.host)
t.teardown(async () => (await client.close(), await stop(), await target.close()))

const aTarget = (overrides: Partial<CloudTasksTarget> = {}): CloudTasksTarget => ({
  project: 'honeypot-test',
  location: 'asia-south1',
  queue: 'callback-queue',
  url: target.url,
  serviceAccountEmail: EMAIL,
  audience: target.url,
  ...overrides,
})
const scheduler = cloudTasksScheduler(client, aTarget(), createLogger('silent'))
const claimsOf = (authorization: string | undefined) =>
  JSON.parse(Buffer.from((authorization ?? '').replace(/^Bearer /u, '').split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>
const taskOf = (name: string) => tasks.tasks().find((x) => x.name === `${QUEUE}/tasks/${name}`)
const inAMinute = () => Date.now() + 60_000

t.test('when a session first schedules its final report', async (t) => {
  const dueAt = inAMinute()
  const r = await scheduler.schedule({ sessionId: 's-1', taskName: 'fr-s1-5', dueAt, replaces: null })()
  t.ok(E.isRight(r), 'scheduling succeeds')
  const task = taskOf('fr-s1-5')
  t.equal(task?.scheduleTimeMs, dueAt, 'the task is due when the turn said')
  t.equal(task?.httpRequest.url, target.url, 'it targets the final-report URL')
  t.same(task?.httpRequest.oidcToken, { serviceAccountEmail: EMAIL, audience: target.url }, 'it asks for the service account OIDC token, audience the URL')
  t.same(JSON.parse(task?.httpRequest.body?.toString('utf8') ?? '{}'), { sessionId: 's-1' }, 'its body is the session id')
  const [fetched] = await client.getTask({ name: `${QUEUE}/tasks/fr-s1-5` })
  t.equal(fetched.name, `${QUEUE}/tasks/fr-s1-5`, 'the real client reads it back by name')
})

t.test('when the next message replaces the pending task', async (t) => {
  await scheduler.schedule({ sessionId: 's-2', taskName: 'fr-s2-5', dueAt: inAMinute(), replaces: null })()
  const r = await scheduler.schedule({ sessionId: 's-2', taskName: 'fr-s2-10', dueAt: inAMinute(), replaces: 'fr-s2-5' })()
  t.ok(E.isRight(r), 'scheduling succeeds')
  t.equal(taskOf('fr-s2-5'), undefined, 'the replaced task is deleted')
  t.ok(taskOf('fr-s2-10'), 'the new task is pending')
})

t.test('when the task to replace is already gone', async (t) => {
  const r = await scheduler.schedule({ sessionId: 's-3', taskName: 'fr-s3-10', dueAt: inAMinute(), replaces: 'fr-s3-5' })()
  t.ok(E.isRight(r), 'scheduling still succeeds')
  t.same(tasks.operations.find((o) => o.name.endsWith('fr-s3-5')), { op: 'delete', name: `${QUEUE}/tasks/fr-s3-5`, code: 5 }, 'the queue answered NOT_FOUND')
  t.ok(taskOf('fr-s3-10'), 'the new task is pending')
})

t.test('when the same task is scheduled twice', async (t) => {
  await scheduler.schedule({ sessionId: 's-4', taskName: 'fr-s4-5', dueAt: inAMinute(), replaces: null })()
  const again = await scheduler.schedule({ sessionId: 's-4', taskName: 'fr-s4-5', dueAt: inAMinute(), replaces: null })()
  t.ok(E.isRight(again), 'the retry succeeds')
  t.same(tasks.operations.filter((o) => o.name.endsWith('fr-s4-5')).map((o) => o.code), [0, 6], 'the queue answered ALREADY_EXISTS to the second')
})

t.test('when the queue does not exist', async (t) => {
  const elsewhere = cloudTasksScheduler(client, aTarget({ queue: 'no-such-queue' }), createLogger('silent'))
  const r = await elsewhere.schedule({ sessionId: 's-5', taskName: 'fr-s5-5', dueAt: inAMinute(), replaces: null })()
  t.same(E.isLeft(r) && r.left._tag, 'SchedulerUnavailable', 'scheduling fails as unavailable')
})

t.test('when a task comes due', async (t) => {
  await scheduler.schedule({ sessionId: 's-6', taskName: 'fr-s6-5', dueAt: Date.now() + 300, replaces: null })()
  await target.waitFor((all) => all.some((r) => r.body?.sessionId === 's-6'))
  const [req] = target.forSession('s-6')
  t.equal(req?.headers['x-cloudtasks-taskname'], 'fr-s6-5', 'the queue names the task in X-CloudTasks-TaskName')
  t.equal(req?.headers['x-cloudtasks-queuename'], 'callback-queue', 'and the queue in X-CloudTasks-QueueName')
  t.match(claimsOf(req?.headers['authorization']), { email: EMAIL, email_verified: true, aud: target.url, iss: 'https://accounts.google.com' }, 'it carries a bearer OIDC token for the service account')
  // The queue drops a task once the endpoint's answer is in, a moment after the request arrived.
  await target.waitFor(() => taskOf('fr-s6-5') === undefined)
  t.equal(taskOf('fr-s6-5'), undefined, 'a delivered task leaves the queue')
})

t.test('when the endpoint fails at first', async (t) => {
  target.setMode({ kind: 'status', status: 503 })
  t.teardown(() => target.setMode({ kind: 'ok' }))
  await scheduler.schedule({ sessionId: 's-7', taskName: 'fr-s7-5', dueAt: Date.now(), replaces: null })()
  await target.waitFor((all) => all.filter((r) => r.body?.sessionId === 's-7').length >= 2)
  target.setMode({ kind: 'ok' })
  await target.waitFor(() => taskOf('fr-s7-5') === undefined)
  const retries = target.forSession('s-7').map((r) => r.headers['x-cloudtasks-taskretrycount'])
  t.ok(retries.length >= 3, 'the queue retried until the endpoint answered 2xx')
  t.same(retries.slice(0, 3), ['0', '1', '2'], 'each retry is counted in X-CloudTasks-TaskRetryCount')
})

t.test('when a task is run ahead of time', async (t) => {
  await scheduler.schedule({ sessionId: 's-8', taskName: 'fr-s8-5', dueAt: inAMinute(), replaces: null })()
  await client.runTask({ name: `${QUEUE}/tasks/fr-s8-5` })
  await target.waitFor((all) => all.some((r) => r.body?.sessionId === 's-8'))
  t.equal(taskOf('fr-s8-5'), undefined, 'it is dispatched at once')
  const missing = await client.deleteTask({ name: `${QUEUE}/tasks/fr-s8-5` }).catch((e: { code?: number }) => e.code)
  t.equal(missing, 5, 'deleting it afterwards answers NOT_FOUND')
  const reused = await client.createTask({ parent: QUEUE, task: { name: `${QUEUE}/tasks/fr-s8-5`, httpRequest: { url: target.url } } }).catch((e: { code?: number }) => e.code)
  t.equal(reused, 6, 'its name cannot be reused for a while')
})
