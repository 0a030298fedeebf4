// `npm run bench`: the service under partner load beside a bare echo server, the cost of a turn
// by its position in a long session, start-up, and (with --firestore) the Firestore emulator.
// Every load is bounded in requests and in time; nothing leaves 127.0.0.1. Options (after `--`):
//   --firestore        also measure the Firestore store against the Java emulator
//   --quick            short phases, a smoke test (RESULTS.md untouched unless --write)
//   --profile          run the service under --cpu-prof and print where its time goes
//   --log-level L      the service's LOG_LEVEL (default warn)
//   --node-args "..."  node flags for the measured service, e.g. heap sizing
//   --entry PATH       measure another compiled entry point (a variant under study)
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { cpus, loadavg, release, tmpdir, totalmem, type } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { verdicts, type BenchReport } from './bench-report.js'
import { measureFirestore } from './measure-firestore.js'
import { measureSessionLength } from './measure-session-length.js'
import { measureStartup } from './measure-startup.js'
import { resultsMarkdown } from './results-markdown.js'
import { runLoad } from './run-load.js'
import { spawnProcess } from './spawn-process.js'
import { startCollector } from './start-collector.js'
import { startService } from './start-service.js'
import { summariseProfile } from './summarise-profile.js'
import { updateResults } from './update-results.js'
import { waitForFirstTurn } from './wait-for-first-turn.js'
import { freePort } from '../test/helpers/java-emulator.js'

const { values: opts } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    firestore: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'log-level': { type: 'string', default: 'warn' },
    write: { type: 'boolean' },
    entry: { type: 'string' },
    'node-args': { type: 'string', default: '' },
  },
})
const plan = opts.quick
  ? { warm: 1, single: 3, concurrent: 4, startups: 1, longSessions: 1, longTurns: 1000 }
  : { warm: 3, single: 10, concurrent: 15, startups: 3, longSessions: 4, longTurns: 1000 }
// Node flags for the measured service (e.g. heap sizing), on top of --cpu-prof when profiling.
const nodeArgs = opts['node-args'].split(' ').filter((a) => a !== '')
// A quick, profiled or variant run is a study, not the measurement: it leaves RESULTS.md alone unless told.
const write = opts.write ?? !(opts.quick || opts.profile || opts.entry !== undefined || nodeArgs.length > 0)

// Compiled to dist/bench/bench/: the repository is three levels up.
const root = join(import.meta.dirname, '..', '..', '..')
const runId = Date.now().toString(36)
const say = (s: string) => process.stderr.write(`bench: ${s}\n`)
const fmt = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : 'n/a')
const loadBefore = loadavg()[0] ?? Number.NaN

const collector = await startCollector()
const scratch = mkdtempSync(join(tmpdir(), 'honeypot-bench-'))
try {
  say(`start-up, ${plan.startups} time(s) each from the process and from npm start`)
  const startup = await measureStartup(root, collector.url, plan.startups)
  say(`  process ${startup.direct.map(fmt).join(', ')} ms; npm start ${startup.npmStart.map(fmt).join(', ')} ms`)

  const load = async (url: string, prefix: string, serverCpuMs: () => number) => {
    await runLoad({ url, runId, phase: `${prefix}-warm`, connections: 32, seconds: plan.warm, maxRequests: 100_000, serverCpuMs })
    const single = await runLoad({ url, runId, phase: `${prefix}-single`, connections: 1, seconds: plan.single, maxRequests: 50_000, serverCpuMs })
    say(`  ${prefix}, 1 client: ${single.rate.toFixed(0)}/s p50 ${fmt(single.latency.p50)} p99 ${fmt(single.latency.p99)} max ${fmt(single.latency.max)} ms, server CPU ${fmt(single.cpuMsPerTurn)} ms/turn`)
    const concurrent = await runLoad({ url, runId, phase: `${prefix}-concurrent`, connections: 32, seconds: plan.concurrent, maxRequests: 300_000, serverCpuMs })
    say(`  ${prefix}, 32 clients: ${concurrent.rate.toFixed(0)}/s p50 ${fmt(concurrent.latency.p50)} p99 ${fmt(concurrent.latency.p99)} max ${fmt(concurrent.latency.max)} ms, server CPU ${fmt(concurrent.cpuMsPerTurn)} ms/turn, ${concurrent.failed + concurrent.errors} failed`)
    return { single, concurrent }
  }

  say('bare echo server')
  const echoPort = await freePort()
  const echoProc = spawnProcess(process.execPath, [join(import.meta.dirname, 'echo-server.js')], { ...process.env, PORT: String(echoPort) }, root)
  const echoUrl = `http://127.0.0.1:${echoPort}`
  let echo
  try {
    await waitForFirstTurn(echoUrl, echoProc)
    echo = await load(echoUrl, 'echo', echoProc.cpuMs)
  } finally {
    await echoProc.stop()
  }

  say(`honeypot service (LOG_LEVEL=${opts['log-level']}${opts.profile ? ', --cpu-prof' : ''})`)
  const profileDir = join(root, 'dist', 'bench', 'profiles', runId)
  if (opts.profile) mkdirSync(profileDir, { recursive: true })
  const service = await startService({
    root,
    callbackUrl: collector.url,
    dataDir: join(scratch, 'load'),
    logLevel: opts['log-level'],
    nodeArgs: [...nodeArgs, ...(opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [])],
    entry: opts.entry,
  })
  let serviceResult
  try {
    const before = collector.received()
    const measured = await load(service.url, 'honeypot', service.proc.cpuMs)
    serviceResult = { ...measured, callbacks: collector.received() - before, peakRssMb: service.proc.peakRssMb() }
  } finally {
    await service.proc.stop()
  }
  say(`  peak RSS ${serviceResult.peakRssMb.toFixed(0)} MB, ${serviceResult.callbacks} callbacks`)
  if (opts.profile) {
    for (const file of readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'))) {
      const p = summariseProfile(join(profileDir, file), root)
      say(`profile ${join(profileDir, file)}: ${p.totalMs.toFixed(0)} ms sampled`)
      for (const l of p.byArea) say(`  ${(l.share * 100).toFixed(1).padStart(5)}%  ${l.ms.toFixed(0).padStart(7)} ms  ${l.name}`)
      say('  -- by function --')
      for (const l of p.byFunction) say(`  ${(l.share * 100).toFixed(1).padStart(5)}%  ${l.ms.toFixed(0).padStart(7)} ms  ${l.name}`)
    }
  }

  say(`session length: ${plan.longSessions} sessions x ${plan.longTurns} turns`)
  const longService = await startService({ root, callbackUrl: collector.url, dataDir: join(scratch, 'long'), logLevel: opts['log-level'], entry: opts.entry, nodeArgs })
  let sessionLength
  try {
    const measured = await measureSessionLength(longService.url, runId, plan.longSessions, plan.longTurns)
    sessionLength = { ...measured, peakRssMb: longService.proc.peakRssMb() }
  } finally {
    await longService.proc.stop()
  }
  say(`  ${sessionLength.positions.map((p) => `turn ${p.position}: ${fmt(p.p50)} ms`).join(', ')}; ratio ${fmt(sessionLength.ratio)} (${fmt(sessionLength.ratioToFullWindow)} to turn 10)`)

  let firestore: BenchReport['firestore'] = { ran: false, note: 'skipped: run `npm run bench -- --firestore` for this phase' }
  if (opts.firestore) {
    say('Firestore emulator')
    firestore = await measureFirestore(root, runId, collector.url, {
      warmSeconds: plan.warm,
      singleSeconds: Math.min(plan.single, 5),
      concurrentSeconds: Math.min(plan.concurrent, 10),
    })
    say(`  ${firestore.ran ? `32 clients: ${firestore.concurrent.rate.toFixed(0)}/s p99 ${fmt(firestore.concurrent.latency.p99)} ms` : firestore.note}`)
  }

  const report: BenchReport = {
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      memoryGb: totalmem() / 1e9,
      os: `${type()} ${release()}`,
      node: process.version,
      loadBefore,
      loadAfter: loadavg()[0] ?? Number.NaN,
    },
    logLevel: opts['log-level'],
    startup,
    echo,
    service: serviceResult,
    sessionLength,
    firestore,
  }
  const markdown = resultsMarkdown(report)
  process.stdout.write(`${markdown}\n`)
  const verdict = verdicts(report)
  say(`targets met: ${verdict.filter((v) => v.met).length} of ${verdict.length}`)
  if (write) {
    updateResults(join(root, 'bench', 'RESULTS.md'), markdown)
    say('bench/RESULTS.md updated')
  }
} finally {
  await collector.close()
  rmSync(scratch, { recursive: true, force: true })
}
