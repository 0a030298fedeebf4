import '../../helpers/loopback-env.js'
import t from 'tap'
import { createFirestore, firestoreEventLog } from '../../../lib/adapters/firestore-event-log.js'
import { firestoreIntelIndex, firestoreReindex } from '../../../lib/adapters/firestore-intel-index.js'
import { startLocalEmulators } from '../../helpers/local-emulators.js'
import { intelIndexContract } from './intel-index-contract.js'

t.setTimeout(300_000)
const PROJECT = 'honeypot-intel-test'
const { firestore: emulator, stop } = await startLocalEmulators({ only: ['firestore'], projectId: PROJECT })
t.teardown(stop)
process.env['FIRESTORE_EMULATOR_HOST'] = emulator.host

t.test('Firestore keeps the intelligence index', async (t) =>
  intelIndexContract(t, async () => {
    await emulator.clear(PROJECT)
    const db = createFirestore(PROJECT)
    const log = firestoreEventLog(db, { outbox: false })
    return { store: { log, intel: firestoreIntelIndex(db), reindex: firestoreReindex(db) }, cleanup: () => log.close() }
  }),
)
