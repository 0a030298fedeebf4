import { createHash } from 'node:crypto'
import type { Firestore } from '@google-cloud/firestore'
import * as t from 'io-ts'
import * as E from 'fp-ts/lib/Either.js'
import { IntelSession, IntelValue } from '../intel/index-records.js'
import { IntelKind } from '../intel/intel-kind.js'
import type { ValueKey } from '../intel/value-key.js'
import { sessionDocId } from './firestore-paths.js'

/**
 * Where the Firestore index lives: `intelSessions/{session doc id}` (a session's facts, its value
 * keys in `values` for `array-contains` queries, `sharedValues`), `intelValues/{hash of the key}`
 * (a value across sessions) and `intelTerms/{hash of term and key}` (one per search term). Values
 * are hashed into ids: a link may hold `/` and be longer than an id may be.
 */
export const INTEL_SESSIONS = 'intelSessions'
export const INTEL_VALUES = 'intelValues'
export const INTEL_TERMS = 'intelTerms'

const hash = (s: string): string => createHash('sha256').update(s).digest('hex')

export const intelSessionRef = (db: Firestore, sessionId: string) => db.collection(INTEL_SESSIONS).doc(sessionDocId(sessionId))
export const intelValueRef = (db: Firestore, key: ValueKey) => db.collection(INTEL_VALUES).doc(hash(key))
export const intelTermRef = (db: Firestore, term: string, key: ValueKey) => db.collection(INTEL_TERMS).doc(hash(`${term}\n${key}`))

/** A value document: the record and its key (the tie-breaker of every listing). */
export const IntelValueDoc = t.intersection([IntelValue, t.type({ key: t.string })])
export const IntelTermDoc = t.type({ term: t.string, kind: IntelKind, key: t.string })

/** A session document holds the record's fields as Firestore fields (queried: scamType, lastActivityAtMs, values). */
export const sessionOfDoc = (data: unknown): IntelSession | undefined => {
  const d = IntelSession.decode(data)
  return E.isRight(d) ? d.right : undefined
}
export const valueOfDoc = (data: unknown): IntelValue | undefined => {
  const d = IntelValueDoc.decode(data)
  if (E.isLeft(d)) return undefined
  const { key: _key, ...v } = d.right
  return v
}
