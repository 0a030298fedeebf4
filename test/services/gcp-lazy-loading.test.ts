import '../helpers/loopback-env.js'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { aTurn } from '../helpers/a-turn.js'
import { freePort } from '../helpers/java-emulator.js'
import { startServiceProcess } from '../helpers/service-process.js'
import { tempDir } from '../helpers/temp-dir.js'

const dir = tempDir('hp-lazy-')
// A module-resolution hook in the service process: it notes every Google or gRPC package the
// process resolves, through import or require, and writes the list when the process exits.
const probe = join(dir, 'probe.mjs')
writeFileSync(
  probe,
  `import { registerHooks } from 'node:module'
import { writeFileSync } from 'node:fs'
const loaded = new Set()
const watched = /node_modules\\/((@google-cloud|@grpc)\\/[^/]+|google-auth-library|google-gax)\\//
registerHooks({ resolve: (specifier, context, next) => { const r = next(specifier, context); const m = watched.exec(r.url); if (m) loaded.add(m[1]); return r } })
process.on('exit', () => writeFileSync(process.env.PROBE_OUT, JSON.stringify([...loaded].sort())))
`,
)

const run = async (name: string, env: Record<string, string>) => {
  const out = join(dir, `${name}.json`)
  const started = performance.now()
  const service = await startServiceProcess({ HONEYPOT_DATA_DIR: join(dir, name), CALLBACK_URL: `http://127.0.0.1:${await freePort()}/cb`, PROBE_OUT: out, ...env }, { nodeArgs: ['--import', probe] })
  const readyMs = Math.round(performance.now() - started)
  const turn = await service.post(aTurn(`lazy-${name}`, 'Your electricity will be cut tonight, call 9876543210'))
  await service.stop()
  return { readyMs, turnStatus: turn.status, loaded: JSON.parse(readFileSync(out, 'utf8')) as string[] }
}

t.test('when the service starts with the embedded default', async (t) => {
  const r = await run('embedded', {})
  t.equal(r.turnStatus, 200, 'it serves a turn')
  t.same(r.loaded, [], 'no Google client library or gRPC module is loaded')
  t.comment(`embedded start-up to a healthy /healthz: ${r.readyMs} ms`)
})

t.test('when only Cloud Tasks and OIDC are configured', async (t) => {
  const r = await run('tasks-only', {
    K_SERVICE: 'honeypot',
    GOOGLE_CLOUD_PROJECT: 'honeypot-lazy',
    FINAL_REPORT_URL: 'http://127.0.0.1:9/tasks/final-report',
    SERVICE_ACCOUNT_EMAIL: 'tasks@honeypot-lazy.iam.gserviceaccount.com',
    CLOUD_TASKS_EMULATOR_HOST: `127.0.0.1:${await freePort()}`,
  })
  t.ok(r.loaded.includes('@google-cloud/tasks') && r.loaded.includes('google-auth-library'), 'the Tasks client and the OIDC verifier are loaded')
  t.notOk(r.loaded.includes('@google-cloud/firestore') || r.loaded.includes('@google-cloud/pubsub'), 'Firestore and Pub/Sub are not')
  t.comment(`start-up with Cloud Tasks and OIDC: ${r.readyMs} ms`)
})
