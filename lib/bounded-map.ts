// Each bounded map's oldest entry is found by an iterator kept at its front. A fresh `keys()` for
// every drop would first step over the slots of every entry dropped since the map's table was last
// compacted, up to the limit of them: 3-6 us a drop at 2-4 thousand entries, several drops a turn.
// A Map's live iterator follows its table through deletes, clears and rehashes.
const fronts = new WeakMap<Map<unknown, unknown>, Iterator<unknown>>()

/** The map's oldest key (first in insertion order), the map being non-empty. */
const oldestKey = <K, V>(map: Map<K, V>): K => {
  const kept = fronts.get(map) as Iterator<K> | undefined
  const next = kept?.next()
  if (next !== undefined && next.done !== true) return next.value
  // The iterator ran past the end (a finished iterator stays finished): start one at the front.
  const fresh = map.keys()
  fronts.set(map, fresh)
  return fresh.next().value as K
}

/**
 * Sets `key` in `map` as its newest entry (a Map iterates in insertion order) and drops the oldest
 * entry once the map holds more than `limit`: the bounded per-process memories (recent states,
 * stored key counts, digests, phone parses) all keep a fixed number of the latest entries.
 */
export const setBounded = <K, V>(map: Map<K, V>, key: K, value: V, limit: number): void => {
  map.delete(key)
  map.set(key, value)
  if (map.size > limit) map.delete(oldestKey(map))
}
