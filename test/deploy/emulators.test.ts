import '../helpers/loopback-env.js'
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { PubSub, type Message } from '@google-cloud/pubsub'
import t from 'tap'
import { startCollector } from '../helpers/collector.js'
import { freePort } from '../helpers/java-emulator.js'
import { ROOT, startInBackground } from '../helpers/node-script.js'
import { startServiceProcess } from '../helpers/service-process.js'
import { tempDir } from '../helpers/temp-dir.js'

// `npm run emulators` as the README runs it, in a process group of its own as a terminal runs it,
// its lines sent to a file as the README shows: the stand-ins start, the topic exists, the file,
// loaded into another shell, is all the service needs to run the hosted configuration on
// loopback, and Ctrl-C leaves nothing behind.
t.setTimeout(300_000)
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
const from = readme.indexOf('## Running against the emulators')
const section = readme.slice(from, readme.indexOf('\n## ', from + 1))
const [run = '', load = ''] = [...section.matchAll(/```sh\n([\s\S]*?)```/gu)].map((m) => (m[1] as string).split('\n')[0]?.replace(/\s+#.*$/u, '').trim())

const NEEDED = ['FIRESTORE_EMULATOR_HOST', 'PUBSUB_EMULATOR_HOST', 'CLOUD_TASKS_EMULATOR_HOST', 'OIDC_CERTS_URL', 'PUBSUB_TOPIC', 'GOOGLE_CLOUD_PROJECT', 'HONEYPOT_STORE', 'FINAL_REPORT_URL', 'SERVICE_ACCOUNT_EMAIL', 'METADATA_SERVER_DETECTION']
/** The host of a value that names one with a port (`host:port` or a URL), else undefined. */
const hostOf = (value: string): string | undefined => {
  const m = /^(?:[a-z]+:\/\/)?(\[[^\]]*\]|[^/:\s]+):\d+(?:\/|$)/u.exec(value)
  return m?.[1]
}
const portOf = (hostPort: string): number => Number(hostPort.slice(hostPort.lastIndexOf(':') + 1))
/** `ps` lines of processes whose command line names one of these ports (a Java emulator or the shell guarding it). */
const processesOn = (ports: ReadonlyArray<number>): string[] =>
  execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => ports.some((p) => new RegExp(`--port=${p}(?!\\d)`, 'u').test(line)))
const refuses = (hostPort: string): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(portOf(hostPort), '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(true))
  })
const groupGone = (pid: number): boolean => {
  try {
    process.kill(-pid, 0)
    return false
  } catch {
    return true
  }
}

t.test('when a developer runs `npm run emulators` and loads what it prints into another shell', async (t) => {
  const port = await freePort()
  t.equal(run, 'npm run --silent emulators > emulators.env', 'the README runs it with its lines sent to a file')
  t.equal(load, '. ./emulators.env', 'and loads the file in the second terminal')
  // The README's lines, the file in a directory of the test's own.
  const file = join(tempDir('honeypot-emulators-'), 'emulators.env')
  const emulators = startInBackground('sh', ['-c', `exec ${run.replace('emulators.env', `'${file}'`)}`], { PORT: String(port) })
  t.teardown(() => emulators.stop())
  await emulators.waitFor(/emulators: ready in/u, 180_000)
  const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l !== '')
  t.ok(lines.length > 0 && lines.every((l) => /^export [A-Z_]+='[^']*'$/u.test(l)), 'its output is export lines and nothing else')
  // What a second shell has after `. ./emulators.env`: each name as that shell sees it.
  const names = lines.map((l) => /^export ([A-Z_]+)=/u.exec(l)?.[1] ?? '')
  const shell = spawnSync('sh', ['-c', `${load.replace('./emulators.env', `'${file}'`)} && env`], { env: { PATH: process.env['PATH'] ?? '' }, encoding: 'utf8' })
  const seen = new Map(shell.stdout.split('\n').map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)] as const))
  const env = Object.fromEntries(names.map((n) => [n, seen.get(n) ?? '']))
  for (const name of NEEDED) t.ok(env[name], `${name} is exported`)
  for (const [name, value] of Object.entries(env)) {
    const host = hostOf(value)
    if (host !== undefined) t.equal(host, '127.0.0.1', `${name} stays on loopback`)
  }
  t.equal(env['FINAL_REPORT_URL'], `http://127.0.0.1:${port}/tasks/final-report`, "the queue's tasks go to the service on PORT")

  // The topic must exist already: a subscription on a missing one is refused.
  const pubsub = new PubSub({ projectId: env['GOOGLE_CLOUD_PROJECT'] ?? '', apiEndpoint: env['PUBSUB_EMULATOR_HOST'] ?? '', emulatorMode: true })
  const [subscription] = await pubsub.topic(env['PUBSUB_TOPIC'] ?? '').createSubscription('emulators-test')
  const published: Message[] = []
  subscription.on('message', (m: Message) => (published.push(m), m.ack()))
  t.teardown(async () => (await subscription.close(), await pubsub.close()))
  t.pass('the event stream topic was created')

  const collector = await startCollector()
  t.teardown(collector.close)
  // K_SERVICE makes /tasks/final-report check the task's token as hosted, against the printed issuer.
  const service = await startServiceProcess({ ...env, K_SERVICE: 'honeypot-local', CALLBACK_URL: collector.url, FINAL_REPORT_DELAY_SECONDS: '1' }, { port })
  t.teardown(() => service.stop())
  const turn = await service.post({
    sessionId: 'emulators-1',
    message: { sender: 'scammer', text: 'Your SBI account is blocked. Pay Rs 499 to kyc.help@okaxis', timestamp: Date.now() },
    conversationHistory: [],
    metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
  })
  t.equal(turn.status, 200, 'a turn is answered')
  await collector.waitFor(() => collector.forSession('emulators-1').length >= 2, 60_000)
  t.pass('its callback, then its final report, reached the collector')
  const taskCalls = () => service.logs.filter((l) => l['message'] === 'request' && l['path'] === '/tasks/final-report').map((l) => l['status'])
  for (let i = 0; i < 100 && taskCalls().length === 0; i++) await new Promise((r) => setTimeout(r, 100))
  t.same(taskCalls(), [200], 'the final report came through the Cloud Tasks stand-in, its OIDC token accepted at the first try')
  // The attempt is recorded right after the collector answered: give the record a moment.
  let view = await service.get('/sessions/emulators-1')
  for (let i = 0; i < 100 && view.body.session.callbacks.delivered < 2; i++, await new Promise((r) => setTimeout(r, 100))) {
    view = await service.get('/sessions/emulators-1')
  }
  t.equal(view.body.session.callbacks.delivered, 2, 'the log in Firestore records both deliveries')
  t.ok(view.body.session.finalReportDelivered, 'and the final report as delivered')
  for (let i = 0; i < 300 && !published.some((m) => m.attributes['sessionId'] === 'emulators-1'); i++) await new Promise((r) => setTimeout(r, 100))
  t.ok(published.some((m) => m.attributes['sessionId'] === 'emulators-1'), "and the turn's events were published on the topic")

  await service.stop()
  await subscription.close()
  const javaPorts = [portOf(env['FIRESTORE_EMULATOR_HOST'] ?? ''), portOf(env['PUBSUB_EMULATOR_HOST'] ?? '')]
  t.ok(javaPorts.every((p) => processesOn([p]).some((l) => /\bjava\b/u.test(l))), 'while it runs, ps shows each emulator as a Java process')
  const pid = emulators.child.pid ?? 0
  await emulators.stop('SIGINT')
  t.match(emulators.output(), /^emulators: stopped$/mu, 'Ctrl-C stops `npm run emulators` after it stopped every stand-in')
  t.ok(groupGone(pid), 'no process of its group is left')
  t.same(processesOn(javaPorts), [], 'no Java emulator outlives it (ps)')
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'PUBSUB_EMULATOR_HOST', 'CLOUD_TASKS_EMULATOR_HOST']) {
    t.ok(await refuses(env[name] ?? ''), `nothing listens on ${name} any more`)
  }
  t.ok(await refuses(new URL(env['OIDC_CERTS_URL'] ?? '').host), 'nor on the issuer')
})
