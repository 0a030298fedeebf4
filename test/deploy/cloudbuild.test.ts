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
/** The `gcloud run deploy` command of a step's script, continuation lines joined, as Cloud Build runs it. */
const deployCommand = (id: string): string => /gcloud run deploy [^\n]*/u.exec(resolve(script(id)).replaceAll('\\\n', ' '))?.[0] ?? ''
/** `--name=value` flags (a bare `--name` is ''), in order. */
const flagsOf = (command: string): Map<string, string> =>
  new Map([...command.matchAll(/\s--([a-z-]+)(?:=(\S*))?/gu)].map((m) => [m[1] as string, m[2] ?? '']))
const probeOf = (value: string | undefined): Record<string, string> =>
  Object.fromEntries((value ?? '').split(',').map((kv) => kv.split('=') as [string, string]))
const envOf = (value: string | undefined): Record<string, string> =>
  Object.fromEntries((value ?? '').split(',').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]))
const DIGEST = /@sha256:[0-9a-f]{64}$/u

t.test('the substitutions', async (t) => {
  t.equal(subs['_REGION'], 'asia-south1', 'everything lives in asia-south1')
  t.equal(subs['_QUEUE'], 'callback-queue', 'the queue is the one the spec names')
  t.equal(subs['_CALLBACK_URL'], DEFAULT_CALLBACK_URL, "the callback goes to the partner's collector")
  for (const name of ['_SERVICE', '_REPOSITORY', '_SERVICE_ACCOUNT', '_API_KEY_SECRET', '_API_KEY_SECRET_VERSION', '_PUBSUB_TOPIC', '_SERVICE_URL', '_IMAGE']) {
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
  t.same(
    build.steps.map((s: any) => s.id),
    ['toolchain', 'install', 'lint', 'typecheck', 'audit', 'test', 'image', 'push', 'queue', 'topic', 'monitoring', 'firestore-indexes', 'collector', 'deploy-smoke', 'smoke', 'deploy', 'check', 'traffic', 'deploy-investigator'],
    'the steps, in order',
  )
  t.same(step('install').args, ['ci', '--no-audit', '--no-fund'], 'installs from the lockfile')
  t.same([step('lint').args, step('typecheck').args], [['run', 'lint'], ['run', 'typecheck']], 'lints and type-checks')
  t.match(step('audit').args, ['audit', '--omit=dev'], 'audits the production dependencies (the registry audit endpoint is reachable from Cloud Build)')
  t.ok(packageJson.scripts.lint && packageJson.scripts.typecheck, 'with scripts package.json has')
  const nodeImage = resolve(step('install').name)
  t.match(nodeImage, new RegExp(`^node:${packageJson.devDependencies.node.replaceAll('.', '\\.')}-bookworm-slim@sha256:`, 'u'), 'on the Node release the project runs in development')
  const test = step('test')
  t.match(resolve(test.name), /^gcr\.io\/google\.com\/cloudsdktool\/google-cloud-cli:\d+\.\d+\.\d+(?:@sha256:[0-9a-f]{64})?$/u, 'tests run in a pinned Google Cloud CLI image (Java and the emulators)')
  t.match(script('test'), /export PATH=\/workspace\/\.toolchain\/bin:\$\$PATH[\s\S]*npm test/u, "with the Node image's npm lent through /workspace")
  t.match(script('toolchain'), /cp -a \/usr\/local\/bin\/node \/usr\/local\/bin\/npm \/usr\/local\/bin\/npx/u, 'which the toolchain step copies there')
  for (const jar of ['cloud-firestore-emulator/cloud-firestore-emulator.jar', 'pubsub-emulator/lib/cloud-pubsub-emulator-']) {
    t.ok(script('test').includes(`/usr/lib/google-cloud-sdk/platform/${jar}`), `the emulator the helpers expect is checked first (${jar})`)
  }
  t.same(test.waitFor.sort(), ['audit', 'lint', 'toolchain', 'typecheck'], 'after the cheap checks pass')
  t.same([step('image').waitFor, step('queue').waitFor, step('topic').waitFor, step('monitoring').waitFor, step('firestore-indexes').waitFor], [['test'], ['test'], ['test'], ['test'], ['test']], 'nothing is built or changed before the tests pass')
})

t.test('the images', async (t) => {
  t.match(resolve('${_NODE_IMAGE}'), DIGEST, 'the Node image is pinned by digest')
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8')
  t.ok(dockerfile.includes(`ARG NODE_IMAGE=${resolve('${_NODE_IMAGE}')}`), "which is also the Dockerfile's own default")
  const args: string[] = step('image').args.map(resolve)
  t.same(args, ['build', '--build-arg', `NODE_IMAGE=${resolve('${_NODE_IMAGE}')}`, '--tag', resolve('${_IMAGE}'), '.'], 'the image is built from the Dockerfile on the same Node')
  const push = resolve(script('push'))
  t.match(push, /docker push \S+:b-1\s[\s\S]*docker inspect --format='\{\{index \.RepoDigests 0\}\}' \S+ \| tee \/workspace\/image-ref/u, 'pushed before the deploy, its digest kept for the steps after')
  t.match(push, /grep -q '@sha256:\[0-9a-f\]\\\{64\\\}\$' \/workspace\/image-ref/u, 'and the build stops if no digest came back')
  t.same(build.images.map(resolve), [resolve('${_IMAGE}')], '`images:` records the image and its digest in the build results')
  for (const id of ['collector', 'deploy-smoke', 'deploy', 'deploy-investigator']) {
    t.match(deployCommand(id), /--image=\$\(cat \/workspace\/image-ref\)/u, `${id} deploys the pushed digest, not a tag`)
  }
  const gcloudOnly = ['queue', 'topic', 'monitoring', 'firestore-indexes', 'collector', 'deploy-smoke', 'deploy', 'check', 'traffic', 'deploy-investigator']
  for (const id of gcloudOnly) {
    t.match(resolve(step(id).name), /^gcr\.io\/google\.com\/cloudsdktool\/google-cloud-cli:\d+\.\d+\.\d+-slim(?:@sha256:[0-9a-f]{64})?$/u, `${id} only calls gcloud: the slim image of the same release`)
  }
  const tagOf = (image: string) => image.replace(/@sha256:[0-9a-f]{64}$/u, '')
  t.equal(tagOf(resolve('${_GCLOUD_IMAGE}')), `${tagOf(resolve('${_CLOUD_CLI_IMAGE}'))}-slim`, 'the slim image is the release the tests ran with')
  const usesFull = build.steps.filter((s: any) => s.name === '${_CLOUD_CLI_IMAGE}').map((s: any) => s.id)
  t.same(usesFull, ['test'], 'the full image (Java, emulators) only where the emulators run')
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
  const flags = flagsOf(deployCommand('deploy'))
  t.match(deployCommand('deploy'), /^gcloud run deploy scam-honeypot /u, 'deploys the service to Cloud Run')
  t.equal(flags.get('region'), 'asia-south1', 'in asia-south1')
  t.equal(flags.get('service-account'), 'honeypot-runtime@acme-fraud.iam.gserviceaccount.com', 'as the runtime service account')
  t.equal(flags.get('set-secrets'), `HONEYPOT_API_KEY=honeypot-api-key:${resolve('${_API_KEY_SECRET_VERSION}')}`, 'with the API key from Secret Manager')
  t.match(resolve('${_API_KEY_SECRET_VERSION}'), /^[1-9]\d*$/u, 'at a pinned version, not `latest`: a new key arrives with a deploy, not with a cold start')
  // An untagged builder was `latest` all along; written out, Renovate pins its digest (test/deploy/image-pins.test.ts).
  const atLatest = Object.entries(subs).filter(([, v]) => v.includes(':latest')).map(([k]) => k)
  t.same(atLatest, ['_DOCKER_IMAGE'], 'no secret or image is taken at `latest` but the Docker builder, which says so')
  t.ok(Number(flags.get('min-instances')) >= 1, 'with an instance always warm against cold starts')
  t.ok(flags.has('allow-unauthenticated'), 'reachable by the partner, who authenticates with its key')
  const env = envOf(flags.get('set-env-vars'))
  t.notOk('HONEYPOT_API_KEY' in env, 'the key is never a plain environment variable')
  t.match(env, { HONEYPOT_STORE: 'firestore', GOOGLE_CLOUD_PROJECT: 'acme-fraud', PUBSUB_TOPIC: 'honeypot-session-events', CALLBACK_URL: DEFAULT_CALLBACK_URL, FINAL_REPORT_URL: 'https://scam-honeypot-123456789012.asia-south1.run.app/tasks/final-report' }, 'on Firestore, Cloud Tasks and Pub/Sub, reporting to the partner')
  // Cloud Run adds K_SERVICE and the secret; the service must accept what the deploy gives it.
  const config = decodeConfig({ ...env, K_SERVICE: 'scam-honeypot', HONEYPOT_API_KEY: 'from-the-secret' })
  t.ok(E.isRight(config), `the service starts with that environment ${E.isLeft(config) ? config.left.join('; ') : ''}`)
  if (E.isRight(config)) {
    t.match(config.right, { store: 'firestore', hosted: true, serviceAccountEmail: flags.get('service-account'), tasks: { queue: 'callback-queue', location: 'asia-south1', targetUrl: env['FINAL_REPORT_URL'] } }, 'and schedules the final report on the queue just made, as that account')
    t.equal(config.right.limits.perKeyPerMinute, 6000, 'with a production rate limit')
  }
  t.equal(build.options.logging, 'CLOUD_LOGGING_ONLY', 'logs go to Cloud Logging (required with a user-chosen build account)')
})

t.test('the probes', async (t) => {
  for (const id of ['deploy-smoke', 'deploy']) {
    const flags = flagsOf(deployCommand(id))
    for (const probe of ['startup-probe', 'liveness-probe']) {
      const p = probeOf(flags.get(probe))
      t.equal(p['httpGet.path'], '/health', `${id}: the ${probe} asks the health path`)
      t.notOk(p['httpGet.path']?.endsWith('z'), `${id}: which does not end in z (Cloud Run keeps such paths for itself)`)
      t.equal(p['httpGet.port'], flags.get('port'), `${id}: on the container's port`)
      t.ok(Number(p['timeoutSeconds']) <= Number(p['periodSeconds']), `${id}: the ${probe} times out within its period`)
    }
    const startup = probeOf(flags.get('startup-probe'))
    t.ok(Number(startup['periodSeconds']) * Number(startup['failureThreshold']) >= 20, `${id}: start-up may take 20 s or more before the instance is given up`)
    t.ok(Number(startup['periodSeconds']) * Number(startup['failureThreshold']) <= 240, `${id}: and Cloud Run's limit is respected`)
    const liveness = probeOf(flags.get('liveness-probe'))
    t.ok(Number(liveness['periodSeconds']) * Number(liveness['failureThreshold']) >= 60, `${id}: a store hiccup under a minute does not restart the instance`)
  }
})

t.test('the traffic moves only after a smoke test', async (t) => {
  const smokeDeploy = flagsOf(deployCommand('deploy-smoke'))
  const candidate = flagsOf(deployCommand('deploy'))
  t.equal(smokeDeploy.get('tag'), 'smoke', 'the smoke revision is tagged')
  t.match(resolve(script('deploy-smoke')), /traffic=--no-traffic[\s\S]*\|\| traffic=\s[\s\S]*gcloud run deploy scam-honeypot \$traffic /u, 'and takes no traffic (but on the first deploy, when there is none to keep)')
  t.ok(candidate.has('no-traffic') && candidate.get('tag') === 'candidate', 'the production revision is deployed with --no-traffic --tag=candidate')
  const smokeEnv = envOf(smokeDeploy.get('set-env-vars'))
  const candidateEnv = envOf(candidate.get('set-env-vars'))
  t.equal(smokeEnv['CALLBACK_URL'], 'https://scam-honeypot-smoke-collector-123456789012.asia-south1.run.app/callback', "the smoke revision reports to the test collector, never to the partner's")
  t.equal(smokeEnv['FINAL_REPORT_URL'], 'https://smoke---scam-honeypot-123456789012.asia-south1.run.app/tasks/final-report', 'and its final report comes back to its own tagged URL')
  const { CALLBACK_URL: _a, FINAL_REPORT_URL: _b, ...sameEnv } = smokeEnv
  const { CALLBACK_URL: _c, FINAL_REPORT_URL: _d, ...candidateRest } = candidateEnv
  t.same(sameEnv, candidateRest, 'otherwise the smoke revision runs with the environment production gets')
  const differ = (m: Map<string, string>) => new Map([...m].filter(([k]) => !['set-env-vars', 'tag', 'no-traffic'].includes(k)))
  t.same(differ(smokeDeploy), differ(candidate), 'and the same flags: image, secret, probes, resources')
  const collector = flagsOf(deployCommand('collector'))
  t.match(deployCommand('collector'), /^gcloud run deploy scam-honeypot-smoke-collector /u, 'the test collector is a service of its own')
  t.equal(collector.get('args'), 'scripts/collector.mjs', 'running scripts/collector.mjs from the same image')
  t.equal(collector.get('set-secrets'), candidate.get('set-secrets'), 'which holds the key the service sends, to refuse anyone else')
  t.equal(collector.get('max-instances'), '1', 'on one instance, so every callback is found where it was kept')

  const smoke = step('smoke')
  t.same(smoke.waitFor, ['deploy-smoke'], 'the smoke test runs on the smoke revision')
  t.same(smoke.args, ['scripts/smoke-turn.mjs', '--final-report'], 'with a real turn, its callback and the final report (scripts/smoke-turn.mjs)')
  const smokeEnvVars = Object.fromEntries((smoke.env as string[]).map((kv) => kv.split('=') as [string, string]).map(([k, v]) => [k, resolve(v)]))
  t.equal(smokeEnvVars['SMOKE_URL'], 'https://smoke---scam-honeypot-123456789012.asia-south1.run.app', 'against the tagged URL')
  t.equal(`${smokeEnvVars['COLLECTOR_URL']}/callback`, smokeEnv['CALLBACK_URL'], 'reading the collector the revision reports to')
  t.same(smoke.secretEnv, ['HONEYPOT_API_KEY'], 'with the key from Secret Manager, never in the build config')
  const secret = build.availableSecrets.secretManager.find((s: any) => s.env === 'HONEYPOT_API_KEY')
  t.equal(resolve(secret.versionName), `projects/acme-fraud/secrets/honeypot-api-key/versions/${resolve('${_API_KEY_SECRET_VERSION}')}`, 'the same pinned version the revisions get')

  t.same(step('deploy').waitFor, ['smoke'], 'the production revision is deployed once the smoke test passed')
  t.same(step('check').waitFor, ['deploy'], 'checked on its tagged URL')
  t.match(resolve(script('check')), /curl --fail [^\n]*https:\/\/candidate---scam-honeypot-123456789012\.asia-south1\.run\.app\/health\b/u, 'whose health path answers through the front end')
  t.same(step('traffic').waitFor, ['check'], 'and only then')
  const traffic = resolve(script('traffic'))
  t.match(traffic, /gcloud run services update-traffic scam-honeypot --region=asia-south1 --to-tags=candidate=100/u, 'the traffic moves to it')
  t.match(traffic, /--remove-tags=smoke/u, 'the smoke revision loses its URL')
  t.match(traffic, /curl --fail [^\n]*https:\/\/scam-honeypot-123456789012\.asia-south1\.run\.app\/health\b/u, 'and the service answers on its own URL')
  t.notOk(/\/healthz\b/u.test(text), 'no step calls /healthz, which Cloud Run never lets through')
})

t.test('monitoring', async (t) => {
  t.same(step('monitoring').args.map(resolve), ['monitoring/apply.sh', 'scam-honeypot', ''], 'the metrics and alert policies are applied by every deploy')
})

t.test("Firestore's composite indexes", async (t) => {
  const s = resolve(script('firestore-indexes'))
  t.match(s, /export PATH=\/workspace\/\.toolchain\/bin:\$PATH\s+node scripts\/apply-firestore-indexes\.mjs\b/u, "firestore.indexes.json is applied by every deploy (scripts/apply-firestore-indexes.mjs, on the toolchain step's Node)")
  const wait = Number(/--wait-seconds=(\d+)/u.exec(s)?.[1])
  t.ok(wait > 0 && wait < Number.parseInt(build.timeout, 10) / 3, `it waits for them to be built, within a fraction of the build's time (${wait} s)`)
  t.same(step('deploy-investigator').waitFor.sort(), ['firestore-indexes', 'traffic'], "the investigators' service, whose queries need them, is deployed after")
})

t.test("the investigators' service", async (t) => {
  const command = deployCommand('deploy-investigator')
  const flags = flagsOf(command)
  const production = flagsOf(deployCommand('deploy'))
  t.match(command, /^gcloud run deploy scam-honeypot-investigator /u, 'is a service of its own')
  t.equal(flags.get('set-secrets'), `HONEYPOT_API_KEY=honeypot-api-key:1,INVESTIGATOR_API_KEY=honeypot-investigator-key:${resolve('${_INVESTIGATOR_KEY_SECRET_VERSION}')}`, 'holding the investigator key from Secret Manager')
  t.match(resolve('${_INVESTIGATOR_KEY_SECRET_VERSION}'), /^[1-9]\d*$/u, 'at a pinned version')
  t.ok(flags.has('no-allow-unauthenticated') && flags.has('iap') && !flags.has('allow-unauthenticated'), 'behind IAP, closed to anyone it has not admitted')
  t.match(resolve(script('deploy-investigator')).replaceAll('\\\n', ' '), /gcloud run services add-iam-policy-binding scam-honeypot-investigator --region=asia-south1\s+--member=serviceAccount:service-123456789012@gcp-sa-iap\.iam\.gserviceaccount\.com --role=roles\/run\.invoker/u, "which IAP's own agent may invoke")
  t.same(envOf(flags.get('set-env-vars')), envOf(production.get('set-env-vars')), "with production's environment: its store, and Cloud Tasks for the final report")
  for (const f of ['region', 'service-account', 'image', 'startup-probe', 'liveness-probe', 'port']) t.equal(flags.get(f), production.get(f), `and production's ${f}`)
  t.equal(flags.get('min-instances'), '0', 'scaled to zero when no investigator works')
  t.ok(Number.parseInt(flags.get('timeout') ?? '', 10) >= Number.parseInt(production.get('timeout') ?? '', 10), 'with room for a long verification or export')
  const env = envOf(flags.get('set-env-vars'))
  const config = decodeConfig({ ...env, K_SERVICE: 'scam-honeypot-investigator', HONEYPOT_API_KEY: 'from-the-secret', INVESTIGATOR_API_KEY: 'from-the-other-secret' })
  t.ok(E.isRight(config), `the service starts with that environment ${E.isLeft(config) ? config.left.join('; ') : ''}`)
  if (E.isRight(config)) {
    t.equal(config.right.investigatorKeyGenerated, false, 'and answers the investigator key it was given')
    t.ok(config.right.tasks.targetUrl !== undefined, 'it schedules on Cloud Tasks, so it re-arms no final report at start (which would reach the partner twice)')
  }
  t.match(resolve(script('deploy-investigator')), /if \[ -z "honeypot-investigator-key" \]; then[\s\S]*exit 0\s+fi\s+gcloud run deploy/u, 'an empty _INVESTIGATOR_KEY_SECRET deploys none')

  for (const id of ['deploy-smoke', 'deploy', 'collector']) {
    const f = flagsOf(deployCommand(id))
    t.notMatch(`${f.get('set-secrets')} ${f.get('set-env-vars')}`, /INVESTIGATOR_API_KEY/u, `${id}: the partner-facing services leave INVESTIGATOR_API_KEY unset, so their investigator routes answer nobody`)
  }
})
