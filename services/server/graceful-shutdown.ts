import type { Server, ServerResponse } from 'node:http'
import type { Logger } from '../../lib/adapters/logger.js'

/**
 * Cloud Run sends SIGTERM and kills the instance 10 s later. Within this much of that, whatever
 * is still running is cut off, so the exit is at least logged.
 */
export const SHUTDOWN_GRACE_MS = 9_000

export type ShutdownOptions = {
  readonly server: Server
  readonly logger: Logger
  /** Closes the service behind the server: scheduler, event stream (flushed) and store. */
  readonly close: () => Promise<void>
  readonly graceMs?: number
  readonly exit?: (code: number) => void
}

/**
 * On SIGTERM or SIGINT: stop accepting connections, let the turns in flight finish and answer
 * (each is bounded by the callback timeout), then close the service. Answers given while draining
 * say `Connection: close`, and idle keep-alive connections are closed, so the server does not
 * wait out keep-alive timeouts and no client sends a turn into a closing socket.
 */
export const shutDownGracefully = (o: ShutdownOptions): void => {
  const exit = o.exit ?? ((code: number) => process.exit(code))
  const inFlight = new Set<ServerResponse>()
  let stopping = false
  o.server.on('request', (_req, res: ServerResponse) => {
    if (stopping) res.setHeader('connection', 'close')
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
  })
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    o.logger.info({ signal, inFlight: inFlight.size }, 'shutting down: finishing in-flight requests')
    setTimeout(() => {
      o.logger.error({ inFlight: inFlight.size }, 'shutdown grace period over: exiting with work unfinished')
      exit(1)
    }, o.graceMs ?? SHUTDOWN_GRACE_MS).unref()
    for (const res of inFlight) if (!res.headersSent) res.setHeader('connection', 'close')
    o.server.close(() => {
      o.close().then(
        () => {
          o.logger.info('shut down cleanly')
          exit(0)
        },
        (err: unknown) => {
          o.logger.error({ err }, 'shutdown: closing the service failed')
          exit(1)
        },
      )
    })
    o.server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}
