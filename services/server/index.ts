import * as E from 'fp-ts/lib/Either.js'
import type { Server } from 'node:http'
import { decodeConfig } from '../../lib/config.js'
import { createApp } from './app.js'
import { buildService } from './dependencies.js'

const config = decodeConfig(process.env)
if (E.isLeft(config)) {
  process.stderr.write(`honeypot: invalid configuration\n${config.left.map((p) => `  ${p}`).join('\n')}\n`)
  process.exit(1)
}
const cfg = config.right
if (cfg.apiKeyGenerated) {
  // Decision 9: a local run without a key gets a random one, shown once so the operator can use it.
  process.stderr.write(`honeypot: HONEYPOT_API_KEY is not set; this run's key is ${cfg.apiKey}\n`)
}

const service = await buildService(cfg)
const rearmed = await service.rearm()
const server: Server = createApp(service).listen(cfg.port, () => {
  service.logger.info({ port: cfg.port, store: cfg.store, rearmedFinalReports: rearmed }, 'honeypot listening')
})

let stopping = false
const stop = (signal: string) => {
  if (stopping) return
  stopping = true
  service.logger.info({ signal }, 'shutting down: finishing in-flight requests')
  server.close(() => {
    void service.close().then(() => process.exit(0))
  })
  server.closeIdleConnections()
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', () => stop('SIGTERM'))
process.on('SIGINT', () => stop('SIGINT'))
