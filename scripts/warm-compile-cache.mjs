// Fills Node's compile cache for the compiled service (after `tsc`, in `prepare`, and in the
// image's build), so the first start after an install reads the compiled code of its ~550 modules
// instead of compiling them: the service enables the cache in dist/services/server/index.js.
// It starts the service as `npm start` does, on loopback only, with the embedded store in a
// throw-away directory (whatever store the shell names is ignored), answers one turn so the turn's
// modules load too, and stops it with SIGTERM: the cache is written as the process exits.
// Best-effort: an install never fails because of it; the first start then fills the cache itself.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const ENTRY = join(ROOT, 'dist/services/server/index.js')
const DEADLINE_MS = 30_000

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

// The node flags of `npm start`: the same flags, the same cache entries.
const startFlags = () => JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts.start.split(/\s+/u).filter((a) => a.startsWith('--'))

// Nothing the shell configures for the service may reach it: no real store, collector or Google project.
const serviceVariable = /^(HONEYPOT_|CALLBACK_|FIRESTORE_|PUBSUB_|CLOUD_TASKS_|FINAL_REPORT_|TASKS_|GOOGLE_|OIDC_|SERVICE_ACCOUNT|K_SERVICE$|PORT$|LOG_LEVEL$|NODE_OPTIONS$)/u

const listen = (server, port = 0) => new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve(server.address().port)))

const freePort = async () => {
  const s = createServer()
  const port = await listen(s)
  await new Promise((r) => s.close(r))
  return port
}

/** A collector that accepts every callback. */
const startCollector = async () => {
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
  })
  return { server, url: `http://127.0.0.1:${await listen(server)}/callback` }
}

const postTurn = (port, apiKey) =>
  new Promise((resolve, reject) => {
    const body = JSON.stringify({
      sessionId: `warm-compile-cache-${process.pid}`,
      message: { sender: 'scammer', text: 'Your KYC has expired. Pay Rs 10 to refund@okaxis or call +91 98765 43210, update at http://kyc-update.in now.', timestamp: Date.now() },
      conversationHistory: [],
      metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
    })
    const req = request({ host: '127.0.0.1', port, path: '/honeypot', method: 'POST', agent: false, timeout: 5_000, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-api-key': apiKey } }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode))
    })
    req.on('timeout', () => req.destroy(new Error('no answer within 5 s')))
    req.on('error', reject)
    req.end(body)
  })

/** Posts the turn until it is answered 200 (the service is still starting while refused). */
const firstTurn = async (port, apiKey, child) => {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the service exited (${child.exitCode ?? child.signalCode})`)
    try {
      const status = await postTurn(port, apiKey)
      if (status === 200) return
      if (status !== 503) throw new Error(`the turn was answered ${status}`)
    } catch (e) {
      if (e.code !== 'ECONNREFUSED' && e.code !== 'ECONNRESET') throw e
    }
    await sleep(20)
  }
}

const warm = async () => {
  if (process.env.NODE_DISABLE_COMPILE_CACHE === '1') return 'skipped: NODE_DISABLE_COMPILE_CACHE=1'
  const collector = await startCollector()
  const dataDir = mkdtempSync(join(tmpdir(), 'honeypot-warm-'))
  const apiKey = randomBytes(16).toString('hex')
  const port = await freePort()
  const env = {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !serviceVariable.test(k))),
    METADATA_SERVER_DETECTION: 'none',
    GCE_METADATA_HOST: '127.0.0.1:9',
    GCE_METADATA_IP: '127.0.0.1:9',
    PORT: String(port),
    HONEYPOT_API_KEY: apiKey,
    HONEYPOT_STORE: 'file',
    HONEYPOT_DATA_DIR: dataDir,
    CALLBACK_URL: collector.url,
    LOG_LEVEL: 'warn',
  }
  const child = spawn(process.execPath, [...startFlags(), ENTRY], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr.on('data', (d) => (stderr = (stderr + d).slice(-2_000)))
  const exited = new Promise((r) => child.once('exit', r))
  const deadline = setTimeout(() => child.kill('SIGKILL'), DEADLINE_MS)
  try {
    await firstTurn(port, apiKey, child)
    child.kill('SIGTERM')
    await exited
    return child.exitCode === 0 ? 'warmed' : `the service stopped with ${child.exitCode ?? child.signalCode}`
  } catch (e) {
    child.kill('SIGKILL')
    await exited
    return `skipped: ${e.message}${stderr === '' ? '' : `\n${stderr}`}`
  } finally {
    clearTimeout(deadline)
    collector.server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const started = performance.now()
const outcome = await warm().catch((e) => `skipped: ${e.message}`)
process.stderr.write(`honeypot: compile cache ${outcome} (${Math.round(performance.now() - started)} ms)\n`)
