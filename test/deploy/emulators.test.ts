import '../helpers/loopback-env.js'
import t from 'tap'
import { startCollector } from '../helpers/collector.js'
import { freePort } from '../helpers/java-emulator.js'
import { startInBackground } from '../helpers/node-script.js'
import { startServiceProcess } from '../helpers/service-process.js'

// `npm run emulators` as the README runs it: the stand-ins start, the topic exists, the printed
// exports are all a `npm start` needs to run the hosted configuration on loopback.
t.setTimeout(240_000)

t.test('when a developer runs the emulators and starts the service with what they print', async (t) => {
  const port = await freePort()
  const emulators = startInBackground('npm', ['run', '--silent', 'emulators'], { PORT: String(port) })
  t.teardown(emulators.stop)
  const printed = await emulators.waitFor(/emulators: ready in/u, 180_000)
  const exported = Object.fromEntries([...printed.matchAll(/^export ([A-Z_]+)='([^']*)'$/gmu)].map((m) => [m[1] as string, m[2] as string]))
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'PUBSUB_EMULATOR_HOST', 'CLOUD_TASKS_EMULATOR_HOST', 'OIDC_CERTS_URL', 'PUBSUB_TOPIC', 'GOOGLE_CLOUD_PROJECT', 'HONEYPOT_STORE', 'FINAL_REPORT_URL', 'METADATA_SERVER_DETECTION']) {
    t.ok(exported[name], `${name} is printed as an export line`)
  }
  for (const value of Object.values(exported)) t.notMatch(value, /^(?:https?:\/\/)?(?!127\.0\.0\.1\b)[\d.]+:\d+/u, `${value} stays on loopback`)
  t.equal(exported['FINAL_REPORT_URL'], `http://127.0.0.1:${port}/tasks/final-report`, "the queue's tasks go to the service on PORT")

  const collector = await startCollector()
  const service = await startServiceProcess({ ...exported, CALLBACK_URL: collector.url, FINAL_REPORT_DELAY_SECONDS: '1' }, { port })
  t.teardown(async () => {
    await service.stop()
    await collector.close()
  })
  const turn = await service.post({
    sessionId: 'emulators-1',
    message: { sender: 'scammer', text: 'Your SBI account is blocked. Pay Rs 499 to kyc.help@okaxis', timestamp: Date.now() },
    conversationHistory: [],
    metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
  })
  t.equal(turn.status, 200, 'a turn is answered on Firestore and Pub/Sub')
  await collector.waitFor(() => collector.forSession('emulators-1').length >= 2, 60_000)
  t.pass('its callback, then the final report the Cloud Tasks stand-in dispatched, reached the collector')
  // The attempt is recorded right after the collector answered: give the record a moment.
  let delivered = 0
  for (let i = 0; i < 100 && delivered < 2; i++, await new Promise((r) => setTimeout(r, 100))) {
    delivered = (await service.get('/sessions/emulators-1')).body.session.callbacks.delivered
  }
  t.equal(delivered, 2, 'and the log in Firestore records both')

  await service.stop()
  await emulators.stop()
  const closed = await fetch(`http://${exported['FIRESTORE_EMULATOR_HOST']}/`).then(() => false, () => true)
  t.ok(closed, 'stopping `npm run emulators` stops the emulators with it')
})
