import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from '../test/helpers/java-emulator.js'
import { serviceEnv, type ServiceSettings } from './service-env.js'
import { spawnProcess, type Spawned } from './spawn-process.js'
import { waitForFirstTurn } from './wait-for-first-turn.js'

export type RunningService = {
  readonly url: string
  readonly proc: Spawned
  /** From the spawn to the first successful `POST /honeypot`. */
  readonly firstTurnMs: number
}

export type StartOptions = Omit<ServiceSettings, 'port'> & {
  readonly root: string
  /** `npm start` instead of the compiled entry point run directly. */
  readonly viaNpmStart?: boolean
  /** Extra node flags (e.g. `--cpu-prof`), for a direct start only. */
  readonly nodeArgs?: ReadonlyArray<string>
  /** Another compiled entry point to measure (a variant under study); `dist/services/server/index.js` by default. */
  readonly entry?: string
}

/** The Node flags of `npm start` (e.g. the heap setting), so a direct start measures the same process. */
const startFlags = (root: string): ReadonlyArray<string> => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }
  return pkg.scripts.start.split(/\s+/u).filter((a) => a.startsWith('--'))
}

/** The compiled service (`dist/`) in a process of its own, on a free loopback port, answering turns. */
export const startService = async (o: StartOptions): Promise<RunningService> => {
  const port = await freePort()
  const env = serviceEnv({ ...o, port })
  const proc =
    o.viaNpmStart === true
      ? spawnProcess('npm', ['start'], env, o.root)
      : spawnProcess(process.execPath, [...startFlags(o.root), ...(o.nodeArgs ?? []), o.entry ?? join(o.root, 'dist/services/server/index.js')], env, o.root)
  const url = `http://127.0.0.1:${port}`
  try {
    return { url, proc, firstTurnMs: await waitForFirstTurn(url, proc) }
  } catch (e) {
    await proc.stop()
    throw e
  }
}
