// The part of autocannon 9's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export type RequestParams = {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
  }
  export type Request = RequestParams & {
    /** Called before each request on a connection; `context` lives as long as the connection's pass over `requests`. */
    setupRequest?: (req: RequestParams, context: Record<string, unknown>) => RequestParams
    onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, string>) => void
  }
  export type Options = {
    url: string
    connections?: number
    pipelining?: number
    duration?: number
    maxOverallRequests?: number
    timeout?: number
    method?: string
    headers?: Record<string, string>
    requests?: ReadonlyArray<Request>
    initialContext?: Record<string, unknown>
  }
  export type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p99: number }
  export type Result = {
    duration: number
    requests: Histogram & { total: number; sent: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
    resets: number
  }
  export type Instance = EventEmitter & { stop: () => void }

  function autocannon(opts: Options, cb: (err: Error | null, result: Result) => void): Instance
  export default autocannon
}
