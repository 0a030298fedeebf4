// A stand-in for the partner's collector: `npm run collector` for a local run (the README's quick
// start), and the test collector the deploy's smoke step reports to (cloudbuild.yaml runs this file
// from the service's image as a Cloud Run service of its own).
//
// POST any path: one callback, printed as one line and kept in memory (the latest 1,000).
// GET /callbacks/<sessionId>: the callbacks kept for that session, as JSON.
//
// COLLECTOR_PORT (or PORT, which Cloud Run sets) and COLLECTOR_HOST (127.0.0.1; the image's
// deploy passes 0.0.0.0) say where it listens. With HONEYPOT_API_KEY set (the deploy mounts the
// service's secret), a callback must carry that key in x-api-key and so must a GET: the key the
// service sends is never printed, and nobody else can read or fill the collector.
import { timingSafeEqual } from 'node:crypto'
import { createServer } from 'node:http'

const port = Number(process.env.COLLECTOR_PORT ?? process.env.PORT ?? 9999)
const host = process.env.COLLECTOR_HOST ?? '127.0.0.1'
const key = process.env.HONEYPOT_API_KEY
const KEEP = 1000
const BODY_LIMIT = 1024 * 1024

/** @type {Array<{ at: string, sessionId: unknown, body: unknown }>} */
const received = []

const keyMatches = (given) => {
  if (key === undefined || key === '') return true
  if (typeof given !== 'string') return false
  const a = Buffer.from(given)
  const b = Buffer.from(key)
  return a.length === b.length && timingSafeEqual(a, b)
}

const answer = (res, status, body) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
  res.end(JSON.stringify(body))
}

const summary = (body) => {
  if (typeof body !== 'object' || body === null) return 'a body that is not a JSON object'
  const intel = body.extractedIntelligence ?? {}
  const found = Object.entries(intel)
    .filter(([, v]) => Array.isArray(v) && v.length > 0)
    .map(([k, v]) => `${k}=${v.join('|')}`)
  return `${body.sessionId} ${body.scamType ?? '?'} scamDetected=${body.scamDetected} messages=${body.totalMessagesExchanged}${found.length > 0 ? ` ${found.join(' ')}` : ''}`
}

const server = createServer((req, res) => {
  if (!keyMatches(req.headers['x-api-key'])) return answer(res, 401, { error: 'missing or wrong x-api-key' })
  if (req.method === 'GET') {
    const m = /^\/callbacks\/([^/?]+)$/u.exec(req.url ?? '')
    if (m === null) return answer(res, 404, { error: 'GET /callbacks/<sessionId>' })
    const sessionId = decodeURIComponent(m[1])
    return answer(res, 200, { sessionId, callbacks: received.filter((r) => r.sessionId === sessionId) })
  }
  if (req.method !== 'POST') return answer(res, 405, { error: 'POST a callback, or GET /callbacks/<sessionId>' })
  const chunks = []
  let size = 0
  req.on('data', (c) => {
    size += c.length
    if (size <= BODY_LIMIT) chunks.push(c)
  })
  req.on('end', () => {
    if (size > BODY_LIMIT) return answer(res, 413, { error: 'body over 1 MiB' })
    let body
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      return answer(res, 400, { error: 'not JSON' })
    }
    const sessionId = typeof body === 'object' && body !== null ? body.sessionId : undefined
    received.push({ at: new Date().toISOString(), sessionId, body })
    if (received.length > KEEP) received.shift()
    process.stdout.write(`collector: callback ${summary(body)}\n`)
    answer(res, 200, { status: 'received' })
  })
})

server.listen(port, host, () => {
  const address = server.address()
  process.stdout.write(`collector: listening on http://${host}:${typeof address === 'object' && address !== null ? address.port : port}/callback\n`)
})
// The service keeps its connection to the collector alive: drop idle connections, or close() waits on them.
const stop = () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
