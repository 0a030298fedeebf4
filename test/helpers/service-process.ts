import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { API_KEY } from './in-process-service.js'
import { freePort } from './java-emulator.js'
import { loopbackEnv } from './loopback-env.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const NODE = `${ROOT}node_modules/.bin/node`
const SERVER = `${ROOT}dist/services/server/index.js`
const READY_LIMIT_MS = 120_000

export type Answer = { readonly status: number; readonly body: any }

export type ServiceProcess = {
  readonly url: string
  readonly pid: number
  /** Log lines the process wrote to stdout, parsed. */
  readonly logs: Array<Record<string, unknown>>
  readonly stderr: () => string
  /** POST /honeypot with the test key. */
  readonly post: (body: unknown) => Promise<Answer>
  /** GET a path with the test key. */
  readonly get: (path: string) => Promise<Answer>
  /** SIGTERM (a graceful stop) or SIGKILL (a crash), then waits for the exit. */
  readonly stop: (signal?: 'SIGTERM' | 'SIGKILL') => Promise<number | null>
}

/** The process ended before /healthz answered: how it exited and what it wrote on stderr. */
export type ServiceExited = Error & { readonly exitCode: number | null; readonly stderr: string }
export const isServiceExited = (e: unknown): e is ServiceExited => e instanceof Error && 'exitCode' in e && 'stderr' in e

export type ServiceProcessOptions = {
  readonly port?: number
  /** Extra Node flags, e.g. `--import` of a module-load probe. */
  readonly nodeArgs?: ReadonlyArray<string>
}

const answer = async (res: Response): Promise<Answer> => {
  const text = await res.text()
  return { status: res.status, body: text === '' ? null : JSON.parse(text) }
}

/**
 * The compiled server (`npm run build` first; `npm test` does) as a child process with exactly the
 * environment given over the loopback defaults, ready once /healthz answers 200. Nothing of this
 * process's environment leaks in but PATH and HOME.
 */
export const startServiceProcess = async (env: Record<string, string>, options: ServiceProcessOptions = {}): Promise<ServiceProcess> => {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run \`npm run build\` first`)
  const port = options.port ?? (await freePort())
  const child = spawn(NODE, [...(options.nodeArgs ?? []), SERVER], {
    cwd: ROOT,
    env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...loopbackEnv, HONEYPOT_API_KEY: API_KEY, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: Array<Record<string, unknown>> = []
  let stderr = ''
  let partial = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n')
    partial = lines.pop() ?? ''
    for (const line of lines) {
      try {
        if (line.trim() !== '') logs.push(JSON.parse(line) as Record<string, unknown>)
      } catch {
        logs.push({ unparsed: line })
      }
    }
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let running = true
  let exitCode: number | null = null
  void exited.then((code) => ((running = false), (exitCode = code)))
  const onExit = () => child.kill('SIGKILL')
  process.once('exit', onExit)

  const url = `http://127.0.0.1:${port}`
  // Start-up is not under test here, and with both cores busy a start took 10-22 s: the limit
  // only catches a server that never comes up.
  const until = Date.now() + READY_LIMIT_MS
  for (;;) {
    if (!running) {
      process.removeListener('exit', onExit)
      // Its last words may still be in the pipe.
      if (!child.stderr.closed) await new Promise((r) => child.stderr.once('close', r))
      throw Object.assign(new Error(`the service exited (${exitCode}) before it was ready:\n${stderr}`), { exitCode, stderr })
    }
    if (Date.now() > until) {
      child.kill('SIGKILL')
      throw new Error(`the service did not answer /healthz within ${READY_LIMIT_MS / 1000} s:\n${stderr}`)
    }
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false)
    if (ok) break
    await new Promise((r) => setTimeout(r, 100))
  }
  const headers = { 'content-type': 'application/json', 'x-api-key': API_KEY }
  return {
    url,
    pid: child.pid ?? 0,
    logs,
    stderr: () => stderr,
    post: async (body) => answer(await fetch(`${url}/honeypot`, { method: 'POST', headers, body: JSON.stringify(body) })),
    get: async (path) => answer(await fetch(`${url}${path}`, { headers })),
    stop: async (signal = 'SIGTERM') => {
      process.removeListener('exit', onExit)
      if (running) child.kill(signal)
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      const code = await exited
      clearTimeout(killer)
      return code
    },
  }
}
