// The machine's ceiling: a bare Node HTTP server that reads the same JSON bodies, parses them and
// echoes them back, with no framework, store or callback. Run as its own process, like the service.
import { createServer } from 'node:http'

const port = Number(process.env['PORT'] ?? 0)
const server = createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c: Buffer) => chunks.push(c))
  req.on('end', () => {
    let body: unknown
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
    } catch {
      res.writeHead(400, { 'content-type': 'application/json' })
      res.end('{"status":"error"}')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  })
})
server.keepAliveTimeout = 60_000
server.listen(port, '127.0.0.1', () => {
  process.stdout.write(`listening ${JSON.stringify(server.address())}\n`)
})
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
