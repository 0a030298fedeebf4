import type { FieldValue, Firestore } from '@google-cloud/firestore'
import * as t from 'io-ts'
import * as O from 'fp-ts/lib/Option.js'
import type { SessionEvent } from '../../events/session-event.js'
import type { StoreError } from '../ports/event-log.js'

/** Where the Firestore adapters keep things, and how ids become document names. */
export const SESSIONS = 'sessions'
export const OUTBOX = 'outbox'

/**
 * A session id as a document id. Ids come from the partner (up to 256 characters of anything), and
 * a document id may not contain `/`, be `.` or `..`, or look like `__name__`: percent-encoding with
 * `.` and a leading `_` escaped too keeps every id distinct and legal, and readable in the console.
 */
export const sessionDocId = (sessionId: string): string =>
  encodeURIComponent(sessionId).replace(/\./gu, '%2E').replace(/^_/u, '%5F')

/** Events sort by document id in version order. */
export const eventDocId = (version: number): string => String(version).padStart(10, '0')

// `:` is percent-encoded in a session's document id, so it separates the two parts unambiguously.
export const outboxRef = (db: Firestore, sessionId: string, version: number) =>
  db.collection(OUTBOX).doc(`${sessionDocId(sessionId)}:${eventDocId(version)}`)

/** An outbox document: the event as stored in the log, stamped with its commit time. */
export const OutboxDoc = t.type({ sessionId: t.string, version: t.number, data: t.string })
export const outboxDocOf = (sessionId: string, event: SessionEvent, data: string, createdAt: FieldValue) => ({
  sessionId,
  version: event.version,
  type: event.type,
  data,
  createdAt,
})

export const decodeJsonText = <A>(codec: t.Decoder<unknown, A>, text: string): O.Option<A> => {
  try {
    return O.fromEither(codec.decode(JSON.parse(text)))
  } catch {
    return O.none
  }
}

export const firestoreUnavailable = (e: unknown): StoreError => ({
  _tag: 'StoreUnavailable',
  reason: e instanceof Error ? e.message : String(e),
})
