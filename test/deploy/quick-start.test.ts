import '../helpers/loopback-env.js'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { freePort } from '../helpers/java-emulator.js'
import { ROOT, startInBackground } from '../helpers/node-script.js'
import { tempDir } from '../helpers/temp-dir.js'

// The README's quick start, run as a newcomer would type it. Only the ports (free ones, since
// tests run side by side), the data directory (a temporary one) and the export file's place
// differ from the text; the commands themselves are read from the README.
t.setTimeout(180_000)
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
const section = readme.slice(readme.indexOf('## Quick start'), readme.indexOf('\n## ', readme.indexOf('## Quick start') + 1))
const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/gu)].map((m) => (m[1] as string).split('\n').map((l) => l.replace(/\s+#.*$/u, '').trim()).filter((l) => l !== ''))
const [start = [], exportReplay = []] = blocks

/** The words of a shell line as the service prints it: plain words and single-quoted strings. */
const words = (line: string): string[] => [...line.matchAll(/'((?:[^']|'\\'')*)'|(\S+)/gu)].map((m) => (m[1] !== undefined ? m[1].replaceAll("'\\''", "'") : (m[2] as string)))

t.test('the quick start is the first section, and safe', async (t) => {
  t.equal(readme.indexOf('\n## '), readme.indexOf('\n## Quick start'), 'it is the first section')
  t.same(start, ['npm ci', 'npm run collector &', 'CALLBACK_URL=http://127.0.0.1:9999/callback npm start'], 'install, a local collector, the service reporting to it')
  t.match(section, /Callbacks go to the partner's public collector/u, 'the defaults are stated before anything else')
})

t.test('when a newcomer follows it', async (t) => {
  const [collectorPort, servicePort] = [await freePort(), await freePort()]
  const data = tempDir('honeypot-quick-start-')
  const env = { PORT: String(servicePort), COLLECTOR_PORT: String(collectorPort), HONEYPOT_DATA_DIR: data }
  const local = (line: string) => line.replaceAll('127.0.0.1:9999', `127.0.0.1:${collectorPort}`)

  const collector = startInBackground('sh', ['-c', local(start[1] ?? '').replace(/\s*&$/u, '')], env)
  t.teardown(collector.stop)
  await collector.waitFor(/collector: listening/u)
  const service = startInBackground('sh', ['-c', local(start[2] ?? '')], env)
  t.teardown(service.stop)
  const printed = await service.waitFor(/^curl .*$/mu, 60_000)

  t.match(printed, new RegExp(`honeypot: callbacks go to http://127\\.0\\.0\\.1:${collectorPort}/callback`, 'u'), 'npm start says where callbacks go')
  const key = /this run's key is (\S+)/u.exec(printed)?.[1] ?? ''
  t.ok(key.length >= 20, 'and the key it chose')
  const curl = words(/^curl .*$/mu.exec(printed)?.[0] ?? '')
  t.equal(curl[0], 'curl', 'and prints a curl line')
  t.ok(curl.includes(`x-api-key: ${key}`), 'which carries that key')

  // The pasted line, as curl runs it: -s, the URL, -H headers, -d the body (so a POST).
  const url = curl.find((w) => w.startsWith('http://')) ?? ''
  const headers = Object.fromEntries(curl.flatMap((w, i) => (curl[i - 1] === '-H' ? [[w.slice(0, w.indexOf(':')), w.slice(w.indexOf(':') + 1).trim()]] : [])))
  const body = curl[curl.indexOf('-d') + 1] ?? ''
  t.equal(url, `http://127.0.0.1:${servicePort}/honeypot`, 'aimed at the service')
  const res = await fetch(url, { method: 'POST', headers, body })
  const answer = (await res.json()) as any
  t.equal(res.status, 200, 'the turn is answered, not refused')
  t.match(answer, { status: 'success', sessionId: 'try-1', scamDetected: true }, 'with the analysis')
  await collector.waitFor(/collector: callback try-1 KYC_BANKING scamDetected=true/u)
  t.pass('and the local collector prints the callback')
  t.notOk(collector.output().includes(key), 'without ever printing the key')

  t.test('and then exports the session and replays the export', async (t) => {
    t.same(exportReplay, ['npm run --silent honeypot -- export try-1 > try-1.jsonl', 'npm run --silent replay -- try-1 --from try-1.jsonl'], 'the two commands the README gives')
    const file = join(tempDir('honeypot-export-'), 'try-1.jsonl')
    const run = (line: string) => spawnSync('sh', ['-c', line.replaceAll('try-1.jsonl', file)], { cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', HONEYPOT_DATA_DIR: data }, encoding: 'utf8' })
    const exported = run(exportReplay[0] ?? '')
    t.equal(exported.status, 0, `the export succeeds ${exported.stderr}`)
    const lines = readFileSync(file, 'utf8').trim().split('\n')
    t.ok(lines.length >= 4 && lines.every((l) => l.startsWith('{"type":')), 'the file holds the events as JSON Lines, and nothing else')
    const replayed = run(exportReplay[1] ?? '')
    t.equal(replayed.status, 0, `the replay succeeds ${replayed.stderr}`)
    t.match(replayed.stdout, /Session try-1: 1 turns/u, 'and shows the session')
  })
})
