import { spawnSync } from 'node:child_process'
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { parse } from 'yaml'
import { tempDir } from '../helpers/temp-dir.js'

// monitoring/: the log-based metrics and alert policies the deploy applies. Parsed and checked
// against the log lines the code writes; monitoring/apply.sh runs against a stand-in gcloud.
const root = join(import.meta.dirname, '..', '..')
const dir = join(root, 'monitoring')
const load = (sub: string) => readdirSync(join(dir, sub)).filter((f) => f.endsWith('.yaml')).map((f) => ({ file: f, doc: parse(readFileSync(join(dir, sub, f), 'utf8')) }))
const metrics = load('metrics')
const policies = load('policies')

const sources = (d: string): string[] =>
  readdirSync(join(root, d), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(d, e.name)) : e.name.endsWith('.ts') ? [readFileSync(join(root, d, e.name), 'utf8')] : []))
const code = [...sources('lib'), ...sources('services')].join('\n')

t.test('the log-based metrics', async (t) => {
  const names = metrics.map((m) => m.doc.name as string)
  for (const needed of ['honeypot_callback_failures', 'honeypot_breaker_opens', 'honeypot_server_errors', 'honeypot_store_unavailable', 'honeypot_final_reports_not_delivered', 'honeypot_slow_requests']) {
    t.ok(names.includes(needed), `${needed} is defined`)
  }
  for (const { file, doc } of metrics) {
    t.match(doc.filter, /^resource\.type="cloud_run_revision" AND resource\.labels\.service_name="@SERVICE@"/u, `${file}: counts the service's own logs`)
    t.equal(doc.metricDescriptor.metricKind, 'DELTA', `${file}: a counter`)
    const messages = [...(doc.filter as string).matchAll(/jsonPayload\.message="([^"]+)"/gu)].map((m) => m[1] as string)
    t.ok(messages.length > 0, `${file}: selects log lines by their message`)
    // A message the code never logs would make a metric that stays at zero whatever happens.
    for (const m of messages) {
      const logged = m === 'callback failed' || m === 'callback skipped' ? code.includes('`callback ${result.outcome}`') : code.includes(`'${m}')`)
      t.ok(logged, `${file}: "${m}" is a message the service logs`)
    }
    for (const field of [...(doc.filter as string).matchAll(/jsonPayload\.(\w+)/gu)].map((m) => m[1] as string)) {
      t.ok(field === 'message' || new RegExp(`\\b${field}\\b`, 'u').test(code), `${file}: the field ${field} is one the service logs`)
    }
    for (const label of Object.keys(doc.labelExtractors ?? {})) {
      t.ok((doc.metricDescriptor.labels ?? []).some((l: any) => l.key === label), `${file}: the extracted label ${label} is declared`)
    }
  }
})

t.test('the alert policies', async (t) => {
  const names = new Set(metrics.map((m) => m.doc.name as string))
  t.equal(policies.length, metrics.length, 'one policy per metric')
  for (const { file, doc } of policies) {
    t.match(doc.displayName, /^honeypot: /u, `${file}: found again by its display name`)
    t.same(doc.notificationChannels, [], `${file}: the channels come from the build (_NOTIFICATION_CHANNELS)`)
    for (const c of doc.conditions) {
      const metric = /metric\.type="logging\.googleapis\.com\/user\/(\w+)"/u.exec(c.conditionThreshold.filter)?.[1]
      t.ok(metric !== undefined && names.has(metric), `${file}: alerts on a metric defined here (${metric})`)
      t.equal(c.conditionThreshold.comparison, 'COMPARISON_GT', `${file}: when the count goes over its threshold`)
    }
    t.ok(doc.documentation.content.length > 40, `${file}: tells the on-call engineer what it means`)
  }
  const slow = metrics.find((m) => m.doc.name === 'honeypot_slow_requests')
  t.match(slow?.doc.filter, /jsonPayload\.latencyMs>1000\b/u, 'slow means over 1 s')
})

t.test('monitoring/apply.sh', async (t) => {
  // A stand-in gcloud on the PATH: records each call, knows the metrics and policies created so far.
  const bin = tempDir('honeypot-gcloud-')
  const calls = join(bin, 'calls')
  writeFileSync(join(bin, 'gcloud'), `#!/usr/bin/env bash
echo "$*" >> "${calls}"
for a in "$@"; do case "$a" in --config-from-file=*|--policy-from-file=*) cat "\${a#*=}" >> "${calls}.files";; esac; done
case "$1 $2 $3" in
  "logging metrics describe") grep -q "^logging metrics create $4 " "${calls}" ;;
  "monitoring policies list") d="\${4#--filter=displayName=}"; grep -qxF "$d" "${calls}.policies" 2>/dev/null && echo "projects/p/alertPolicies/1"; true ;;
  "monitoring policies create") f="\${4#--policy-from-file=}"; sed -n "s/^displayName: '\\(.*\\)'$/\\"\\1\\"/p" "$f" >> "${calls}.policies" ;;
  *) true ;;
esac
`)
  chmodSync(join(bin, 'gcloud'), 0o755)
  const run = () => spawnSync('bash', [join(dir, 'apply.sh'), 'scam-honeypot', 'projects/p/notificationChannels/7,projects/p/notificationChannels/8'], { env: { PATH: `${bin}:${process.env['PATH'] ?? ''}` }, encoding: 'utf8' })
  const first = run()
  t.equal(first.status, 0, `the first run succeeds ${first.stderr}`)
  const log = () => readFileSync(calls, 'utf8').split('\n')
  t.equal(log().filter((l) => l.startsWith('logging metrics create ')).length, metrics.length, 'it creates every metric')
  t.equal(log().filter((l) => l.startsWith('monitoring policies create ')).length, policies.length, 'and every policy')
  const rendered = readFileSync(`${calls}.files`, 'utf8')
  t.notOk(rendered.includes('@SERVICE@'), "the service's name is filled in")
  t.ok(rendered.includes('resource.labels.service_name="scam-honeypot"'), 'as the filters name it')
  t.ok(rendered.includes('notificationChannels: [projects/p/notificationChannels/7, projects/p/notificationChannels/8]'), 'the notification channels are attached')
  writeFileSync(calls, log().join('\n'))
  const before = log().length
  const second = run()
  t.equal(second.status, 0, 'a second run succeeds')
  const again = log().slice(before - 1)
  t.equal(again.filter((l) => l.startsWith('logging metrics update ')).length, metrics.length, 'and updates the metrics in place')
  t.equal(again.filter((l) => l.startsWith('monitoring policies update projects/p/alertPolicies/1 ')).length, policies.length, 'and the policies')
  t.notOk(again.some((l) => / create /u.test(l)), 'creating nothing twice')
})
