import { enableCompileCache } from 'node:module'
import type { Server } from 'node:http'
import { fileURLToPath } from 'node:url'

// Start-up (issue 8): most of the time to the first turn is V8 compiling the ~550 modules the
// service loads. Node keeps their compiled code in this directory, filled at install time by
// scripts/warm-compile-cache.mjs (`prepare`) or by the first start, so later starts read it
// instead. It must be on before those modules load, hence the dynamic imports below. A missing or
// read-only directory only means starting without it (the call reports, never throws);
// NODE_DISABLE_COMPILE_CACHE=1 turns it off, NODE_COMPILE_CACHE picks another directory.
enableCompileCache({ directory: fileURLToPath(new URL('../../../node_modules/.cache/honeypot-compile', import.meta.url)), portable: true })

const [E, { decodeConfig }, { buildService }] = await Promise.all([
  import('fp-ts/lib/Either.js'),
  import('../../lib/config.js'),
  import('./dependencies.js'),
])

const config = decodeConfig(process.env)
if (E.isLeft(config)) {
  process.stderr.write(`honeypot: invalid configuration\n${config.left.map((p) => `  ${p}`).join('\n')}\n`)
  process.exit(1)
}
const cfg = config.right

// A store that cannot be opened (a data directory that is read-only, full, not creatable or owned
// by another process) is bad configuration: one line naming it, exit 1, never a stack trace.
const cannotStart = (e: unknown): never => {
  process.stderr.write(`honeypot: cannot start: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}\n`)
  process.exit(1)
}

// The store opens while this thread loads the HTTP stack: the embedded store's writer thread
// starts on another core. A failure is reported where `building` is awaited; the empty handler
// only keeps it from counting as unhandled in between.
const building = buildService(cfg)
building.catch(() => undefined)
const [{ createApp }, { shutDownGracefully }, { startBanner }] = await Promise.all([import('./app.js'), import('./graceful-shutdown.js'), import('./start-banner.js')])
const service = await building.catch(cannotStart)
const rearmed = await service.rearm().catch(cannotStart)
const server: Server = createApp(service).listen(cfg.port, () => {
  service.logger.info({ port: cfg.port, store: cfg.store, rearmedFinalReports: rearmed }, 'honeypot listening')
  // Decision 9: a local run without a key gets a random one, shown once so the operator can use it.
  const bound = server.address()
  process.stderr.write(startBanner(cfg, typeof bound === 'object' && bound !== null ? bound.port : cfg.port, Date.now()))
})

shutDownGracefully({ server, logger: service.logger, close: service.close })
