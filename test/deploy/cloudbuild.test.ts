import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import { parse } from 'yaml'
import { decodeConfig, DEFAULT_CALLBACK_URL } from '../../lib/config.js'

// Parsed, never run: no gcloud, no network.
const root = join(import.meta.dirname, '..', '..')
const text = readFileSync(join(root, 'cloudbuild.yaml'), 'utf8')
const build: any = parse(text)
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const builtIn: Readonly<Record<string, string>> = { PROJECT_ID: 'acme-fraud', PROJECT_NUMBER: '123456789012', BUILD_ID: 'b-1', LOCATION: 'asia-south1' }
const subs: Record<string, string> = build.substitutions

// A single $ is a substitution; $$ is a literal $ for the shell.
const REFERENCE = /(?<!\$)\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/gu
const referenced = (s: string): string[] => [...s.replaceAll('$$', '').matchAll(REFERENCE)].map((m) => (m[1] ?? m[2]) as string)
/** A value as Cloud Build would run it (dynamic substitutions on), with made-up built-ins. */
const resolve = (s: string): string =>
  s.replaceAll('$$', '\u0000').replace(REFERENCE, (_m, a: string | undefined, b: string | undefined) => {
    const name = (a ?? b) as string
    return resolve(builtIn[name] ?? subs[name] ?? `<undefined ${name}>`)
  }).replaceAll('\u0000', '$')

const step = (id: string): any => build.steps.find((s: any) => s.id === id)
const script = (id: string): string => (step(id).args as string[]).join(' ')

t.test('the substitutions', async (t) => {
  t.equal(subs['_REGION'], 'asia-south1', 'everything lives in asia-south1')
  t.equal(subs['_QUEUE'], 'callback-queue', 'the queue is the one the spec names')
  t.equal(subs['_CALLBACK_URL'], DEFAULT_CALLBACK_URL, "the callback goes to the partner's collector")
  for (const name of ['_SERVICE', '_REPOSITORY', '_SERVICE_ACCOUNT', '_API_KEY_SECRET', '_PUBSUB_TOPIC', '_SERVICE_URL', '_IMAGE']) {
    t.ok(subs[name], `${name} has a default`)
  }
  const used = new Set(referenced(text))
  for (const name of used) t.ok(name in builtIn || name in subs, `$${name} is defined`)
  for (const name of Object.keys(subs)) t.ok(used.has(name), `${name} is used (Cloud Build refuses unused ones)`)
  t.equal(build.options.dynamicSubstitutions, true, 'substitutions may be built from others')
  t.equal(resolve('${_IMAGE}'), 'asia-south1-docker.pkg.dev/acme-fraud/honeypot/scam-honeypot:b-1', 'the image goes to Artifact Registry in the region')
  t.equal(resolve('${_SERVICE_URL}'), 'https://scam-honeypot-123456789012.asia-south1.run.app', "the service URL is Cloud Run's deterministic one")
})

t.test('the checks before anything ships', async (t) => {
  t.same(build.steps.map((s: any) => s.id), ['toolchain', 'install', 'lint', 'typecheck', 'test', 'image', 'push', 'queue', 'topic', 'deploy', 'smoke'], 'the steps, in order')
  t.same(step('install').args, ['ci', '--no-audit', '--no-fund'], 'installs from the lockfile')
  t.same([step('lint').args, step('typecheck').args], [['run', 'lint'], ['run', 'typecheck']], 'lints and type-checks')
  t.ok(packageJson.scripts.lint && packageJson.scripts.typecheck, 'with scripts package.json has')
  const nodeImage = resolve(step('install').name)
  t.equal(nodeImage, `node:${packageJson.devDependencies.node}-bookworm-slim`, 'on the Node release the project runs in development')
  const test = step('test')
  t.match(resolve(test.name), /^gcr\.io\/google\.com\/cloudsdktool\/google-cloud-cli:\d+\.\d+\.\d+$/u, 'tests run in a pinned Google Cloud CLI image (Java and the emulators)')
  t.match(script('test'), /export PATH=\/workspace\/\.toolchain\/bin:\$\$PATH[\s\S]*npm test/u, "with the Node image's npm lent through /workspace")
  t.match(script('toolchain'), /cp -a \/usr\/local\/bin\/node \/usr\/local\/bin\/npm \/usr\/local\/bin\/npx/u, 'which the toolchain step copies there')
  for (const jar of ['cloud-firestore-emulator/cloud-firestore-emulator.jar', 'pubsub-emulator/lib/cloud-pubsub-emulator-']) {
    t.ok(script('test').includes(`/usr/lib/google-cloud-sdk/platform/${jar}`), `the emulator the helpers expect is checked first (${jar})`)
  }
  t.same(test.waitFor.sort(), ['lint', 'toolchain', 'typecheck'], 'after the cheap checks pass')
  t.same([step('image').waitFor, step('queue').waitFor, step('topic').waitFor], [['test'], ['test'], ['test']], 'nothing is built or changed before the tests pass')
})

t.test('the image', async (t) => {
  const args: string[] = step('image').args.map(resolve)
  t.same(args, ['build', '--build-arg', 'NODE_IMAGE=node:24.21.0-bookworm-slim', '--tag', resolve('${_IMAGE}'), '.'], 'is built from the Dockerfile on the same Node')
  t.ok(readFileSync(join(root, 'Dockerfile'), 'utf8').includes(`ARG NODE_IMAGE=${resolve('${_NODE_IMAGE}')}`), "which is also the Dockerfile's own default")
  t.same(step('push').args.map(resolve), ['push', resolve('${_IMAGE}')], 'and pushed before the deploy')
})

t.test('the queue', async (t) => {
  const s = resolve(script('queue'))
  t.match(s, /gcloud tasks queues describe callback-queue --location=asia-south1[\s\S]*gcloud tasks queues update callback-queue --location=asia-south1[\s\S]*gcloud tasks queues create callback-queue --location=asia-south1/u, 'is updated when it exists and created otherwise')
  const flag = (name: string) => /(\d+)/u.exec(new RegExp(`--${name}=(\\S+)`, 'u').exec(s)?.[1] ?? '')?.[1]
  t.equal(flag('min-backoff'), '2', 'the first retry comes after 2 s')
  const doublings = Number(flag('max-doublings'))
  t.equal(Number(flag('max-backoff')), 2 * 2 ** doublings, 'and each later one after twice as long, 2^attempt s, up to the last doubling')
  t.ok(Number(flag('max-attempts')) >= 5, 'a few attempts before it gives up')
})

t.test('the deploy', async (t) => {
  const deploy = step('deploy')
  t.equal(deploy.entrypoint, 'gcloud')
  const args: string[] = deploy.args.map(resolve)
  t.same(args.slice(0, 3), ['run', 'deploy', 'scam-honeypot'], 'deploys the service to Cloud Run')
  const value = (flag: string) => args.find((a) => a.startsWith(`--${flag}=`))?.slice(flag.length + 3)
  t.equal(value('region'), 'asia-south1', 'in asia-south1')
  t.equal(value('image'), resolve('${_IMAGE}'), 'the image just pushed')
  t.equal(value('service-account'), 'honeypot-runtime@acme-fraud.iam.gserviceaccount.com', 'as the runtime service account')
  t.equal(value('set-secrets'), 'HONEYPOT_API_KEY=honeypot-api-key:latest', 'with the API key from Secret Manager')
  t.ok(Number(value('min-instances')) >= 1, 'with an instance always warm against cold starts')
  t.ok(args.includes('--allow-unauthenticated'), 'reachable by the partner, who authenticates with its key')
  const env = Object.fromEntries((value('set-env-vars') ?? '').split(',').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]))
  t.notOk('HONEYPOT_API_KEY' in env, 'the key is never a plain environment variable')
  t.match(env, { HONEYPOT_STORE: 'firestore', GOOGLE_CLOUD_PROJECT: 'acme-fraud', PUBSUB_TOPIC: 'honeypot-session-events', FINAL_REPORT_URL: 'https://scam-honeypot-123456789012.asia-south1.run.app/tasks/final-report' }, 'on Firestore, Cloud Tasks and Pub/Sub')
  // Cloud Run adds K_SERVICE and the secret; the service must accept what the deploy gives it.
  const config = decodeConfig({ ...env, K_SERVICE: 'scam-honeypot', HONEYPOT_API_KEY: 'from-the-secret' })
  t.ok(E.isRight(config), `the service starts with that environment ${E.isLeft(config) ? config.left.join('; ') : ''}`)
  if (E.isRight(config)) {
    t.match(config.right, { store: 'firestore', hosted: true, serviceAccountEmail: value('service-account'), tasks: { queue: 'callback-queue', location: 'asia-south1', targetUrl: env['FINAL_REPORT_URL'] } }, 'and schedules the final report on the queue just made, as that account')
    t.equal(config.right.limits.perKeyPerMinute, 6000, 'with a production rate limit')
  }
  t.match(resolve(script('smoke')), /curl --fail [^\n]*https:\/\/scam-honeypot-123456789012\.asia-south1\.run\.app\/healthz/u, 'and the deployed service must answer its health check')
  t.equal(build.options.logging, 'CLOUD_LOGGING_ONLY', 'logs go to Cloud Logging (required with a user-chosen build account)')
})
