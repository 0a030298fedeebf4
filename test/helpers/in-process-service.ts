import './loopback-env.js'
import { mkdtempSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import * as E from 'fp-ts/lib/Either.js'
import { createLogger } from '../../lib/adapters/logger.js'
import { decodeConfig } from '../../lib/config.js'
import { createApp } from '../../services/server/app.js'
import { buildService, type Service } from '../../services/server/dependencies.js'
import { startCollector, type Collector } from './collector.js'

export const API_KEY = 'test-key-0123456789'

export type Running = {
  readonly url: string
  readonly service: Service
  readonly collector: Collector
  readonly dataDir: string
  /** Log lines the service wrote, parsed. */
  readonly logs: Array<Record<string, unknown>>
  /** POST /honeypot with the test key. */
  readonly post: (body: unknown, headers?: Record<string, string>) => Promise<{ status: number; body: any; headers: Headers }>
  readonly close: () => Promise<void>
}

/**
 * The whole service in this process on a loopback port, with its own SQLite directory and its own
 * loopback collector: real HTTP, real store, real callbacks.
 */
export const startService = async (env: Record<string, string> = {}, existing?: { collector?: Collector; dataDir?: string }): Promise<Running> => {
  const collector = existing?.collector ?? (await startCollector())
  const dataDir = existing?.dataDir ?? mkdtempSync(join(tmpdir(), 'hp-test-'))
  const config = decodeConfig({ HONEYPOT_API_KEY: API_KEY, CALLBACK_URL: collector.url, HONEYPOT_DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env })
  if (E.isLeft(config)) throw new Error(config.left.join('; '))
  const logs: Array<Record<string, unknown>> = []
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') logs.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  const service = await buildService(config.right, createLogger(config.right.logLevel, sink))
  await service.rearm()
  const server: Server = await new Promise((resolve) => {
    const s = createApp(service).listen(0, '127.0.0.1', () => resolve(s))
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    service,
    collector,
    dataDir,
    logs,
    post: async (body, headers = {}) => {
      const res = await fetch(`${url}/honeypot`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': API_KEY, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      const text = await res.text()
      return { status: res.status, body: JSON.parse(text), headers: res.headers }
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((r) => server.close(() => r()))
      await service.close()
      if (existing?.collector === undefined) await collector.close()
    },
  }
}
