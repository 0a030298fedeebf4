import type { SessionEvent } from '../../events/session-event.js'
import type { SessionState } from '../../events/session-state.js'
import type { Evidence } from '../evidence.js'
import { setBounded } from '../bounded-map.js'
import { scamDetected } from '../scam-detected.js'
import type { SessionFacts } from './index-records.js'
import { intelKinds, type IntelKind } from './intel-kind.js'
import { normaliseValue } from './normalise-value.js'
import { valueKeyOf, type ValueKey } from './value-key.js'

/** A held value seen in the appended events: in how many scammer messages, first and last when. */
export type Sighting = { readonly key: ValueKey; readonly occurrences: number; readonly firstAt: number; readonly lastAt: number }

/**
 * What one append tells the index about its session: the session's facts and held values after
 * it, and the held values its events saw. Derived from the events and the projection after them
 * alone, so folding a whole log at once gives the same update as its appends one by one.
 */
export type IntelUpdate = {
  readonly sessionId: string
  readonly facts: SessionFacts
  /** The value keys the session holds after the append, first seen first. */
  readonly values: ReadonlyArray<ValueKey>
  readonly sightings: ReadonlyArray<Sighting>
}

/**
 * The value keys of a session's kept evidence (the projection keeps at most 100 written forms per
 * kind, so at most 100 keys), in order of first sighting: a phone's three written forms are one key.
 */
export const heldValuesOf = (evidence: Evidence): ReadonlyArray<ValueKey> => {
  const keys = new Set<ValueKey>()
  for (const kind of intelKinds) {
    for (const raw of evidence[kind]) {
      const key = keyOf(kind, raw)
      if (key !== null) keys.add(key)
    }
  }
  return [...keys]
}

// A session's evidence is read again after every append, most of it unchanged: each written form's
// key is remembered (a link's takes a URL parse), per kind, for the values of the sessions in flight.
const KEYS_REMEMBERED = 4096
const keysOf = new Map<IntelKind, Map<string, ValueKey | null>>()
const keyOf = (kind: IntelKind, raw: string): ValueKey | null => {
  let known = keysOf.get(kind)
  if (known === undefined) keysOf.set(kind, (known = new Map<string, ValueKey | null>()))
  const key = known.get(raw)
  if (key !== undefined) return key
  const value = normaliseValue(kind, raw)
  const made = value === undefined ? null : valueKeyOf(kind, value)
  setBounded(known, raw, made, KEYS_REMEMBERED)
  return made
}

const factsOf = (s: SessionState, at: number): SessionFacts => ({
  scamType: s.scamType,
  scamDetected: scamDetected(s.scamType, s.confidence, s.evidence),
  confidence: s.confidence,
  channel: s.channel,
  language: s.language,
  startedAtMs: s.startedAt === null ? null : Math.round(s.startedAt * 1000),
  firstReceivedAtMs: s.firstReceivedAt,
  lastActivityAtMs: s.lastActivityAt ?? at,
  turns: s.turns,
})

/**
 * The index's part of an append: undefined for one that records no turn (a callback's outcome, a
 * final report's record), which changes nothing the index keeps. A value counts once per scammer
 * message that carried it, in any written form; values the session did not keep are not indexed.
 */
export const intelUpdateOf = (events: ReadonlyArray<SessionEvent>, after: SessionState): IntelUpdate | undefined => {
  if (!events.some((e) => e.type === 'TurnReceived' || e.type === 'TurnAnalysed')) return undefined
  const values = heldValuesOf(after.evidence)
  const held = new Set(values)
  const seen = new Map<ValueKey, { occurrences: number; firstAt: number; lastAt: number }>()
  for (const e of events) {
    if (e.type !== 'TurnAnalysed') continue
    for (const finding of e.findings) {
      const inMessage = new Set<ValueKey>()
      for (const kind of intelKinds) {
        for (const raw of finding.evidence[kind] ?? []) {
          const key = keyOf(kind, raw)
          if (key !== null) inMessage.add(key)
        }
      }
      for (const key of inMessage) {
        if (!held.has(key)) continue
        const s = seen.get(key)
        if (s === undefined) seen.set(key, { occurrences: 1, firstAt: e.at, lastAt: e.at })
        else seen.set(key, { occurrences: s.occurrences + 1, firstAt: Math.min(s.firstAt, e.at), lastAt: Math.max(s.lastAt, e.at) })
      }
    }
  }
  const at = events[events.length - 1]?.at ?? 0
  return {
    sessionId: after.sessionId,
    facts: factsOf(after, at),
    values,
    sightings: [...seen].map(([key, s]) => ({ key, ...s })),
  }
}
