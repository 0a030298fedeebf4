import { spawn } from 'node:child_process'
import { createServer } from 'node:net'

export type JavaEmulator = {
  readonly host: string
  readonly port: number
  /** Everything the emulator printed so far (for failure messages). */
  readonly output: () => string
  /** Stops the whole process group: TERM, then KILL after a grace period. */
  readonly stop: () => Promise<void>
}

/** A port nobody listens on right now, on loopback. */
export const freePort = async (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const address = s.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      s.close(() => resolve(port))
    })
  })

// The JVM runs under a shell that also reads the test's stdin pipe: when the test process dies,
// however it dies, the pipe closes and the shell kills the JVM, so no emulator outlives its test.
const GUARD = 'java "$@" & j=$!; cat >/dev/null; kill $j 2>/dev/null; wait $j'

/**
 * Starts a Java emulator on a free loopback port in its own process group and resolves once its
 * output matches `ready`. Each test file starts its own and stops it in teardown.
 */
export const startJavaEmulator = async (
  name: string,
  javaArgs: (port: number) => ReadonlyArray<string>,
  ready: RegExp,
  // A JVM start is slow on a loaded 2-core machine; the limit only catches one that never comes up.
  timeoutMs = 120_000,
): Promise<JavaEmulator> => {
  const port = await freePort()
  const child = spawn('sh', ['-c', GUARD, 'sh', '-XX:+UseSerialGC', ...javaArgs(port)], {
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let running = true
  void exited.then(() => (running = false))
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  const groupAlive = (): boolean => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 0)
      return child.pid !== undefined
    } catch {
      return false
    }
  }
  const onExit = () => killGroup('SIGKILL')
  process.once('exit', onExit)
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      killGroup('SIGKILL')
      reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${output.slice(-2000)}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      if (ready.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`${name} exited before it was ready:\n${output.slice(-2000)}`))
    })
  })
  return {
    host: `127.0.0.1:${port}`,
    port,
    output: () => output,
    stop: async () => {
      process.removeListener('exit', onExit)
      if (!running) return
      killGroup('SIGTERM')
      const killer = setTimeout(() => killGroup('SIGKILL'), 3000)
      await exited
      clearTimeout(killer)
      // The JVM may outlive the shell by a moment: kill the group and wait until it is gone.
      killGroup('SIGKILL')
      child.stdin.destroy()
      for (let i = 0; i < 100 && groupAlive(); i++) await new Promise((r) => setTimeout(r, 50))
    },
  }
}
