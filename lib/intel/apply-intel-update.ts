import type { IntelSession, IntelValue } from './index-records.js'
import type { IntelUpdate } from './intel-update.js'
import { parseValueKey, type ValueKey } from './value-key.js'

/**
 * What an update writes to the index, whatever the store: the session's record (its
 * `sharedValues` as stored before plus `sharedDelta`: stores apply the delta, since other
 * sessions' updates add to the same count), the value records it changes, the values it holds
 * for the first time (`newLinks`), and the values whose one earlier session now shares them
 * (`nowShared`: that session's `sharedValues` grows by one).
 */
export type IntelWrites = {
  readonly session: IntelSession
  readonly sharedDelta: number
  readonly values: ReadonlyArray<IntelValue>
  readonly newLinks: ReadonlyArray<ValueKey>
  readonly nowShared: ReadonlyArray<ValueKey>
}

/** The value records an update needs to read: those it adds, sees, or retypes. */
export const keysToRead = (prior: IntelSession | undefined, u: IntelUpdate): ReadonlyArray<ValueKey> => {
  const held = new Set(prior?.values ?? [])
  const keys = new Set<ValueKey>()
  for (const k of u.values) if (!held.has(k)) keys.add(k)
  for (const s of u.sightings) keys.add(s.key)
  if (prior !== undefined && prior.scamType !== u.facts.scamType) for (const k of prior.values) keys.add(k)
  return [...keys]
}

const withType = (counts: IntelValue['typeCounts'], type: string, by: number): IntelValue['typeCounts'] => {
  const n = (counts[type] ?? 0) + by
  const { [type]: _, ...rest } = counts
  return n > 0 ? { ...rest, [type]: n } : rest
}

/**
 * Folds one update into the index records it touches: pure, so both stores run the same rule, and
 * commutative across sessions (counts, minimum and maximum times, current types), so rebuilding
 * sessions in any order reaches the same index. `values` must hold the stored record of every key
 * `keysToRead` named that exists. A value new to the session counts its session and the session's
 * type; a retyped session moves each of its values from the old type to the new; a sighting adds
 * occurrences and widens first and last seen. A value the session holds but no event of the
 * update saw (a session logged before the index existed) counts as seen once, at the turn's time.
 */
export const applyIntelUpdate = (prior: IntelSession | undefined, values: ReadonlyMap<ValueKey, IntelValue>, u: IntelUpdate): IntelWrites => {
  const held = new Set(prior?.values ?? [])
  const type = u.facts.scamType
  const changed = new Map<ValueKey, IntelValue>()
  const current = (k: ValueKey): IntelValue | undefined => changed.get(k) ?? values.get(k)
  const sightings = new Map(u.sightings.map((s) => [s.key, s]))
  const at = u.facts.lastActivityAtMs
  const newLinks: ValueKey[] = []
  const nowShared: ValueKey[] = []
  let sharedDelta = 0

  if (prior !== undefined && prior.scamType !== type) {
    for (const k of prior.values) {
      const v = current(k)
      if (v !== undefined) changed.set(k, { ...v, typeCounts: withType(withType(v.typeCounts, prior.scamType, -1), type, 1) })
    }
  }
  for (const k of u.values) {
    if (held.has(k)) continue
    const parsed = parseValueKey(k)
    if (parsed === undefined) continue
    const s = sightings.get(k) ?? { occurrences: 1, firstAt: at, lastAt: at }
    const v = current(k)
    newLinks.push(k)
    if (v === undefined) {
      changed.set(k, { ...parsed, sessions: 1, occurrences: s.occurrences, firstSeenAtMs: s.firstAt, lastSeenAtMs: s.lastAt, typeCounts: { [type]: 1 } })
      continue
    }
    sharedDelta++
    if (v.sessions === 1) nowShared.push(k)
    changed.set(k, {
      ...v,
      sessions: v.sessions + 1,
      occurrences: v.occurrences + s.occurrences,
      firstSeenAtMs: Math.min(v.firstSeenAtMs, s.firstAt),
      lastSeenAtMs: Math.max(v.lastSeenAtMs, s.lastAt),
      typeCounts: withType(v.typeCounts, type, 1),
    })
  }
  for (const s of u.sightings) {
    if (!held.has(s.key)) continue
    const v = current(s.key)
    if (v === undefined) continue
    changed.set(s.key, {
      ...v,
      occurrences: v.occurrences + s.occurrences,
      firstSeenAtMs: Math.min(v.firstSeenAtMs, s.firstAt),
      lastSeenAtMs: Math.max(v.lastSeenAtMs, s.lastAt),
    })
  }
  // Sorted, so the record does not depend on the order its values arrived in.
  const heldAfter = [...(prior?.values ?? []), ...newLinks].sort()
  return {
    session: { sessionId: u.sessionId, ...u.facts, values: heldAfter, sharedValues: (prior?.sharedValues ?? 0) + sharedDelta },
    sharedDelta,
    values: [...changed.values()],
    newLinks,
    nowShared,
  }
}
