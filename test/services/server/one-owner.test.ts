import t from 'tap'
import { aTurn } from '../../helpers/a-turn.js'
import { startCollector } from '../../helpers/collector.js'
import { isServiceExited, startServiceProcess, type ServiceProcess } from '../../helpers/service-process.js'
import { tempDir } from '../../helpers/temp-dir.js'

t.setTimeout(120_000)

const SESSIONS = 20

t.test('when two processes are started together on one data directory after a crash', async (t) => {
  const collector = await startCollector()
  t.teardown(collector.close)
  const dataDir = tempDir('hp-owner-')
  const env = { CALLBACK_URL: collector.url, HONEYPOT_DATA_DIR: dataDir, FINAL_REPORT_DELAY_SECONDS: '4', LOG_LEVEL: 'warn' }

  // A first process takes turns, then dies with every final report still pending (and, had the lock
  // been a file that outlives its process, with a stale lock left behind).
  const first = await startServiceProcess(env)
  t.teardown(() => first.stop('SIGKILL'))
  const sessions = Array.from({ length: SESSIONS }, (_, i) => `owner-${process.pid}-${i}`)
  for (const s of sessions) t.equal((await first.post(aTurn(s, 'Your KYC is blocked, pay Rs 10 to kyc.fix@fakebank'))).status, 200, `${s} is answered`)
  await first.stop('SIGKILL')

  const started = await Promise.allSettled([startServiceProcess(env), startServiceProcess(env)])
  const running = started.flatMap((s): ServiceProcess[] => (s.status === 'fulfilled' ? [s.value] : []))
  for (const r of running) t.teardown(() => r.stop('SIGKILL'))
  const refused = started.flatMap((s) => (s.status === 'rejected' ? [s.reason] : []))

  t.equal(running.length, 1, 'one of them owns the directory and serves')
  t.equal(refused.length, 1, 'the other does not start')
  const other = refused[0]
  if (isServiceExited(other)) {
    t.equal(other.exitCode, 1, 'it exits 1')
    t.equal(other.stderr.trim().split('\n').length, 1, `in one line: ${other.stderr.trim()}`)
    t.match(other.stderr, /HONEYPOT_DATA_DIR .* in use by another honeypot process/, 'that says the directory is taken')
  } else t.fail(`it failed otherwise: ${String(other)}`)

  // Each session gets one callback for its turn (sent before the turn was answered) and then its
  // final report: normally from the new owner, or from the first process if the machine was so
  // slow that the report came due before the kill.
  const perSession = () => {
    const counts = new Map<string, number>()
    for (const r of collector.received) counts.set(r.body?.sessionId, (counts.get(r.body?.sessionId) ?? 0) + 1)
    return sessions.map((s) => counts.get(s) ?? 0)
  }
  await collector.waitFor(() => perSession().every((n) => n >= 2), 60_000)
  // Long enough for a second process's re-armed timers to have fired too.
  await new Promise((r) => setTimeout(r, 2000))
  t.same(perSession(), sessions.map(() => 2), 'every session got its final report once, none twice')
})
