import type { FirestoreResult } from './measure-firestore.js'
import type { SessionLengthResult } from './measure-session-length.js'
import type { StartupResult } from './measure-startup.js'
import type { LoadResult } from './run-load.js'

export type Machine = {
  readonly cpu: string
  readonly cores: number
  readonly memoryGb: number
  readonly os: string
  readonly node: string
  /** 1-minute load average before and after the run: other work on the machine skews every figure. */
  readonly loadBefore: number
  readonly loadAfter: number
}

export type BenchReport = {
  readonly command: string
  readonly date: string
  readonly machine: Machine
  readonly logLevel: string
  readonly startup: StartupResult
  readonly echo: { readonly single: LoadResult; readonly concurrent: LoadResult }
  readonly service: {
    readonly single: LoadResult
    readonly concurrent: LoadResult
    /** Callbacks the loopback collector answered during the service's load phases (per-turn and final reports). */
    readonly callbacks: number
    readonly peakRssMb: number
  }
  readonly sessionLength: SessionLengthResult & { readonly peakRssMb: number }
  readonly firestore: FirestoreResult
}

export type Verdict = { readonly target: string; readonly measured: string; readonly met: boolean }

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length === 0 ? Number.NaN : (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2
}
const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 0)} ms`

export const startupMedians = (s: StartupResult) => ({ direct: median(s.direct), npmStart: median(s.npmStart) })

/** The targets for this 2-core machine, each against what this run measured. */
export const verdicts = (r: BenchReport): ReadonlyArray<Verdict> => {
  const start = startupMedians(r.startup)
  const share = r.service.concurrent.rate / r.echo.concurrent.rate
  const peak = Math.max(r.service.peakRssMb, r.sessionLength.peakRssMb)
  return [
    { target: '>= 1,500 turns/s, 32 clients', measured: `${r.service.concurrent.rate.toFixed(0)} turns/s`, met: r.service.concurrent.rate >= 1500 },
    { target: '>= 0.15 of the bare echo, same run', measured: share.toFixed(3), met: share >= 0.15 },
    { target: 'one client p99 < 5 ms', measured: ms(r.service.single.latency.p99), met: r.service.single.latency.p99 < 5 },
    { target: 'turn 1,000 <= 1.2 x turn 1', measured: `${r.sessionLength.ratio.toFixed(2)} x`, met: r.sessionLength.ratio <= 1.2 },
    { target: 'first turn <= 500 ms from process start (median)', measured: ms(start.direct), met: start.direct <= 500 },
    { target: 'first turn <= 1 s from `npm start` (median)', measured: ms(start.npmStart), met: start.npmStart <= 1000 },
    { target: 'peak RSS < 250 MB', measured: `${peak.toFixed(0)} MB`, met: peak < 250 },
  ]
}
