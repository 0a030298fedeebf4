import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { loopbackEnv } from './loopback-env.js'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
/** The project's own Node 24, as `npm run` puts it first on the PATH. */
export const NODE = `${ROOT}node_modules/.bin/node`

export type ScriptRun = { readonly code: number | null; readonly stdout: string; readonly stderr: string }

/** Runs a script of scripts/ to its end with only PATH, HOME, the loopback settings and `env`. */
export const runScript = (script: string, args: ReadonlyArray<string>, env: Record<string, string>): Promise<ScriptRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(NODE, [`${ROOT}scripts/${script}`, ...args], { cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...loopbackEnv, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })

export type Background = {
  readonly child: ChildProcess
  /** Everything printed so far, stdout and stderr together. */
  readonly output: () => string
  /** Resolves with the output once it matches `pattern`; rejects if the process ends first or after `timeoutMs`. */
  readonly waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<string>
  /** SIGTERM (or `signal`, SIGINT for a terminal's Ctrl-C) to the process group, SIGKILL after 10 s; resolves when it has exited. */
  readonly stop: (signal?: NodeJS.Signals) => Promise<void>
}

/**
 * A command in a process group of its own (a shell line, `npm start`, a collector), with its
 * output kept; the group is killed if the test process exits first.
 */
export const startInBackground = (command: string, args: ReadonlyArray<string>, env: Record<string, string>): Background => {
  const child = spawn(command, [...args], { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...loopbackEnv, ...env } })
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString('utf8')))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString('utf8')))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let running = true
  void exited.then(() => (running = false))
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  const onExit = () => signalGroup('SIGKILL')
  process.once('exit', onExit)
  return {
    child,
    output: () => output,
    waitFor: async (pattern, timeoutMs = 30_000) => {
      const until = Date.now() + timeoutMs
      while (!pattern.test(output)) {
        if (!running) throw new Error(`${command} ${args.join(' ')} ended before printing ${pattern}:\n${output}`)
        if (Date.now() > until) throw new Error(`${command} ${args.join(' ')} did not print ${pattern} within ${timeoutMs} ms:\n${output}`)
        await new Promise((r) => setTimeout(r, 50))
      }
      return output
    },
    stop: async (signal = 'SIGTERM') => {
      process.removeListener('exit', onExit)
      if (!running) return
      signalGroup(signal)
      const killer = setTimeout(() => signalGroup('SIGKILL'), 10_000)
      await exited
      clearTimeout(killer)
    },
  }
}
