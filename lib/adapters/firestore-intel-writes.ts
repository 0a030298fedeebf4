import { FieldValue, type DocumentSnapshot, type Firestore, type WriteBatch } from '@google-cloud/firestore'
import { applyIntelUpdate, keysToRead } from '../intel/apply-intel-update.js'
import type { IntelValue } from '../intel/index-records.js'
import type { IntelUpdate } from '../intel/intel-update.js'
import { searchTermsOf } from '../intel/search-terms.js'
import { valueKeyOf, type ValueKey } from '../intel/value-key.js'
import { INTEL_SESSIONS, intelSessionRef, intelTermRef, intelValueRef, sessionOfDoc, valueOfDoc } from './firestore-intel-paths.js'

/** Writes that add one update to a batch. */
export type IntelBatchWrites = (batch: WriteBatch) => void

const undecodable = (doc: DocumentSnapshot): Error => new Error(`the index document ${doc.ref.path} does not decode`)

/**
 * Reads what one update touches and returns the writes that fold it into the index, to join the
 * append's own batch (so the index commits with the events or not at all). Value documents are
 * read-modified-written under a precondition: created when absent (fails if another append
 * created it first), updated only if unchanged since read (`lastUpdateTime`). When another
 * append of a session sharing a value got there first, the batch fails with ALREADY_EXISTS or
 * FAILED_PRECONDITION and the caller reads again. A session's `sharedValues` only ever moves by
 * increments, so another session's update never overwrites it.
 */
export const prepareIntelWrites = async (db: Firestore, u: IntelUpdate): Promise<IntelBatchWrites> => {
  const sessionRef = intelSessionRef(db, u.sessionId)
  const sessionDoc = await sessionRef.get()
  const prior = sessionDoc.exists ? sessionOfDoc(sessionDoc.data()) : undefined
  if (sessionDoc.exists && prior === undefined) throw undecodable(sessionDoc)
  const keys = keysToRead(prior, u)
  const docs = keys.length === 0 ? [] : await db.getAll(...keys.map((k) => intelValueRef(db, k)))
  const stored = new Map<ValueKey, IntelValue>()
  const readAt = new Map<ValueKey, DocumentSnapshot>()
  docs.forEach((doc, i) => {
    const key = keys[i]!
    readAt.set(key, doc)
    if (!doc.exists) return
    const v = valueOfDoc(doc.data())
    if (v === undefined) throw undecodable(doc)
    stored.set(key, v)
  })
  const w = applyIntelUpdate(prior, stored, u)
  // The one earlier session of each value that gains its second: unchanged while the value's
  // document is (both move in the same batches), which the precondition on it guarantees.
  const earlier = await Promise.all(
    w.nowShared.map(async (key) => {
      const q = await db.collection(INTEL_SESSIONS).where('values', 'array-contains', key).limit(2).get()
      return q.docs.map((d) => d.ref).find((ref) => ref.path !== sessionRef.path)
    }),
  )

  return (batch) => {
    for (const v of w.values) {
      const key = valueKeyOf(v.kind, v.value)
      const ref = intelValueRef(db, key)
      const doc = readAt.get(key)
      const data = { ...v, key }
      if (doc?.exists === true && doc.updateTime !== undefined) batch.update(ref, data, { lastUpdateTime: doc.updateTime })
      else {
        batch.create(ref, data)
        for (const term of searchTermsOf(v.kind, v.value)) batch.set(intelTermRef(db, term, key), { term, kind: v.kind, key })
      }
    }
    for (const ref of earlier) if (ref !== undefined) batch.set(ref, { sharedValues: FieldValue.increment(1) }, { merge: true })
    const { sharedValues: _shared, ...session } = w.session
    batch.set(sessionRef, { ...session, sharedValues: FieldValue.increment(w.sharedDelta) }, { merge: true })
  }
}
