import type { FieldValue, Firestore } from '@google-cloud/firestore'
import * as t from 'io-ts'
import type { SessionEvent } from '../../events/session-event.js'

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

