import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type BenchCollector = {
  readonly url: string
  /** Callbacks answered since start. */
  readonly received: () => number
  readonly close: () => Promise<void>
}

/**
 * The partner's collector on loopback, as lean as a collector can be: it reads each callback to
 * its end and answers 200. It counts rather than keeps them, so a long run costs it no memory.
 */
export const startCollector = async (): Promise<BenchCollector> => {
  let received = 0
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      received++
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"status":"ok"}')
    })
  })
  server.keepAliveTimeout = 60_000
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/updateHoneyPotFinalResult`,
    received: () => received,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections()
        server.close(() => r())
      }),
  }
}
