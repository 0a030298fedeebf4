/**
 * Membership in the projection's key lists (`seenMessages`, `replyKeys`) without a pass over them:
 * by turn 1,000 a session holds about 1,500 keys, and scanning them on every turn made a turn's
 * cost grow with the session's length.
 *
 * The lists only ever grow by appending, so each state's list is a prefix of its successor's. One
 * index (key -> position of its first occurrence) serves a whole line of such lists: a key is in a
 * list of length L when its position is below L. Appending to the list at the index's tip extends
 * the index in place; a list that does not extend the tip (a turn decided again from an older
 * state) gets an index of its own, built once, on first use. The indexes hang off the lists in a
 * WeakMap, so they go when the states holding the lists do; results are exactly those of a scan.
 */
type KeyIndex = { readonly positions: Map<string, number>; length: number }

const indexes = new WeakMap<ReadonlyArray<string>, KeyIndex>()

const indexFor = (list: ReadonlyArray<string>): KeyIndex => {
  let index = indexes.get(list)
  if (index === undefined) {
    const positions = new Map<string, number>()
    for (let i = 0; i < list.length; i++) if (!positions.has(list[i]!)) positions.set(list[i]!, i)
    index = { positions, length: list.length }
    indexes.set(list, index)
  }
  return index
}

/** Whether `key` is in `list` (a key list of the projection). */
export const hasKey = (list: ReadonlyArray<string>, key: string): boolean => {
  const at = indexFor(list).positions.get(key)
  return at !== undefined && at < list.length
}

/**
 * How many keys a session keeps in each list. A partner conversation adds about two per turn (a
 * session of 1,000 turns holds about 1,000 in each); the bound only stops a client that sends
 * thousands of new messages per request from growing a session's state without end.
 */
export const MAX_MESSAGE_KEYS = 5000

export type AppendedKeys = { readonly keys: ReadonlyArray<string>; readonly dropped: number }

/**
 * `list` followed by the keys of `added` it does not hold yet, each once, in order, until it holds
 * `limit`; `dropped` counts the new keys that did not fit. `list` itself when none is added.
 */
export const appendKeysWithin = (list: ReadonlyArray<string>, added: ReadonlyArray<string>, limit: number): AppendedKeys => {
  const fresh = new Set<string>()
  for (const k of added) if (!hasKey(list, k)) fresh.add(k)
  const room = Math.max(0, limit - list.length)
  const kept = fresh.size <= room ? [...fresh] : [...fresh].slice(0, room)
  const dropped = fresh.size - kept.length
  if (kept.length === 0) return { keys: list, dropped }
  const next = list.concat(kept)
  const index = indexFor(list)
  if (index.length === list.length) {
    for (let i = 0; i < kept.length; i++) index.positions.set(kept[i]!, list.length + i)
    index.length = next.length
    indexes.set(next, index)
  }
  return { keys: next, dropped }
}

/** `list` followed by the keys of `added` it does not hold yet, each once, in order; `list` itself when there are none. */
export const appendKeys = (list: ReadonlyArray<string>, added: ReadonlyArray<string>): ReadonlyArray<string> =>
  appendKeysWithin(list, added, Infinity).keys
