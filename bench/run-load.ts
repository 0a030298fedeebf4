import autocannon from 'autocannon'
import { latencySummary, type LatencySummary } from './latency-summary.js'
import { partnerRequests } from './partner-requests.js'

export type LoadOptions = {
  readonly url: string
  readonly runId: string
  readonly phase: string
  readonly connections: number
  readonly seconds: number
  /** Upper bound on requests, whatever the duration. */
  readonly maxRequests: number
  /** The server's CPU time so far (ms), to charge each turn its share; contention on a shared machine skews it least. */
  readonly serverCpuMs?: () => number
}

export type LoadResult = {
  readonly phase: string
  readonly connections: number
  readonly seconds: number
  readonly ok: number
  readonly failed: number
  readonly errors: number
  readonly timeouts: number
  readonly sessions: number
  /** Successful turns per second over the measured time. */
  readonly rate: number
  /** Server CPU time (user + system) per successful turn, in ms; NaN when not measured. */
  readonly cpuMsPerTurn: number
  readonly latency: LatencySummary
}

/**
 * One bounded autocannon run of partner conversations. Only 200 answers count as turns; their
 * latencies are kept exactly (autocannon reports float milliseconds on its `response` event).
 */
export const runLoad = (o: LoadOptions): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    const load = partnerRequests(o.runId, o.phase)
    const latencies: number[] = []
    let failed = 0
    const cpuBefore = o.serverCpuMs?.() ?? Number.NaN
    const started = performance.now()
    const instance = autocannon(
      {
        url: o.url,
        connections: o.connections,
        pipelining: 1,
        duration: o.seconds,
        maxOverallRequests: o.maxRequests,
        timeout: 30,
        requests: load.requests,
      },
      (err, result) => {
        clearTimeout(watchdog)
        if (err !== null) return reject(err)
        const seconds = (performance.now() - started) / 1000
        resolve({
          phase: o.phase,
          connections: o.connections,
          seconds,
          ok: latencies.length,
          failed,
          errors: result.errors,
          timeouts: result.timeouts,
          sessions: load.sessionsStarted(),
          rate: latencies.length / seconds,
          cpuMsPerTurn: ((o.serverCpuMs?.() ?? Number.NaN) - cpuBefore) / latencies.length,
          latency: latencySummary(latencies),
        })
      },
    )
    // autocannon stops itself at the duration; this is the backstop if the target hangs.
    const watchdog = setTimeout(() => instance.stop(), (o.seconds + 35) * 1000)
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      if (status === 200) latencies.push(ms)
      else failed++
    })
  })
