/**
 * A trie over UTF-16 code units as flat arrays, for the scanners that walk one from every position
 * of a message (the classifier's literal prefilter, the extractor's phrase scanner): node 0 is the
 * root, and a node's children are a list of siblings, each with its code unit, so a step reads
 * typed arrays instead of hashing a key. What a node means (the cues or phrases ending there) the
 * caller keeps in arrays of its own, indexed by node.
 *
 * The frozen nodes are numbered breadth first, so a node's children are consecutive: a turn's
 * scans meet these arrays cold (a turn's other work has pushed them out of the CPU's caches), and
 * a step that reads a node's siblings and their entries in the caller's arrays then reads adjacent
 * entries, not ones scattered over the tens of thousands of nodes in the order they were inserted.
 */
export type FrozenTrie = {
  /** How many nodes there are: ids 0 .. size - 1. */
  readonly size: number
  readonly unit: Uint16Array
  /** The first child of each node, -1 for none. */
  readonly firstChild: Int32Array
  /** The next sibling of each node (the next id, its children being consecutive), -1 for none. */
  readonly nextSibling: Int32Array
  /** The frozen id of each node `insert` returned. */
  readonly nodeOf: Int32Array
}

export type TrieBuilder = {
  /** The node `key`'s code units lead to from the root, created as needed. */
  readonly insert: (key: string) => number
  readonly freeze: () => FrozenTrie
}

export const trieBuilder = (): TrieBuilder => {
  const unit: number[] = [0]
  const firstChild: number[] = [-1]
  const nextSibling: number[] = [-1]
  const childOf = (node: number, c: number): number => {
    for (let k = firstChild[node]!; k !== -1; k = nextSibling[k]!) if (unit[k] === c) return k
    return -1
  }
  return {
    insert: (key) => {
      let node = 0
      for (let i = 0; i < key.length; i++) {
        const c = key.charCodeAt(i)
        let child = childOf(node, c)
        if (child === -1) {
          child = unit.length
          unit.push(c)
          firstChild.push(-1)
          nextSibling.push(firstChild[node]!)
          firstChild[node] = child
        }
        node = child
      }
      return node
    },
    freeze: () => {
      const order = [0]
      for (let i = 0; i < order.length; i++) for (let k = firstChild[order[i]!]!; k !== -1; k = nextSibling[k]!) order.push(k)
      const nodeOf = new Int32Array(unit.length)
      order.forEach((node, id) => (nodeOf[node] = id))
      const renumbered = (node: number): number => (node === -1 ? -1 : nodeOf[node]!)
      return {
        size: unit.length,
        unit: Uint16Array.from(order, (node) => unit[node]!),
        firstChild: Int32Array.from(order, (node) => renumbered(firstChild[node]!)),
        nextSibling: Int32Array.from(order, (node) => renumbered(nextSibling[node]!)),
        nodeOf,
      }
    },
  }
}
