import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

export type Received = { readonly at: number; readonly headers: IncomingHttpHeaders; readonly body: any }
/**
 * How the collector answers: normally, with an error status, never (hang), after a delay, or with
 * its headers and then nothing more (stall: the body never ends).
 */
export type CollectorMode =
  | { kind: 'ok' }
  | { kind: 'status'; status: number }
  | { kind: 'hang' }
  | { kind: 'slow'; ms: number }
  | { kind: 'stall' }

export type Collector = {
  readonly url: string
  /** Callbacks the collector answered (or is slowly answering), in order; hung and stalled ones are not here. */
  readonly received: Received[]
  /** Every request that arrived, whatever the mode, in order. */
  readonly arrived: Received[]
  /** Callbacks received for a session, in order. */
  readonly forSession: (sessionId: string) => Received[]
  setMode: (mode: CollectorMode) => void
  /** Stops listening so connections are refused; `resume` listens again on the same port. */
  refuse: () => Promise<void>
  resume: () => Promise<void>
  /** Resolves when `n` callbacks in all have arrived (or rejects after `timeoutMs`). */
  waitFor: (predicate: (all: Received[]) => boolean, timeoutMs?: number) => Promise<void>
  close: () => Promise<void>
}

/** A partner collector on loopback that keeps every callback it receives. */
export const startCollector = async (): Promise<Collector> => {
  const received: Received[] = []
  const arrived: Received[] = []
  let mode: CollectorMode = { kind: 'ok' }
  const sockets = new Set<Socket>()
  const hanging = new Set<ServerResponse>()
  const handler = (req: Parameters<Parameters<typeof createServer>[1] & {}>[0], res: ServerResponse) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (c: string) => (raw += c))
    req.on('end', () => {
      let body: unknown
      try {
        body = JSON.parse(raw)
      } catch {
        body = { unparseable: raw.slice(0, 200) }
      }
      const m = mode
      arrived.push({ at: Date.now(), headers: req.headers, body })
      const answer = (status: number) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ status: status < 300 ? 'ok' : 'error' }))
      }
      if (m.kind === 'hang') {
        hanging.add(res)
        return
      }
      if (m.kind === 'stall') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.write('{"status":')
        hanging.add(res)
        return
      }
      received.push({ at: Date.now(), headers: req.headers, body })
      if (m.kind === 'ok') answer(200)
      else if (m.kind === 'status') answer(m.status)
      else setTimeout(() => answer(200), m.ms)
    })
  }
  let server: Server = createServer(handler)
  const track = (s: Server) => s.on('connection', (sock: Socket) => (sockets.add(sock), sock.on('close', () => sockets.delete(sock))))
  track(server)
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const port = (server.address() as AddressInfo).port
  const stop = async () => {
    for (const res of hanging) res.destroy()
    hanging.clear()
    for (const s of sockets) s.destroy()
    await new Promise<void>((r) => server.close(() => r()))
  }
  return {
    url: `http://127.0.0.1:${port}/api/updateHoneyPotFinalResult`,
    received,
    arrived,
    forSession: (id) => received.filter((r) => r.body?.sessionId === id),
    setMode: (m) => {
      mode = m
    },
    refuse: stop,
    resume: async () => {
      server = createServer(handler)
      track(server)
      await new Promise<void>((r) => server.listen(port, '127.0.0.1', r))
    },
    waitFor: async (predicate, timeoutMs = 15000) => {
      const until = Date.now() + timeoutMs
      while (!predicate(received)) {
        if (Date.now() > until) throw new Error(`collector: condition not met within ${timeoutMs} ms (${received.length} received)`)
        await new Promise((r) => setTimeout(r, 25))
      }
    },
    close: async () => {
      if (server.listening) await stop()
    },
  }
}
