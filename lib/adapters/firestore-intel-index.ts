import type { DocumentReference, DocumentSnapshot, Firestore, Query } from '@google-cloud/firestore'
import * as TE from 'fp-ts/lib/TaskEither.js'
import type { IntelSession, IntelValue } from '../intel/index-records.js'
import { IntelTermDoc, INTEL_SESSIONS, INTEL_TERMS, INTEL_VALUES, intelSessionRef, intelValueRef, sessionOfDoc, valueOfDoc } from './firestore-intel-paths.js'
import type { StoreError } from '../ports/event-log.js'
import type { IntelIndex } from '../ports/intel-index.js'
import { corruptLog, storeUnavailable } from './store-errors.js'
import type { ValueKey } from '../intel/value-key.js'

export { firestoreReindex } from './firestore-reindex.js'

// The last code point: `prefix + TOP` is above every string that begins with `prefix`
// (Firestore orders strings by their UTF-8 bytes), so a prefix is a range of an index.
const TOP = '\u{10FFFF}'

class Corrupt extends Error {}

const sessionsOf = (docs: ReadonlyArray<DocumentSnapshot>): IntelSession[] =>
  docs.flatMap((d) => {
    if (!d.exists) return []
    const s = sessionOfDoc(d.data())
    if (s === undefined) throw new Corrupt(`the index document ${d.ref.path} does not decode`)
    return [s]
  })
const valuesOf = (docs: ReadonlyArray<DocumentSnapshot>): IntelValue[] =>
  docs.flatMap((d) => {
    if (!d.exists) return []
    const v = valueOfDoc(d.data())
    if (v === undefined) throw new Corrupt(`the index document ${d.ref.path} does not decode`)
    return [v]
  })

const read = <A>(f: () => Promise<A>): TE.TaskEither<StoreError, A> =>
  TE.tryCatch(f, (e) => (e instanceof Corrupt ? corruptLog(e.message) : storeUnavailable(e)))

/**
 * The index's read side on Firestore. Every listing is one query, ordered and resumed
 * (`startAfter`) on the fields its composite index in `firestore.indexes.json` names, with a
 * limit; a value's sessions are an `array-contains` query on the sessions' `values`.
 */
export const firestoreIntelIndex = (db: Firestore): IntelIndex => {
  const getAll = async (refs: ReadonlyArray<DocumentReference>): Promise<DocumentSnapshot[]> =>
    refs.length === 0 ? [] : db.getAll(...refs)

  return {
    sessions: (q) =>
      read(async () => {
        let query: Query = db.collection(INTEL_SESSIONS)
        if (q.valueKey !== undefined) query = query.where('values', 'array-contains', q.valueKey)
        if (q.scamType !== undefined) query = query.where('scamType', '==', q.scamType)
        if (q.sinceMs !== undefined) query = query.where('lastActivityAtMs', '>=', q.sinceMs)
        if (q.untilMs !== undefined) query = query.where('lastActivityAtMs', '<', q.untilMs)
        query = query.orderBy('lastActivityAtMs', 'desc').orderBy('sessionId', 'desc')
        if (q.after !== undefined) query = query.startAfter(q.after.lastActivityAtMs, q.after.sessionId)
        return sessionsOf((await query.limit(q.limit).get()).docs)
      }),
    sessionsById: (ids) => read(async () => sessionsOf(await getAll(ids.map((id) => intelSessionRef(db, id))))),
    values: (keys) => read(async () => valuesOf(await getAll(keys.map((k) => intelValueRef(db, k))))),
    topValues: (q) =>
      read(async () => {
        let query: Query = db.collection(INTEL_VALUES)
        if (q.kind !== undefined) query = query.where('kind', '==', q.kind)
        query = query.orderBy('sessions', 'desc').orderBy('lastSeenAtMs', 'desc').orderBy('key')
        if (q.after !== undefined) query = query.startAfter(q.after.sessions, q.after.lastSeenAtMs, q.after.key)
        return valuesOf((await query.limit(q.limit).get()).docs)
      }),
    search: (q) =>
      read(async () => {
        let query: Query = db.collection(INTEL_TERMS)
        if (q.kind !== undefined) query = query.where('kind', '==', q.kind)
        query = query.where('term', '>=', q.prefix).where('term', '<', `${q.prefix}${TOP}`).orderBy('term').orderBy('key')
        if (q.after !== undefined) query = query.startAfter(q.after.term, q.after.key)
        const terms = (await query.limit(q.limit).get()).docs.map((d) => {
          const t = IntelTermDoc.decode(d.data())
          if (t._tag === 'Left') throw new Corrupt(`the index document ${d.ref.path} does not decode`)
          return t.right
        })
        const values = new Map<ValueKey, IntelValue>()
        const docs = await getAll([...new Set(terms.map((t) => t.key))].map((k) => intelValueRef(db, k)))
        for (const v of valuesOf(docs)) values.set(`${v.kind}:${v.value}`, v)
        return terms.flatMap((t) => {
          const value = values.get(t.key)
          return value === undefined ? [] : [{ term: t.term, value }]
        })
      }),
    exportValues: (q) =>
      read(async () => {
        let query: Query = db.collection(INTEL_VALUES).where('lastSeenAtMs', '>=', q.sinceMs).orderBy('lastSeenAtMs').orderBy('key')
        if (q.after !== undefined) query = query.startAfter(q.after.lastSeenAtMs, q.after.key)
        return valuesOf((await query.limit(q.limit).get()).docs)
      }),
  }
}
