import { startupMedians, verdicts, type BenchReport } from './bench-report.js'
import type { LoadResult } from './run-load.js'

export const BEGIN = '<!-- bench:begin (written by `npm run bench`; edit outside these markers) -->'
export const END = '<!-- bench:end -->'

const f = (x: number, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a')
const loadRow = (name: string, r: LoadResult) =>
  `| ${name} | ${r.connections} | ${f(r.rate, 0)} | ${f(r.latency.p50)} | ${f(r.latency.p99)} | ${f(r.latency.max)} | ${f(r.cpuMsPerTurn, 3)} | ${r.ok} | ${r.failed + r.errors} | ${r.sessions} |`

/** The measured part of bench/RESULTS.md: the command, the machine, every figure and the targets. */
export const resultsMarkdown = (r: BenchReport): string => {
  const start = startupMedians(r.startup)
  const m = r.machine
  const sl = r.sessionLength
  const fs = r.firestore
  return [
    BEGIN,
    `Command: \`${r.command}\` (${r.date}, service logging at \`LOG_LEVEL=${r.logLevel}\`)`,
    '',
    `Machine: ${m.cores} x ${m.cpu}, ${f(m.memoryGb, 1)} GB RAM, ${m.os}, Node ${m.node}; ` +
      `load average ${f(m.loadBefore)} before, ${f(m.loadAfter)} after (the machine is shared: other load skews the figures).`,
    '',
    '### Against the targets',
    '',
    '| Target | Measured | Met |',
    '|---|---|---|',
    ...verdicts(r).map((v) => `| ${v.target} | ${v.measured} | ${v.met ? 'yes' : '**no**'} |`),
    '',
    '### Load: partner conversations on `POST /honeypot`, embedded store, callback per turn to a loopback collector',
    '',
    'Latencies in ms, exact (every sample kept). CPU = the server process\'s CPU time (user + system) per answered turn, ' +
      'the figure a busy shared machine distorts least. Failed = non-200 answers plus connection errors.',
    '',
    '| Server | Clients | Turns/s | p50 | p99 | max | CPU ms/turn | Turns | Failed | Sessions |',
    '|---|---|---|---|---|---|---|---|---|---|',
    loadRow('honeypot', r.service.single),
    loadRow('honeypot', r.service.concurrent),
    loadRow('bare echo', r.echo.single),
    loadRow('bare echo', r.echo.concurrent),
    '',
    `Honeypot / bare echo at 32 clients: **${f(r.service.concurrent.rate / r.echo.concurrent.rate, 3)}**; ` +
      `at one client: ${f(r.service.single.rate / r.echo.single.rate, 3)}. ` +
      `The collector answered ${r.service.callbacks} callbacks during the honeypot's load. ` +
      `Peak RSS of the service process: ${f(r.service.peakRssMb, 0)} MB.`,
    '',
    '### Flat in session length',
    '',
    'One client, one request at a time, on a warm process: sessions are first played (unmeasured) to just before turn 100 ' +
      'and to just before turn 1,000; then rounds of a fresh session\'s turn 1 (and its turn 10), a turn near 100 and a turn near ' +
      '1,000 are measured side by side, so all see the same background load. Each turn sends the last 18 history items (a trailing ' +
      'window, not the whole history: turn 1,000 would carry ~200 KB). Turn 1 carries no history; turn 10 is the first to carry ' +
      'a full window, like every deeper turn, so the comparison with it shows what the session\'s length alone costs.',
    '',
    '| Position | Turns measured | Samples | p50 ms | vs turn 1 |',
    '|---|---|---|---|---|',
    ...sl.positions.map((p) => `| ${p.position} | ${p.turns} | ${p.samples} | ${f(p.p50)} | ${f(p.p50 / (sl.positions[0]?.p50 ?? Number.NaN))} |`),
    '',
    `Turn ${sl.positions[sl.positions.length - 1]?.position ?? 'n/a'} / turn 1: **${f(sl.ratio)}**; / turn ${sl.positions[1]?.position ?? 'n/a'}: ${f(sl.ratioToFullWindow)}. ` +
      `Peak RSS of that service process: ${f(sl.peakRssMb, 0)} MB.`,
    '',
    '### Start-up (embedded store, empty data directory, build already done)',
    '',
    `To the first \`POST /honeypot\` answered 200: from the process's start ${r.startup.direct.map((x) => f(x, 0)).join(', ')} ms ` +
      `(median **${f(start.direct, 0)}**); from \`npm start\` ${r.startup.npmStart.map((x) => f(x, 0)).join(', ')} ms (median **${f(start.npmStart, 0)}**).`,
    '',
    '### Firestore emulator (for information)',
    '',
    ...(fs.ran
      ? [
          '| Store | Clients | Turns/s | p50 | p99 | max | CPU ms/turn | Turns | Failed | Sessions |',
          '|---|---|---|---|---|---|---|---|---|---|',
          loadRow('firestore', fs.single).replace(/^\| firestore/u, '| Firestore emulator'),
          loadRow('firestore', fs.concurrent).replace(/^\| firestore/u, '| Firestore emulator'),
          '',
          `First turn ${f(fs.firstTurnMs, 0)} ms after the process's start; peak RSS ${f(fs.peakRssMb, 0)} MB. ` +
            'The emulator is a single Java process sharing the two cores; production Firestore latencies differ.',
        ]
      : [fs.note]),
    END,
  ].join('\n')
}
