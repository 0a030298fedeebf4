import './loopback-env.js'
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { loopbackEnv } from './loopback-env.js'

export type ServerProcess = {
  readonly url: string
  readonly child: ChildProcess
  readonly output: () => string
  /** SIGKILL: no shutdown hook runs. */
  readonly kill: () => Promise<void>
  readonly stop: () => Promise<void>
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port
      s.close(() => resolve(port))
    })
    s.on('error', reject)
  })

const root = join(import.meta.dirname, '..', '..')

/**
 * The compiled service (`npm test` builds it first) in a child process of its own, as `npm start`
 * runs it, on a free loopback port. Resolves once /healthz answers.
 */
export const startServerProcess = async (env: Record<string, string>): Promise<ServerProcess> => {
  const port = await freePort()
  const child = spawn(process.execPath, [join(root, 'dist/services/server/index.js')], {
    cwd: root,
    env: { ...process.env, ...loopbackEnv, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()))
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()))
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  const until = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${out.slice(-2000)}`)
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`server did not come up: ${out.slice(-2000)}`)
    await new Promise((r) => setTimeout(r, 50))
  }
  return {
    url,
    child,
    output: () => out,
    kill: async () => {
      if (child.exitCode === null) child.kill('SIGKILL')
      await exited
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
