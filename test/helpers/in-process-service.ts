import './loopback-env.js'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import * as E from 'fp-ts/lib/Either.js'
import { decodeConfig } from '../../lib/config.js'
import { createApp } from '../../services/server/app.js'
import { buildService, type Service } from '../../services/server/dependencies.js'
import { capturedLogger } from './captured-logger.js'
import { startCollector, type Collector } from './collector.js'
import { tempDir } from './temp-dir.js'

export const API_KEY = 'test-key-0123456789'
export const INVESTIGATOR_KEY = 'investigator-key-0123456789'

export type Running = {
  readonly url: string
  readonly service: Service
  readonly collector: Collector
  readonly dataDir: string
  /** Log lines the service wrote, parsed. */
  readonly logs: Array<Record<string, any>>
  /** Moves the service's clock forward; real time keeps running underneath. */
  readonly advance: (ms: number) => void
  /** POST /honeypot with the test key; `ms` is the reply's latency as the client saw it. */
  readonly post: (body: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any; headers: Headers; ms: number }>
  /** POST /tasks/final-report as the queue would, naming the task. */
  readonly finalReport: (sessionId: string, taskName?: string) => Promise<{ status: number; body: any; retryAfter: string | null }>
  readonly session: (sessionId: string) => Promise<any>
  readonly events: (sessionId: string) => Promise<Array<Record<string, any>>>
  /** A request with the investigator key (GET unless `init` says otherwise); the body parsed when it is JSON. */
  readonly investigate: (path: string, init?: RequestInit) => Promise<{ status: number; body: any; text: string; headers: Headers }>
  readonly close: () => Promise<void>
}

export type ServiceOptions = {
  /**
   * The service's clock stands still at the start and moves only by `advance`, so "59 s later"
   * stays 59 s however long the machine takes between the steps. Timers (callback timeouts, the
   * embedded scheduler's delays) still run in real time.
   */
  readonly stoppedClock?: boolean
}

/**
 * The whole service in this process on a loopback port, with its own SQLite directory and its own
 * loopback collector: real HTTP, real store, real callbacks. Its clock is the real one (or the
 * start time, if stopped) plus whatever `advance` added, so the breaker's 60 seconds pass in a call.
 */
export const startService = async (
  env: Record<string, string> = {},
  existing?: { collector?: Collector; dataDir?: string },
  options: ServiceOptions = {},
): Promise<Running> => {
  const collector = existing?.collector ?? (await startCollector())
  const dataDir = existing?.dataDir ?? tempDir('hp-test-')
  const config = decodeConfig({ HONEYPOT_API_KEY: API_KEY, INVESTIGATOR_API_KEY: INVESTIGATOR_KEY, CALLBACK_URL: collector.url, HONEYPOT_DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env })
  if (E.isLeft(config)) throw new Error(config.left.join('; '))
  let offset = 0
  const { logger, lines } = capturedLogger(config.right.logLevel, { project: config.right.googleCloudProject })
  const startedAt = Date.now()
  const clock = options.stoppedClock === true ? () => startedAt : Date.now
  const service = await buildService(config.right, logger, () => clock() + offset)
  await service.rearm()
  const server: Server = await new Promise((resolve) => {
    const s = createApp(service).listen(0, '127.0.0.1', () => resolve(s))
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const key = { 'x-api-key': API_KEY }
  return {
    url,
    service,
    collector,
    dataDir,
    logs: lines,
    advance: (ms) => void (offset += ms),
    post: async (body, headers = {}) => {
      const started = performance.now()
      const res = await fetch(`${url}/honeypot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...key, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      const text = await res.text()
      return { status: res.status, body: JSON.parse(text), headers: res.headers, ms: performance.now() - started }
    },
    finalReport: async (sessionId, taskName) => {
      const res = await fetch(`${url}/tasks/final-report`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(taskName === undefined ? {} : { 'x-cloudtasks-taskname': taskName }) },
        body: JSON.stringify({ sessionId }),
      })
      return { status: res.status, body: await res.json(), retryAfter: res.headers.get('retry-after') }
    },
    session: async (sessionId) => (await fetch(`${url}/sessions/${sessionId}`, { headers: key })).json(),
    events: async (sessionId) =>
      ((await (await fetch(`${url}/sessions/${sessionId}/events`, { headers: key })).json()) as { events: Array<Record<string, any>> }).events,
    investigate: async (path, init = {}) => {
      const res = await fetch(`${url}${path}`, { ...init, headers: { 'x-api-key': INVESTIGATOR_KEY, ...(init.headers as Record<string, string> | undefined) } })
      const text = await res.text()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        body = undefined
      }
      return { status: res.status, body, text, headers: res.headers }
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((r) => server.close(() => r()))
      await service.close()
      if (existing?.collector === undefined) await collector.close()
    },
  }
}
