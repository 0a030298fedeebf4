import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t, { type Test } from 'tap'
import { isServiceExited, startServiceProcess } from '../../helpers/service-process.js'
import { tempDir } from '../../helpers/temp-dir.js'
import { tmpfs } from '../../helpers/tmpfs.js'

t.setTimeout(120_000)

// Started on it, the service must refuse in one line that names the setting, the directory and
// the cause, and exit 1: never a stack trace.
const refusesToStart = async (t: Test, dataDir: string, cause: RegExp): Promise<void> => {
  const started = await startServiceProcess({ HONEYPOT_DATA_DIR: dataDir, CALLBACK_URL: 'http://127.0.0.1:9/cb' }).then(
    async (s) => (await s.stop('SIGKILL'), undefined),
    (e: unknown) => e,
  )
  if (!isServiceExited(started)) return void t.fail('the service started on it')
  t.equal(started.exitCode, 1, 'exits 1')
  const lines = started.stderr.trim().split('\n')
  t.equal(lines.length, 1, `says so in one line: ${started.stderr}`)
  t.match(lines[0], /^honeypot: /, 'as the service')
  t.match(lines[0], 'HONEYPOT_DATA_DIR', 'naming the setting')
  t.match(lines[0], dataDir, 'and the directory')
  t.match(lines[0], cause, 'and the cause')
  t.notMatch(started.stderr, /\n\s+at /, 'with no stack trace')
}

t.test('when HONEYPOT_DATA_DIR cannot be created (a file is in the way)', async (t) => {
  const file = join(tempDir('hp-bad-dir-'), 'a-file')
  writeFileSync(file, 'not a directory')
  await refusesToStart(t, join(file, 'data'), /not a directory/)
})

t.test('when HONEYPOT_DATA_DIR is on a read-only file system', async (t) => {
  const fs = tmpfs('1m', { readOnly: true })
  if (fs === undefined) return t.plan(0, 'mounting a tmpfs needs root')
  t.teardown(fs.unmount)
  await refusesToStart(t, fs.dir, /read-only/)
})

t.test('when HONEYPOT_DATA_DIR is on a full disk', async (t) => {
  const fs = tmpfs('64k')
  if (fs === undefined) return t.plan(0, 'mounting a tmpfs needs root')
  t.teardown(fs.unmount)
  fs.fill()
  await refusesToStart(t, fs.dir, /full/)
})
