import { FieldPath, type Firestore } from '@google-cloud/firestore'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import * as t from 'io-ts'
import { foldEvents } from '../../events/evolve.js'
import { SessionEvent } from '../../events/session-event.js'
import { initialState } from '../../events/session-state.js'
import { intelUpdateOf } from '../intel/intel-update.js'
import { StoreFailed, storeErrorOf } from '../ports/store-failed.js'
import type { Reindex } from '../ports/intel-index.js'
import { INTEL_SESSIONS, INTEL_TERMS, INTEL_VALUES } from './firestore-intel-paths.js'
import { prepareIntelWrites } from './firestore-intel-writes.js'
import { SESSIONS } from './firestore-paths.js'
import { corruptLog, decodeJsonText } from './store-errors.js'

// Documents deleted, and sessions read, per round trip.
const PAGE = 300
const SessionIdField = t.type({ sessionId: t.string })
const EventData = t.type({ version: t.number, data: t.string })

const clear = async (db: Firestore, collection: string): Promise<void> => {
  for (;;) {
    const page = await db.collection(collection).orderBy(FieldPath.documentId()).limit(PAGE).get()
    if (page.empty) return
    const batch = db.batch()
    for (const d of page.docs) batch.delete(d.ref)
    await batch.commit()
  }
}

/**
 * `honeypot reindex` on Firestore: deletes the index's documents, then walks the sessions by
 * document id and indexes each one's folded log as one update, in a batch of its own. Unlike the
 * embedded store it is not one transaction: turns answered while it runs may be counted twice
 * (they update values the rebuild then adds again), so run it with no traffic (see the README).
 */
export const firestoreReindex =
  (db: Firestore): Reindex =>
  (onSession) =>
    TE.tryCatch(
      async () => {
        for (const c of [INTEL_SESSIONS, INTEL_VALUES, INTEL_TERMS]) await clear(db, c)
        let indexed = 0
        let after: string | undefined
        for (;;) {
          let q = db.collection(SESSIONS).orderBy(FieldPath.documentId()).limit(PAGE)
          if (after !== undefined) q = q.startAfter(after)
          const page = await q.get()
          for (const head of page.docs) {
            const id = SessionIdField.decode(head.data())
            if (E.isLeft(id)) throw new StoreFailed(corruptLog(`document ${head.ref.path} does not decode`))
            const sessionId = id.right.sessionId
            const eventDocs = (await head.ref.collection('events').orderBy('version').get()).docs
            const events = eventDocs.map((d) => {
              const row = EventData.decode(d.data())
              const e = E.isRight(row) ? decodeJsonText(SessionEvent, row.right.data) : O.none
              if (O.isNone(e)) throw new StoreFailed(corruptLog(`event ${d.ref.path} does not decode`))
              return e.value
            })
            const update = intelUpdateOf(events, foldEvents(initialState(sessionId), events))
            if (update !== undefined) {
              const writes = await prepareIntelWrites(db, update)
              const batch = db.batch()
              writes(batch)
              await batch.commit()
            }
            indexed++
            onSession?.(sessionId)
          }
          const last = page.docs[page.docs.length - 1]
          if (last === undefined || page.docs.length < PAGE) break
          after = last.id
        }
        return indexed
      },
      storeErrorOf,
    )
