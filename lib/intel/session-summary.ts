import * as t from 'io-ts'
import { nullable } from '../codec/nullable.js'
import { ScamType } from '../scam-type.js'
import type { IntelSession } from './index-records.js'
import { IntelKind } from './intel-kind.js'
import { parseValueKey } from './value-key.js'

/** Distinct values per linking kind; a kind is absent when the session holds none. */
export const EvidenceCounts = t.partial(
  Object.fromEntries(Object.keys(IntelKind.keys).map((k) => [k, t.number])) as Record<IntelKind, t.NumberC>,
)
export type EvidenceCounts = t.TypeOf<typeof EvidenceCounts>

/** A session as the investigator's list shows it (`GET /sessions`). */
export const SessionSummary = t.type({
  sessionId: t.string,
  scamType: ScamType,
  scamDetected: t.boolean,
  confidence: t.number,
  channel: nullable(t.string),
  language: nullable(t.string),
  startedAtMs: nullable(t.number),
  firstReceivedAtMs: nullable(t.number),
  lastActivityAtMs: nullable(t.number),
  turns: t.number,
  evidenceCounts: EvidenceCounts,
  sharedValues: t.number,
})
export type SessionSummary = t.TypeOf<typeof SessionSummary>

export const evidenceCountsOf = (values: ReadonlyArray<string>): EvidenceCounts => {
  const counts: Partial<Record<IntelKind, number>> = {}
  for (const key of values) {
    const kind = parseValueKey(key)?.kind
    if (kind !== undefined) counts[kind] = (counts[kind] ?? 0) + 1
  }
  return counts
}

export const sessionSummaryOf = (s: IntelSession): SessionSummary => ({
  sessionId: s.sessionId,
  scamType: s.scamType,
  scamDetected: s.scamDetected,
  confidence: s.confidence,
  channel: s.channel,
  language: s.language,
  startedAtMs: s.startedAtMs,
  firstReceivedAtMs: s.firstReceivedAtMs,
  lastActivityAtMs: s.lastActivityAtMs,
  turns: s.turns,
  evidenceCounts: evidenceCountsOf(s.values),
  sharedValues: s.sharedValues,
})
