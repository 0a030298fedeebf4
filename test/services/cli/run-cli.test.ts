import { writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import t from 'tap'
import { SessionEvent } from '../../../events/session-event.js'
import { runCli } from '../../../services/cli/run-cli.js'
import { OLD_LOG_PATH, OLD_SESSION, oldSessionStore } from '../../fixtures/old-session-store.js'
import { tempDir } from '../../helpers/temp-dir.js'
import { tmpfs } from '../../helpers/tmpfs.js'
import { playedLog, SESSION } from '../../lib/audit/played-log.js'

const cli = (argv: ReadonlyArray<string>, env: Record<string, string> = {}) => runCli({ env, readFile: (p) => readFile(p, 'utf8') }, argv)
const oneLine = (stderr: string) => stderr.trim().split('\n').length === 1 && stderr.startsWith('honeypot: ')
const file = (name: string, text: string) => {
  const path = join(tempDir('hp-cli-'), name)
  writeFileSync(path, text)
  return path
}

t.test('when the command line is wrong', async (t) => {
  for (const argv of [['frobnicate'], ['replay'], ['replay', 'a', 'b'], ['export', 'a', '--verify'], ['sessions', 'a'], ['replay', 'a', '--bogus']]) {
    const r = await cli(argv)
    t.equal(r.exitCode, 2, `${argv.join(' ')}: exits 2`)
    t.ok(oneLine(r.stderr), `${argv.join(' ')}: says why in one line`)
  }
  const help = await cli(['--help'])
  t.equal(help.exitCode, 0, 'asking for help is not an error')
  t.match(help.stdout, /honeypot replay <sessionId>/, 'and shows the usage')
})

t.test('when the configuration or the store is unusable', async (t) => {
  const cases: ReadonlyArray<readonly [Record<string, string>, RegExp]> = [
    [{ HONEYPOT_STORE: 'bogus' }, /^honeypot: invalid configuration: HONEYPOT_STORE/],
    [{ HONEYPOT_STORE: 'firestore' }, /^honeypot: invalid configuration: GOOGLE_CLOUD_PROJECT: is required with HONEYPOT_STORE=firestore/],
    [{ HONEYPOT_DATA_DIR: join(tmpdir(), 'hp-cli-never-created') }, /^honeypot: the event store in HONEYPOT_DATA_DIR \(.*hp-cli-never-created\) cannot be opened: no events\.sqlite there/],
  ]
  for (const [env, message] of cases) {
    const r = await cli(['sessions'], env)
    t.equal(r.exitCode, 2, `${JSON.stringify(env)}: exits 2`)
    t.match(r.stderr, message, `${JSON.stringify(env)}: names the problem`)
  }
  const missing = await cli(['replay', SESSION, '--from', join(tmpdir(), 'hp-no-such.jsonl')])
  t.equal(missing.exitCode, 2, 'an unreadable --from file exits 2')
  t.ok(oneLine(missing.stderr), 'with one line')
})

t.test('when the data directory cannot be used', async (t) => {
  const file = join(tempDir('hp-cli-'), 'a-file')
  writeFileSync(file, 'not a directory')
  const cases: Array<readonly [string, string, RegExp]> = [[join(file, 'data'), 'not creatable (a file is in the way)', /no events\.sqlite there/]]
  // A store that exists on a file system since remounted read-only (needs the right to mount).
  const readOnly = tmpfs('1m')
  if (readOnly !== undefined) {
    t.teardown(readOnly.unmount)
    const { sqliteEventLog } = await import('../../../lib/adapters/sqlite-event-log.js')
    await sqliteEventLog(readOnly.dir).close()
    readOnly.remountReadOnly()
    cases.push([readOnly.dir, 'on a read-only file system', /read-only file system/])
  }
  for (const [dir, situation, cause] of cases) {
    const r = await cli(['sessions'], { HONEYPOT_DATA_DIR: dir })
    t.equal(r.exitCode, 2, `${situation}: exits 2, as every command that could not run`)
    t.ok(oneLine(r.stderr), `${situation}: says why in one line`)
    t.match(r.stderr, `HONEYPOT_DATA_DIR (${dir})`, `${situation}: naming the setting and the directory`)
    t.match(r.stderr, cause, `${situation}: and the cause`)
  }
})

t.test('given a store an older version wrote', async (t) => {
  const store = await oldSessionStore()
  await store.log.close()
  const env = { HONEYPOT_DATA_DIR: store.dataDir }

  t.test('replay reads the old shapes from the store', async (t) => {
    const r = await cli(['replay', OLD_SESSION, '--json'], env)
    t.equal(r.exitCode, 0, 'exits 0')
    t.equal(JSON.parse(r.stdout).timeline.turns[2].newEvidence.upiIds[0], 'sbi.kyc.verify@fakebank', 'with the evidence under its turn')
  })

  t.test('replay --verify lists what today\'s rules conclude differently', async (t) => {
    const r = await cli(['replay', OLD_SESSION, '--verify'], env)
    const { verification } = JSON.parse((await cli(['replay', OLD_SESSION, '--verify', '--json'], env)).stdout)
    t.equal(r.exitCode, verification.matches ? 0 : 1, 'exits 1 exactly when something differs')
    t.equal((r.stdout.match(/^ {2}turn \d+ {2}\S+$/gmu) ?? []).length, verification.differences.length, 'prints each difference')
    t.match(r.stdout, /^ {4}recorded: .*\n {4}today: {4}/mu, 'with both values')
  })

  t.test('export writes today\'s shape, which replays the same', async (t) => {
    const exported = await cli(['export', OLD_SESSION], env)
    t.equal(exported.exitCode, 0, 'exits 0')
    const analysed = exported.stdout.trim().split('\n').map((l) => JSON.parse(l)).filter((e) => e.type === 'TurnAnalysed')
    t.ok(analysed.length === 4 && analysed.every((e) => Array.isArray(e.findings) && !('evidence' in e)), 'the analyses are exported upgraded')
    const again = await cli(['replay', OLD_SESSION, '--json', '--from', file('old.jsonl', exported.stdout)])
    const direct = await cli(['replay', OLD_SESSION, '--json', '--from', OLD_LOG_PATH])
    t.same(JSON.parse(again.stdout).report, JSON.parse(direct.stdout).report, 'to the same projection as the original file')
  })

  t.test('sessions lists it', async (t) => {
    const r = await cli(['sessions', '--json'], env)
    t.match(JSON.parse(r.stdout), [{ sessionId: OLD_SESSION, turns: 4, scamType: 'KYC_BANKING' }], 'with its turns and scam type')
  })

  t.test('an unknown session is a one-line error', async (t) => {
    for (const argv of [['replay', 'nobody'], ['export', 'nobody']]) {
      const r = await cli(argv, env)
      t.equal(r.exitCode, 2, `${argv[0]}: exits 2`)
      t.ok(oneLine(r.stderr) && r.stderr.includes('no session "nobody"'), `${argv[0]}: names the session`)
    }
  })
})

t.test('when a recorded reply was altered', async (t) => {
  const lines = playedLog(['Pay Rs 500 to a@fakebank', 'Hurry, the account closes today']).map((e) =>
    SessionEvent.encode(e.type === 'ReplyComposed' && e.turn === 2 ? { ...e, reply: 'something else' } : e),
  )
  const r = await cli(['replay', SESSION, '--verify', '--from', file('altered.jsonl', lines.map((l) => JSON.stringify(l)).join('\n'))])
  t.equal(r.exitCode, 1, 'verify exits 1')
  t.match(r.stdout, /1 difference\.\n {2}turn 2 {2}reply\n {4}recorded: "something else"/u, 'and shows the one difference')
})
