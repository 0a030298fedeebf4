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

/** `list` followed by the keys of `added` it does not hold yet, each once, in order; `list` itself when there are none. */
export const appendKeys = (list: ReadonlyArray<string>, added: ReadonlyArray<string>): ReadonlyArray<string> => {
  const fresh: string[] = []
  for (const k of added) if (!hasKey(list, k) && !fresh.includes(k)) fresh.push(k)
  if (fresh.length === 0) return list
  const next = list.concat(fresh)
  const index = indexFor(list)
  if (index.length === list.length) {
    for (let i = 0; i < fresh.length; i++) index.positions.set(fresh[i]!, list.length + i)
    index.length = next.length
    indexes.set(next, index)
  }
  return next
}
