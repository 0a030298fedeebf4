// `npm run emulators`: the hosted configuration's stand-ins on loopback (Firestore and Pub/Sub
// emulators, the Cloud Tasks server, the OIDC issuer), started by the same code the emulator tests
// use (test/helpers/local-emulators.ts), with the topic created. Prints the variables to export
// on stdout, one `export` line each (progress goes to stderr), and keeps running until Ctrl-C or
// SIGTERM, which stop them all. Paste the lines into another shell, then `npm start`.
import { startLocalEmulators } from '../test/helpers/local-emulators.js'

const started = Date.now()
process.stderr.write('emulators: starting Firestore, Pub/Sub, Cloud Tasks and the OIDC issuer on 127.0.0.1 …\n')
const emulators = await startLocalEmulators({ projectId: process.env['GOOGLE_CLOUD_PROJECT'] ?? 'honeypot-local' })
const quote = (v: string) => `'${v.replaceAll("'", "'\\''")}'`
// What the service needs besides them: the Firestore store and the queue-scheduled final report
// (to this machine's service; K_SERVICE is not set, so the task endpoint does not check the token).
const port = process.env['PORT'] ?? '8080'
const exports = {
  ...emulators.env,
  HONEYPOT_STORE: 'firestore',
  FINAL_REPORT_URL: `http://127.0.0.1:${port}/tasks/final-report`,
  SERVICE_ACCOUNT_EMAIL: 'final-report@honeypot-local.iam.gserviceaccount.com',
}
process.stdout.write(`${Object.entries(exports).map(([k, v]) => `export ${k}=${quote(v)}`).join('\n')}\n`)
process.stderr.write(
  `emulators: ready in ${((Date.now() - started) / 1000).toFixed(1)} s; export the lines above (or load the file they went to), then \`npm start\`. Ctrl-C stops them all.\n`,
)

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  void emulators.stop().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
