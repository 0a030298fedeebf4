import { AsyncLocalStorage } from 'node:async_hooks'

/** The request's trace, as Cloud Run's front end passes it in. */
export type TraceContext = { readonly traceId: string; readonly spanId: string | undefined; readonly sampled: boolean }

const MAX_UINT64 = 2n ** 64n - 1n
const hexSpan = (decimal: string): string | undefined => {
  const n = BigInt(decimal)
  return n > 0n && n <= MAX_UINT64 ? n.toString(16).padStart(16, '0') : undefined
}

/**
 * `X-Cloud-Trace-Context: TRACE_ID/SPAN_ID;o=OPTIONS` (32 hex digits, a decimal span id, `o=1` when
 * sampled), falling back to W3C `traceparent` (`00-TRACE_ID-SPAN_ID-FLAGS`). Both headers come from
 * the client side of the front end, so anything not in the expected shape is ignored, never logged.
 */
export const parseTraceHeaders = (cloudTrace: string | undefined, traceparent: string | undefined): TraceContext | undefined => {
  const cloud = /^([0-9a-f]{32})(?:\/(\d{1,20}))?(?:;o=([01]))?$/iu.exec(cloudTrace?.trim() ?? '')
  if (cloud?.[1] !== undefined && !/^0+$/u.test(cloud[1])) {
    return { traceId: cloud[1].toLowerCase(), spanId: cloud[2] === undefined ? undefined : hexSpan(cloud[2]), sampled: cloud[3] === '1' }
  }
  const w3c = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/u.exec(traceparent?.trim() ?? '')
  if (w3c?.[1] !== undefined && w3c[2] !== undefined && w3c[3] !== undefined && !/^0+$/u.test(w3c[1])) {
    return { traceId: w3c[1], spanId: w3c[2], sampled: (Number.parseInt(w3c[3], 16) & 1) === 1 }
  }
  return undefined
}

/**
 * Cloud Logging's special fields, which tie a log line to its trace. The trace must be the full
 * `projects/P/traces/T` name to link up; without a project (a local run) the bare id is kept.
 */
export const traceLogFields = (ctx: TraceContext, project: string | undefined): Record<string, string | boolean> => ({
  'logging.googleapis.com/trace': project === undefined ? ctx.traceId : `projects/${project}/traces/${ctx.traceId}`,
  ...(ctx.spanId === undefined ? {} : { 'logging.googleapis.com/spanId': ctx.spanId }),
  'logging.googleapis.com/trace_sampled': ctx.sampled,
})

const current = new AsyncLocalStorage<TraceContext>()

/** Runs `fn` (and everything it starts) under the request's trace, so every log line carries it. */
export const withTraceContext = <A>(ctx: TraceContext | undefined, fn: () => A): A =>
  ctx === undefined ? current.exit(fn) : current.run(ctx, fn)

export const currentTraceContext = (): TraceContext | undefined => current.getStore()
