export type LatencySummary = {
  readonly count: number
  readonly p50: number
  readonly p99: number
  readonly max: number
  readonly mean: number
}

const at = (sorted: ReadonlyArray<number>, q: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

/**
 * Exact percentiles (nearest rank) of latencies in milliseconds. autocannon's own histogram keeps
 * whole milliseconds, too coarse for a p99 target of 5 ms, so the benchmark keeps every sample.
 */
export const latencySummary = (samples: ReadonlyArray<number>): LatencySummary => {
  const sorted = [...samples].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: at(sorted, 0.5),
    p99: at(sorted, 0.99),
    max: sorted.length === 0 ? Number.NaN : sorted[sorted.length - 1]!,
    mean: sorted.length === 0 ? Number.NaN : sorted.reduce((a, b) => a + b, 0) / sorted.length,
  }
}
