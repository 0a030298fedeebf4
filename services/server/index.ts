import * as E from 'fp-ts/lib/Either.js'
import type { Server } from 'node:http'
import { decodeConfig } from '../../lib/config.js'
import { createApp } from './app.js'
import { buildService } from './dependencies.js'
import { shutDownGracefully } from './graceful-shutdown.js'

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

shutDownGracefully({ server, logger: service.logger, close: service.close })
