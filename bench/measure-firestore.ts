import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startLocalEmulators } from '../test/helpers/local-emulators.js'
import { runLoad, type LoadResult } from './run-load.js'
import { startService } from './start-service.js'

export type FirestoreResult =
  | { readonly ran: false; readonly note: string }
  | { readonly ran: true; readonly firstTurnMs: number; readonly single: LoadResult; readonly concurrent: LoadResult; readonly peakRssMb: number }

const ADAPTER = 'dist/lib/adapters/firestore-event-log.js'
const EMULATOR_JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'
const PROJECT = 'honeypot-bench'

export type FirestoreLoad = { readonly warmSeconds: number; readonly singleSeconds: number; readonly concurrentSeconds: number }

/**
 * The same partner load with the Firestore store, against the real Java emulator on loopback, for
 * information: the emulator is not Firestore, and it shares the two cores with the service.
 * Skipped, with the reason, when the adapter is not in this build or the emulator is missing.
 */
export const measureFirestore = async (root: string, runId: string, callbackUrl: string, load: FirestoreLoad): Promise<FirestoreResult> => {
  if (!existsSync(join(root, ADAPTER))) return { ran: false, note: `skipped: the Firestore adapter (${ADAPTER}) is not in this build` }
  if (!existsSync(EMULATOR_JAR)) return { ran: false, note: `skipped: no Firestore emulator at ${EMULATOR_JAR}` }
  const { firestore: emulator, stop: stopEmulator } = await startLocalEmulators({ only: ['firestore'], projectId: PROJECT })
  const dataDir = mkdtempSync(join(tmpdir(), 'honeypot-bench-fs-'))
  try {
    const service = await startService({
      root,
      callbackUrl,
      dataDir,
      logLevel: 'warn',
      extra: { HONEYPOT_STORE: 'firestore', FIRESTORE_EMULATOR_HOST: emulator.host, GOOGLE_CLOUD_PROJECT: PROJECT },
    }).catch((e: unknown) => e as Error)
    if (service instanceof Error) return { ran: false, note: `failed to start on Firestore: ${service.message.split('\n').slice(0, 3).join(' ')}` }
    try {
      const at = (phase: string, connections: number, seconds: number) =>
        runLoad({ url: service.url, runId, phase, connections, seconds, maxRequests: 50_000, serverCpuMs: service.proc.cpuMs })
      await at('fs-warm', 8, load.warmSeconds)
      const single = await at('fs-single', 1, load.singleSeconds)
      const concurrent = await at('fs-concurrent', 32, load.concurrentSeconds)
      return { ran: true, firstTurnMs: service.firstTurnMs, single, concurrent, peakRssMb: service.proc.peakRssMb() }
    } finally {
      await service.proc.stop()
    }
  } finally {
    await stopEmulator()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
