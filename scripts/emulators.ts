// `npm run emulators`: the hosted configuration's stand-ins on loopback (Firestore and Pub/Sub
// emulators, the Cloud Tasks server, the OIDC issuer), started by test/helpers/local-emulators.ts,
// the module every emulator test starts them with, the topic created. Prints the variables to
// export on stdout, one `export` line each (progress goes to stderr), and keeps running until
// Ctrl-C or SIGTERM, which stop them all. Paste the lines into another shell, then `npm start`.
import { startLocalEmulators } from '../test/helpers/local-emulators.js'

const port = process.env['PORT'] ?? '8080'
if (!/^\d{1,5}$/u.test(port)) {
  process.stderr.write(`emulators: PORT must be the port \`npm start\` will listen on, a number (got ${JSON.stringify(port)})\n`)
  process.exit(2)
}
const started = Date.now()
process.stderr.write('emulators: starting Firestore, Pub/Sub, Cloud Tasks and the OIDC issuer on 127.0.0.1 …\n')
const emulators = await startLocalEmulators({
  projectId: process.env['GOOGLE_CLOUD_PROJECT'] ?? 'honeypot-local',
  // The queue's tasks go to the service this machine will run (`npm start` listens on PORT).
  servicePort: Number(port),
})
const quote = (v: string) => `'${v.replaceAll("'", "'\\''")}'`
process.stdout.write(`${Object.entries(emulators.env).map(([k, v]) => `export ${k}=${quote(v)}`).join('\n')}\n`)
process.stderr.write(
  `emulators: ready in ${((Date.now() - started) / 1000).toFixed(1)} s; paste the export lines into another shell (or load the file they went to, e.g. \`. ./emulators.env\`), then \`npm start\`. Ctrl-C stops them all.\n`,
)

let stopping = false
const stop = () => {
  if (stopping) return
  stopping = true
  void emulators.stop().then(() => {
    process.stderr.write('emulators: stopped\n')
    process.exit(0)
  })
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
