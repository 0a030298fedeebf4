import { corruptLog, decodeJsonText, storeUnavailable } from './store-errors.js'
import { FieldValue, Firestore, type DocumentSnapshot } from '@google-cloud/firestore'
import * as t from 'io-ts'
import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import { SessionEvent } from '../../events/session-event.js'
import { SessionState } from '../../events/session-state.js'
import { ScamType } from '../scam-type.js'
import type { EventLog, Head, SessionSummary, StoreError, VersionConflict } from '../ports/event-log.js'
import { eventDocId, outboxDocOf, outboxRef, SESSIONS, sessionDocId } from './firestore-paths.js'
import { nullable } from '../codec/nullable.js'
import { intelUpdateOf } from '../intel/intel-update.js'
import { prepareIntelWrites } from './firestore-intel-writes.js'

/** The session head document: the log's version, the projection snapshot and what listing needs. */
const HeadDoc = t.type({
  sessionId: t.string,
  version: t.number,
  snapshot: t.string,
  turns: t.number,
  scamType: t.string,
  lastActivityAt: nullable(t.number),
  pendingFinalReport: nullable(t.type({ taskName: t.string, dueAt: t.number })),
})
const VersionOnly = t.type({ version: t.number })
const VersionAndSnapshot = t.type({ version: t.number, snapshot: t.string })
const EventDoc = t.type({ version: t.number, data: t.string })

const ALREADY_EXISTS = 6
const FAILED_PRECONDITION = 9
// An append whose index writes lost a race with another session's on a shared value reads the
// index again and retries, up to this many times in all; then the store is reported unavailable.
const INTEL_ATTEMPTS = 5
const grpcCode = (e: unknown): unknown => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined)
const decodeDoc = <A>(codec: t.Decoder<unknown, A>, doc: DocumentSnapshot): E.Either<StoreError, A> =>
  pipe(codec.decode(doc.data()), E.mapLeft(() => corruptLog(`document ${doc.ref.path} does not decode`)))

export type FirestoreEventLogOptions = {
  /** Also record each appended event in the outbox, in the same atomic write, for the event stream. */
  readonly outbox: boolean
  /** Told of every version conflict, for the logs (a conflict is retried by `commit`, not an error). */
  readonly onConflict?: (sessionId: string, conflict: VersionConflict) => void
}

/** A Firestore client for `projectId`; it follows FIRESTORE_EMULATOR_HOST when that is set. */
export const createFirestore = (projectId: string): Firestore => new Firestore({ projectId })

/**
 * The hosted event log. `sessions/{id}` is the head: version, snapshot and listing fields;
 * `sessions/{id}/events/{version, zero-padded}` holds each event. An append is one atomic batched
 * write (a transaction without reads) of the events, their outbox entries and the new head. It
 * checks the expected version by creating the event at `expectedVersion + 1`: that document exists
 * exactly when another writer appended first, and then the whole write fails and nothing is
 * written. Reading the head inside a transaction instead takes a lock that concurrent writers of
 * one session wait on until it times out (seconds per conflict in the emulator).
 * Documents hold JSON text decoded by the same codecs as the SQLite rows: Firestore types stay in
 * the adapter, and a snapshot costs one index entry, not one per array item.
 */
export const firestoreEventLog = (db: Firestore, options: FirestoreEventLogOptions): EventLog => {
  const sessions = db.collection(SESSIONS)
  const headRef = (sessionId: string) => sessions.doc(sessionDocId(sessionId))

  const load = (sessionId: string): TE.TaskEither<StoreError, O.Option<Head>> =>
    pipe(
      TE.tryCatch(() => headRef(sessionId).get(), storeUnavailable),
      TE.chainEitherK((doc) =>
        !doc.exists
          ? E.right(O.none)
          : pipe(
              decodeDoc(VersionAndSnapshot, doc),
              E.map((h): O.Option<Head> => O.some({ version: h.version, snapshot: decodeJsonText(SessionState, h.snapshot) })),
            ),
      ),
    )

  // The version the head holds now, to report a conflict (it may have moved on again since).
  const versionNow = (sessionId: string): TE.TaskEither<StoreError, number> =>
    pipe(
      TE.tryCatch(() => headRef(sessionId).get(), storeUnavailable),
      TE.chainEitherK((doc) => (doc.exists ? pipe(decodeDoc(VersionOnly, doc), E.map((h) => h.version)) : E.right(0))),
    )
  const conflict = (sessionId: string, expected: number) =>
    pipe(
      versionNow(sessionId),
      TE.chainW((actual) => TE.left<VersionConflict>({ _tag: 'VersionConflict', expected, actual })),
    )

  const write = async (sessionId: string, expectedVersion: number, events: ReadonlyArray<SessionEvent>, snapshot: SessionState) => {
    const ref = headRef(sessionId)
    // The index's part, read before the batch is built and written in it.
    const update = intelUpdateOf(events, snapshot)
    const intel = update === undefined ? undefined : await prepareIntelWrites(db, update)
    const batch = db.batch()
    intel?.(batch)
    for (const e of events) {
      const data = JSON.stringify(SessionEvent.encode(e))
      batch.create(ref.collection('events').doc(eventDocId(e.version)), { version: e.version, type: e.type, at: e.at, data })
      if (options.outbox) batch.create(outboxRef(db, sessionId, e.version), outboxDocOf(sessionId, e, data, FieldValue.serverTimestamp()))
    }
    const head: t.TypeOf<typeof HeadDoc> = {
      sessionId,
      version: expectedVersion + events.length,
      snapshot: JSON.stringify(SessionState.encode(snapshot)),
      turns: snapshot.turns,
      scamType: snapshot.scamType,
      lastActivityAt: snapshot.lastActivityAt,
      pendingFinalReport: snapshot.pendingFinalReport,
    }
    batch.set(ref, { ...head, updatedAt: FieldValue.serverTimestamp() })
    return batch.commit()
  }

  // Whether the event after `expectedVersion` is stored: then another writer appended first.
  const appendedFirst = (sessionId: string, expectedVersion: number): TE.TaskEither<StoreError, boolean> =>
    TE.tryCatch(async () => (await headRef(sessionId).collection('events').doc(eventDocId(expectedVersion + 1)).get()).exists, storeUnavailable)

  // ALREADY_EXISTS is the version check (the event after `expectedVersion` exists) or, when that
  // event is not there, an index value another session's append created first; FAILED_PRECONDITION
  // an index value changed since it was read. Both index races are written again from a new read.
  const writeOrConflict = (
    sessionId: string,
    expectedVersion: number,
    events: ReadonlyArray<SessionEvent>,
    snapshot: SessionState,
    attempt: number,
  ): TE.TaskEither<StoreError | VersionConflict, void> =>
    pipe(
      TE.tryCatch(
        () => write(sessionId, expectedVersion, events, snapshot).then(() => undefined),
        (e): StoreError | 'exists' | 'changed' =>
          grpcCode(e) === ALREADY_EXISTS ? 'exists' : grpcCode(e) === FAILED_PRECONDITION ? 'changed' : storeUnavailable(e),
      ),
      TE.orElseW((e) => {
        if (typeof e !== 'string') return TE.left(e)
        const again = attempt < INTEL_ATTEMPTS ? writeOrConflict(sessionId, expectedVersion, events, snapshot, attempt + 1) : TE.left(storeUnavailable('the index kept changing under the append'))
        if (e === 'changed') return again
        return pipe(
          appendedFirst(sessionId, expectedVersion),
          TE.chainW((first) => (first ? conflict(sessionId, expectedVersion) : again)),
        )
      }),
    )

  const append: EventLog['append'] = (sessionId, expectedVersion, events, snapshot) =>
    pipe(
      events.length === 0
        ? pipe(
            versionNow(sessionId),
            TE.chainW((actual) =>
              actual === expectedVersion ? TE.right(undefined) : TE.left<VersionConflict>({ _tag: 'VersionConflict', expected: expectedVersion, actual }),
            ),
          )
        : writeOrConflict(sessionId, expectedVersion, events, snapshot, 1),
      TE.tapError((e) => TE.fromIO(() => (e._tag === 'VersionConflict' ? options.onConflict?.(sessionId, e) : undefined))),
    )

  const readEvents = (sessionId: string, afterVersion: number, limit?: number): TE.TaskEither<StoreError, ReadonlyArray<SessionEvent>> =>
    pipe(
      TE.tryCatch(() => {
        const after = headRef(sessionId).collection('events').where('version', '>', afterVersion).orderBy('version')
        return (limit === undefined ? after : after.limit(limit)).get()
      }, storeUnavailable),
      TE.chainEitherKW((q) =>
        E.traverseArray((doc: DocumentSnapshot) =>
          pipe(
            decodeDoc(EventDoc, doc),
            E.chainW((d) => E.fromOption(() => corruptLog(`event ${doc.ref.path} does not decode`))(decodeJsonText(SessionEvent, d.data))),
          ),
        )(q.docs),
      ),
    )

  const listSessions = (): TE.TaskEither<StoreError, ReadonlyArray<SessionSummary>> =>
    pipe(
      TE.tryCatch(() => sessions.orderBy('lastActivityAt', 'desc').get(), storeUnavailable),
      TE.chainEitherK((q) =>
        E.traverseArray((doc: DocumentSnapshot) =>
          pipe(
            decodeDoc(HeadDoc, doc),
            E.map(
              (h): SessionSummary => ({
                sessionId: h.sessionId,
                version: h.version,
                turns: h.turns,
                scamType: ScamType.is(h.scamType) ? h.scamType : 'UNKNOWN',
                lastActivityAt: h.lastActivityAt,
                pendingFinalReport: h.pendingFinalReport,
              }),
            ),
          ),
        )(q.docs),
      ),
    )

  return {
    load,
    append,
    readEvents,
    listSessions,
    // Reading a document that need not exist proves the emulator or the service answers.
    ping: () => pipe(TE.tryCatch(() => db.collection('health').doc('ping').get(), storeUnavailable), TE.map(() => undefined)),
    close: () => db.terminate(),
  }
}
