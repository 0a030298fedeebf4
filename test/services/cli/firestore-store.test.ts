import '../../helpers/loopback-env.js'
import { existsSync } from 'node:fs'
import t from 'tap'
import { aSessionId } from '../../helpers/a-turn.js'
import { playUntilReported } from '../../helpers/play-until-reported.js'
import { startLocalEmulators } from '../../helpers/local-emulators.js'
import { startService } from '../../helpers/in-process-service.js'
import { CLI_BIN as BIN, runCli as honeypot } from '../../helpers/run-cli.js'

const PROJECT = 'honeypot-cli-test'


t.before(() => {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run \`npm run build\` before this test`)
})

t.test('when the service runs on Firestore', async (t) => {
  const { firestore, stop } = await startLocalEmulators({ only: ['firestore'], projectId: PROJECT })
  t.teardown(stop)
  const env = { HONEYPOT_STORE: 'firestore', GOOGLE_CLOUD_PROJECT: PROJECT, FIRESTORE_EMULATOR_HOST: firestore.host }
  // The Firestore client of the in-process service reads its emulator from the process environment.
  process.env['FIRESTORE_EMULATOR_HOST'] = firestore.host
  t.teardown(() => delete process.env['FIRESTORE_EMULATOR_HOST'])
  const svc = await startService({ ...env, FINAL_REPORT_DELAY_SECONDS: '1' })
  const id = aSessionId()
  const texts = ['Your KYC has expired, the account will be blocked today.', 'Pay Rs 99 to kyc.fix@fakebank or call 9876543210 now.']
  await playUntilReported(svc, id, texts)
  await svc.close()

  const run = await honeypot(['replay', id, '--verify', '--json'], env)
  t.equal(run.code, 0, 'replay --verify with the service\'s configuration exits 0')
  t.strictSame(JSON.parse(run.stdout).report, svc.collector.forSession(id).at(-1)?.body, 'and prints the payload the collector kept last')
  const sessions = await honeypot(['sessions'], env)
  t.match(sessions.stdout, id, 'sessions lists the session from Firestore')
})

t.test('when Firestore is configured but no credentials can be found', async (t) => {
  const run = await honeypot(['sessions'], { HONEYPOT_STORE: 'firestore', GOOGLE_CLOUD_PROJECT: PROJECT })
  t.equal(run.code, 2, 'exits 2')
  t.match(run.stderr, /^honeypot: .*credentials/u, 'says what is missing')
  t.equal(run.stderr.trim().split('\n').length, 1, 'in one line, with no stack trace')
})
