import { writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { SessionEvent } from '../../../events/session-event.js'
import { runCli } from '../../../services/cli/run-cli.js'
import { tempDir } from '../../helpers/temp-dir.js'
import { playedLog, SESSION } from '../../lib/audit/played-log.js'

const cli = (argv: ReadonlyArray<string>) => runCli({ env: {}, readFile: (p) => readFile(p, 'utf8') }, argv)
const exported = (events: ReadonlyArray<SessionEvent>) => {
  const path = join(tempDir('hp-as-'), `${SESSION}.jsonl`)
  writeFileSync(path, events.map((e) => JSON.stringify(SessionEvent.encode(e))).join('\n'))
  return path
}
const log = playedLog(['Your SBI account is blocked, pay Rs 499 to kyc.help@okaxis', 'Share the OTP now'])

t.test("when an export is replayed under another session's id", async (t) => {
  const path = exported(log)
  const r = await cli(['replay', 'demo-2', '--from', path, '--verify'])
  t.equal(r.exitCode, 2, 'it is refused, not replayed into a list of differences')
  t.match(r.stderr, new RegExp(`is the log of session "${SESSION}", not "demo-2": replay it as ${SESSION}, or add --as`, 'u'), 'naming the session the file belongs to, and the way out')
  t.equal(r.stdout, '', 'and prints no replay')

  t.test('and --as says it is meant', async (t) => {
    const r = await cli(['replay', 'demo-2', '--from', path, '--as'])
    t.equal(r.exitCode, 0, 'it is replayed under the id given')
    t.match(r.stdout, /Session demo-2: 2 turns/u, 'as that session')
  })
})

t.test('when an export is replayed under its own id', async (t) => {
  const r = await cli(['replay', SESSION, '--from', exported(log), '--verify'])
  t.equal(r.exitCode, 0, `it is replayed and matches ${r.stderr}`)
})

t.test('when the export recorded no callback', async (t) => {
  const r = await cli(['replay', 'any-id', '--from', exported(log.filter((e) => e.type !== 'CallbackAttempted'))])
  t.equal(r.exitCode, 0, 'its session cannot be told, and it is replayed as asked')
})

t.test('when --as comes without --from', async (t) => {
  const r = await cli(['replay', SESSION, '--as'])
  t.equal(r.exitCode, 2, 'it is a usage error')
  t.match(r.stderr, /--as only goes with --from/u, 'saying so')
})
