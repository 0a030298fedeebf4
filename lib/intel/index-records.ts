import * as t from 'io-ts'
import { nullable } from '../codec/nullable.js'
import { ScamType, scamTypes } from '../scam-type.js'
import { IntelKind } from './intel-kind.js'

/** What the index keeps about a session besides its values: its projection's listing fields. */
export const SessionFacts = t.type({
  scamType: ScamType,
  scamDetected: t.boolean,
  confidence: t.number,
  channel: nullable(t.string),
  language: nullable(t.string),
  /** Earliest usable message timestamp, epoch ms (the projection's `startedAt` in ms); null until one was usable. */
  startedAtMs: nullable(t.number),
  firstReceivedAtMs: nullable(t.number),
  lastActivityAtMs: t.number,
  turns: t.number,
})
export type SessionFacts = t.TypeOf<typeof SessionFacts>

/**
 * A session in the index: its facts, the value keys it holds (sorted, at most the session's own bound
 * per kind), and how many of them another session holds too.
 */
export const IntelSession = t.intersection([
  t.type({ sessionId: t.string, values: t.readonlyArray(t.string), sharedValues: t.number }),
  SessionFacts,
])
export type IntelSession = t.TypeOf<typeof IntelSession>

/**
 * A value across sessions: how many sessions hold it, in how many scammer messages it appeared,
 * when first and last, and how many of its sessions are of each scam type now (`typeCounts`, a
 * type absent or 0 when none is).
 */
export const IntelValue = t.type({
  kind: IntelKind,
  value: t.string,
  sessions: t.number,
  occurrences: t.number,
  firstSeenAtMs: t.number,
  lastSeenAtMs: t.number,
  typeCounts: t.record(t.string, t.number),
})
export type IntelValue = t.TypeOf<typeof IntelValue>

/** The scam types a value's sessions have now, each once, in the spec's order. */
export const scamTypesOf = (v: IntelValue): ReadonlyArray<ScamType> => scamTypes.filter((s) => (v.typeCounts[s] ?? 0) > 0)
