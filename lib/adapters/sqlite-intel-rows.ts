import * as t from 'io-ts'
import * as E from 'fp-ts/lib/Either.js'
import { IntelSession, IntelValue, SessionFacts } from '../intel/index-records.js'
import { decodeJsonText } from './store-errors.js'
import * as O from 'fp-ts/lib/Option.js'

/** A row of `intel_sessions` as SQLite hands it back. */
export type IntelSessionRow = { session_id: string; shared_values: number; facts: string; value_keys: string }
/** A row of `intel_values`. */
export type IntelValueRow = {
  kind: string
  value: string
  sessions: number
  occurrences: number
  first_seen_at_ms: number
  last_seen_at_ms: number
  type_counts: string
}

export const SESSION_COLUMNS = 'session_id, shared_values, facts, value_keys'
export const VALUE_COLUMNS = 'kind, value, sessions, occurrences, first_seen_at_ms, last_seen_at_ms, type_counts'

const Keys = t.readonlyArray(t.string)
const TypeCounts = t.record(t.string, t.number)

/** A stored session record through its codecs; undefined when it does not decode. */
export const decodeSessionRow = (r: IntelSessionRow): IntelSession | undefined => {
  const facts = decodeJsonText(SessionFacts, r.facts)
  const values = decodeJsonText(Keys, r.value_keys)
  if (O.isNone(facts) || O.isNone(values)) return undefined
  const s = IntelSession.decode({ sessionId: r.session_id, sharedValues: r.shared_values, values: values.value, ...facts.value })
  return E.isRight(s) ? s.right : undefined
}

/** A stored value record through its codec; undefined when it does not decode. */
export const decodeValueRow = (r: IntelValueRow): IntelValue | undefined => {
  const typeCounts = decodeJsonText(TypeCounts, r.type_counts)
  if (O.isNone(typeCounts)) return undefined
  const v = IntelValue.decode({
    kind: r.kind,
    value: r.value,
    sessions: r.sessions,
    occurrences: r.occurrences,
    firstSeenAtMs: r.first_seen_at_ms,
    lastSeenAtMs: r.last_seen_at_ms,
    typeCounts: typeCounts.value,
  })
  return E.isRight(v) ? v.right : undefined
}

/** The facts column: the record less what has columns or rows of its own. */
export const encodeFacts = (s: IntelSession): string => {
  const { sessionId: _id, values: _values, sharedValues: _shared, ...facts } = s
  return JSON.stringify(SessionFacts.encode(facts))
}
