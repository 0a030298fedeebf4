import { decodeJsonText, storeUnavailable } from './store-errors.js'
import { Timestamp, type DocumentSnapshot, type Firestore } from '@google-cloud/firestore'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import { SessionEvent } from '../../events/session-event.js'
import type { StoreError } from '../ports/event-log.js'
import type { EventOutbox, OutboxEntry } from '../ports/event-outbox.js'
import { OUTBOX, OutboxDoc, outboxRef } from './firestore-paths.js'

const entryOf = (doc: DocumentSnapshot): E.Either<StoreError, OutboxEntry> =>
  pipe(
    O.fromEither(OutboxDoc.decode(doc.data())),
    O.chain((d) => pipe(decodeJsonText(SessionEvent, d.data), O.map((event) => ({ sessionId: d.sessionId, event })))),
    E.fromOption((): StoreError => ({ _tag: 'CorruptLog', reason: `outbox entry ${doc.ref.path} does not decode` })),
  )

/**
 * The outbox the Firestore event log writes when the stream is on: top-level `outbox` documents
 * stamped with their commit time (server time, so commits of one session order correctly). A
 * query on that one field needs no composite index; its tie-break on the document id puts a
 * session's entries of one commit in version order.
 */
export const firestoreOutbox = (db: Firestore): EventOutbox => ({
  pending: (cutoff, limit) =>
    pipe(
      TE.tryCatch(
        () =>
          db.collection(OUTBOX).where('createdAt', '<=', Timestamp.fromMillis(cutoff)).orderBy('createdAt').limit(limit).get(),
        storeUnavailable,
      ),
      TE.chainEitherK((q) => E.traverseArray(entryOf)(q.docs)),
    ),
  remove: (entries) =>
    TE.tryCatch(async () => {
      // A batch holds at most 500 writes.
      for (let i = 0; i < entries.length; i += 500) {
        const batch = db.batch()
        for (const e of entries.slice(i, i + 500)) batch.delete(outboxRef(db, e.sessionId, e.event.version))
        await batch.commit()
      }
    }, storeUnavailable),
  // The client belongs to the event log, which terminates it.
  close: async () => undefined,
})
