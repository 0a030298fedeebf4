/**
 * Sets `key` in `map` as its newest entry (a Map iterates in insertion order) and drops the oldest
 * entry once the map holds more than `limit`: the bounded per-process memories (recent states,
 * stored key counts, digests, phone parses) all keep a fixed number of the latest entries.
 */
export const setBounded = <K, V>(map: Map<K, V>, key: K, value: V, limit: number): void => {
  map.delete(key)
  map.set(key, value)
  if (map.size > limit) map.delete(map.keys().next().value as K)
}
