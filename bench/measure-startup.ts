import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startService } from './start-service.js'

export type StartupResult = {
  /** Milliseconds to the first successful turn, one per start, from a fresh data directory. */
  readonly direct: ReadonlyArray<number>
  readonly npmStart: ReadonlyArray<number>
}

/**
 * Start-up as an operator sees it: from the process's start, and from `npm start`, to the first
 * `POST /honeypot` answered 200, on the embedded store, each time in an empty data directory
 * (the first start of a fresh clone creates its store). The build is not part of it.
 */
export const measureStartup = async (root: string, callbackUrl: string, times: number): Promise<StartupResult> => {
  const run = async (viaNpmStart: boolean): Promise<number> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'honeypot-bench-start-'))
    try {
      const s = await startService({ root, callbackUrl, dataDir, logLevel: 'warn', viaNpmStart })
      await s.proc.stop()
      return s.firstTurnMs
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
  const direct: number[] = []
  const npmStart: number[] = []
  for (let i = 0; i < times; i++) {
    direct.push(await run(false))
    npmStart.push(await run(true))
  }
  return { direct, npmStart }
}
