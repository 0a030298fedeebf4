import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { aSessionId } from '../../helpers/a-turn.js'
import { playUntilReported } from '../../helpers/play-until-reported.js'
import { startService } from '../../helpers/in-process-service.js'
import { CLI_BIN as BIN, runCli as honeypot } from '../../helpers/run-cli.js'
import { tempDir } from '../../helpers/temp-dir.js'

const texts = [
  'Dear customer, your SBI account will be blocked today. Update your KYC immediately.',
  'Call our officer on 9876543210 and share the OTP you receive.',
  'Or pay the verification fee of Rs 499 to kyc.update@fakebank right now.',
  'Complete it at http://sbi-kyc-update.xyz/verify before 5 pm or the account is frozen.',
]

t.before(() => {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run \`npm run build\` before this test`)
})

t.test('when an evaluation-style conversation has ended and its final report was delivered', async (t) => {
  const svc = await startService({ FINAL_REPORT_DELAY_SECONDS: '1' })
  const id = aSessionId()
  await playUntilReported(svc, id, texts)
  await svc.close()
  const env = { HONEYPOT_DATA_DIR: svc.dataDir }
  const lastReceived = svc.collector.forSession(id).at(-1)?.body

  t.test('replay --verify --json', async (t) => {
    const run = await honeypot(['replay', id, '--verify', '--json'], env)
    t.equal(run.code, 0, 'exits 0: today\'s rules reach what was recorded')
    t.equal(run.stderr, '', 'writes nothing to stderr')
    const doc = JSON.parse(run.stdout)
    t.same(doc.verification.differences, [], 'lists no difference')
    t.equal(doc.timeline.turns.length, texts.length, 'shows every turn')
    t.strictSame(doc.report, lastReceived, 'prints the very payload the collector kept last, field by field')
    t.not(doc.state.finalReportDelivered, null, 'and the projection records the final report as delivered')
  })

  t.test('replay --verify as text', async (t) => {
    const run = await honeypot(['replay', id, '--verify'], env)
    t.equal(run.code, 0, 'exits 0')
    t.match(run.stdout, /Turn 4 /, 'shows the turns')
    t.match(run.stdout, /kyc\.update@fakebank/, 'shows the evidence first seen')
    t.match(run.stdout, /final {6}report fr-/, 'shows the final report delivery')
    t.match(run.stdout, /the replay matches/, 'ends with the verdict')
  })

  t.test('export then replay --from the exported file', async (t) => {
    const exported = await honeypot(['export', id], env)
    t.equal(exported.code, 0, 'export exits 0')
    const lines = exported.stdout.trim().split('\n')
    t.ok(lines.every((l) => typeof JSON.parse(l).type === 'string'), 'every line is one event')
    const file = join(tempDir('hp-export-'), `${id}.jsonl`)
    writeFileSync(file, exported.stdout)
    const run = await honeypot(['replay', id, '--from', file, '--verify', '--json'], {})
    t.equal(run.code, 0, 'the exported log verifies without the store')
    t.strictSame(JSON.parse(run.stdout).report, lastReceived, 'and gives the same projection')
  })

  t.test('sessions', async (t) => {
    const run = await honeypot(['sessions'], env)
    t.equal(run.code, 0, 'exits 0')
    t.match(run.stdout, new RegExp(`\\s4\\s+\\S+\\s+${id}`), 'lists the session with its turn count and scam type')
  })

  t.test('when the session is not in the store', async (t) => {
    const run = await honeypot(['replay', 'no-such-session'], env)
    t.equal(run.code, 2, 'exits 2')
    t.match(run.stderr, /^honeypot: no session "no-such-session" in this store/, 'says so in one line')
    t.equal(run.stderr.trim().split('\n').length, 1, 'and nothing else: no stack trace')
  })
})

t.test('when the store cannot be read', async (t) => {
  const dir = tempDir('hp-broken-')
  writeFileSync(join(dir, 'events.sqlite'), 'this is not a database')
  const run = await honeypot(['replay', 'any'], { HONEYPOT_DATA_DIR: dir })
  t.equal(run.code, 2, 'exits 2')
  t.match(run.stderr, /^honeypot: the event store in HONEYPOT_DATA_DIR \(.*\) cannot be opened: /, 'names the setting and the store it could not open')
  t.notMatch(run.stderr, /\n\s+at /, 'prints no stack trace')
})
