import { startJavaEmulator } from './java-emulator.js'

const JAR = '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'

export type FirestoreEmulator = {
  /** host:port, the value of FIRESTORE_EMULATOR_HOST. */
  readonly host: string
  /** Deletes every document of `projectId`'s default database. */
  readonly clear: (projectId: string) => Promise<void>
  readonly stop: () => Promise<void>
}

/**
 * The real Java Firestore emulator on a free loopback port, started directly (not through gcloud,
 * which may try to update itself or send metrics). Started through startLocalEmulators
 * (local-emulators.ts), one per test file: start-up takes seconds.
 */
export const startFirestoreEmulator = async (): Promise<FirestoreEmulator> => {
  const emulator = await startJavaEmulator(
    'the Firestore emulator',
    (port) => ['-cp', JAR, 'com.google.cloud.datastore.emulator.firestore.CloudFirestore', '--host=127.0.0.1', `--port=${port}`],
    /Dev App Server is now running/u,
  )
  return {
    host: emulator.host,
    clear: async (projectId) => {
      const res = await fetch(`http://${emulator.host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' })
      if (!res.ok) throw new Error(`clearing the Firestore emulator answered ${res.status}`)
    },
    stop: emulator.stop,
  }
}
