import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

export type Spawned = {
  readonly pid: number
  /** `performance.now()` just before the spawn: the origin of start-up times. */
  readonly spawnedAt: number
  readonly output: () => string
  readonly exited: () => boolean
  /** The process's peak resident set (VmHWM) in MB (10^6 bytes), read from /proc; NaN where there is none. */
  readonly peakRssMb: () => number
  /** CPU time (user + system) the process has used so far, in ms; NaN where /proc is missing. */
  readonly cpuMs: () => number
  /** SIGTERM to the process group, SIGKILL after `graceMs`; resolves when the process has exited. */
  readonly stop: (graceMs?: number) => Promise<void>
}

// Every group this benchmark started, so a crash or Ctrl-C of the benchmark leaves none behind.
const started = new Set<number>()
const killGroup = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}
process.on('exit', () => {
  for (const pid of started) killGroup(pid, 'SIGKILL')
})

const vmHwmMb = (pid: number): number => {
  try {
    const m = /^VmHWM:\s+(\d+) kB/mu.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m === null ? Number.NaN : (Number(m[1]) * 1024) / 1e6
  } catch {
    return Number.NaN
  }
}

// utime and stime, fields 14 and 15 of /proc/PID/stat, in USER_HZ ticks (100 a second on Linux).
const cpuMsOf = (pid: number): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return Number.NaN
  }
}

/**
 * A child in a process group of its own (so `npm start`'s shell and node go down with it), its
 * output kept (the last 64 KiB) for error messages.
 */
export const spawnProcess = (command: string, args: ReadonlyArray<string>, env: NodeJS.ProcessEnv, cwd: string): Spawned => {
  const spawnedAt = performance.now()
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  if (child.pid === undefined) throw new Error(`cannot start ${command}`)
  const pid = child.pid
  started.add(pid)
  let out = ''
  const keep = (d: Buffer) => {
    out = (out + d.toString()).slice(-65_536)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let done = false
  const exit = new Promise<void>((r) =>
    child.once('exit', () => {
      done = true
      started.delete(pid)
      r()
    }),
  )
  return {
    pid,
    spawnedAt,
    output: () => out,
    exited: () => done,
    peakRssMb: () => vmHwmMb(pid),
    cpuMs: () => cpuMsOf(pid),
    stop: async (graceMs = 10_000) => {
      if (done) return
      killGroup(pid, 'SIGTERM')
      const timer = setTimeout(() => killGroup(pid, 'SIGKILL'), graceMs)
      await exit
      clearTimeout(timer)
      // npm's children may outlive npm itself by a moment
      killGroup(pid, 'SIGKILL')
    },
  }
}
