import '../../helpers/loopback-env.js'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import t from 'tap'
import { createFirestore, firestoreEventLog } from '../../../lib/adapters/firestore-event-log.js'
import { initialState } from '../../../events/session-state.js'
import { commit } from '../../../lib/turn/commit.js'
import { decideTurn } from '../../../lib/turn/decide-turn.js'
import { loadState } from '../../../lib/turn/load-state.js'
import type { VersionConflict } from '../../../lib/ports/event-log.js'
import { startLocalEmulators } from '../../helpers/local-emulators.js'
import { eventLogContract } from './event-log-contract.js'

t.setTimeout(300_000)
const PROJECT = 'honeypot-test'
const { firestore: emulator, stop } = await startLocalEmulators({ only: ['firestore'], projectId: PROJECT })
t.teardown(stop)
process.env['FIRESTORE_EMULATOR_HOST'] = emulator.host

const fresh = async (onConflict?: (id: string, c: VersionConflict) => void) => {
  await emulator.clear(PROJECT)
  const db = createFirestore(PROJECT)
  const log = firestoreEventLog(db, { outbox: false, ...(onConflict === undefined ? {} : { onConflict }) })
  return { db, log, cleanup: () => log.close() }
}
const aTurnInput = (text: string) => ({
  message: { sender: 'scammer', text, timestamp: Date.now() / 1000 },
  conversationHistory: [],
  metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
  source: 'partner',
})

t.test('the Firestore event log keeps the EventLog contract', async (t) => eventLogContract(t, () => fresh()))

t.test('when a turn is appended', async (t) => {
  const { db, log, cleanup } = await fresh()
  t.teardown(cleanup)
  const id = 'odd/id..with __ and %'
  const done = await commit(log, Date.now, 3)(id, decideTurn(aTurnInput('pay Rs 500 to kyc@fakebank'), 10_000))()
  if (E.isLeft(done)) throw new Error(JSON.stringify(done.left))
  const heads = await db.collection('sessions').get()
  t.equal(heads.size, 1, 'one head document exists for the session')
  const head = heads.docs[0]
  t.equal(head?.get('sessionId'), id, 'the head keeps the session id as given, whatever its characters')
  t.equal(head?.get('version'), done.right.events.length, 'the head holds the version')
  const events = await head?.ref.collection('events').get()
  t.same(events?.docs.map((d) => d.id), done.right.events.map((e) => String(e.version).padStart(10, '0')), 'events are keyed by their zero-padded version')
  t.equal((await db.collection('outbox').get()).size, 0, 'no outbox entry is written when the stream is off')
  const state = await loadState(log)(id)()
  t.same(E.isRight(state) && O.toNullable(state.right), done.right.state, 'the session loads back as committed')
})

t.test('when two writers race for one version', async (t) => {
  const conflicts: VersionConflict[] = []
  const { log, cleanup } = await fresh((_id, c) => conflicts.push(c))
  t.teardown(cleanup)
  const id = 'race'
  const a = await commit(log, Date.now, 3)(id, decideTurn(aTurnInput('first'), 10_000))()
  if (E.isLeft(a)) throw new Error('commit failed')
  const [x, y] = await Promise.all([log.append(id, 0, a.right.events, a.right.state)(), log.append(id, 0, a.right.events, a.right.state)()])
  t.ok(E.isLeft(x) && E.isLeft(y), 'both stale appends are refused')
  t.equal(conflicts.length, 2, 'each conflict is reported to the observer')
})

t.test('when the head document is tampered with', async (t) => {
  const { db, log, cleanup } = await fresh()
  t.teardown(cleanup)
  await db.collection('sessions').doc('bad').set({ version: 'three', snapshot: 42 })
  const loaded = await log.load('bad')()
  t.same(E.isLeft(loaded) && loaded.left._tag, 'CorruptLog', 'loading it reports a corrupt log')
  const appended = await log.append('bad', 3, [], initialState('bad'))()
  t.same(E.isLeft(appended) && appended.left._tag, 'CorruptLog', 'checking its version reports a corrupt log')
})
