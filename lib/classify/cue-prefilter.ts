import { trieBuilder } from '../flat-trie.js'
import { foldUnit } from './necessary-literals.js'

// Literals are cut to this many UTF-16 units: a prefix of a literal a match needs is needed too.
const MAX_LITERAL = 6
// The first step from each position is the hot one: a table, not a search, for the units below
// U+0D80 (ASCII and the Indic scripts: nearly every character of a message).
const TABLE = 0x0d80
// A node (other than the root) with this many children or more also gets a table of its ASCII children: the nodes one
// letter deep have dozens, the deeper ones one or two, which a scan of their siblings finds.
const WIDE = 6
const ASCII = 0x80

/**
 * Which cues may match a text, from the literals each needs (`necessaryLiterals`, `null` for a
 * cue that must always run): one walk of a trie of every literal from each position of the folded
 * text, linear in the text. A cue marked 0 cannot match; one marked 1 still has to be run.
 */
export const cuePrefilter = (literalsPerCue: ReadonlyArray<ReadonlyArray<string> | null>) => {
  const builder = trieBuilder()
  // the cues whose literal ends at each node
  const cuesAt = new Map<number, number[]>()
  const always = new Uint8Array(literalsPerCue.length)
  literalsPerCue.forEach((literals, cue) => {
    if (literals === null) {
      always[cue] = 1
      return
    }
    for (const literal of literals) {
      const node = builder.insert(literal.slice(0, MAX_LITERAL))
      const cues = cuesAt.get(node) ?? []
      if (!cues.includes(cue)) cues.push(cue)
      cuesAt.set(node, cues)
    }
  })
  const trie = builder.freeze()
  const { unit, firstChild, nextSibling, nodeOf } = trie
  const cuesOf = new Map([...cuesAt].map(([node, cues]) => [nodeOf[node]!, cues]))
  // the cues of node k are cueList[cueStart[k] .. cueStart[k + 1])
  const cueStart = new Int32Array(trie.size + 1)
  const cueList: number[] = []
  for (let k = 0; k < trie.size; k++) {
    cueList.push(...(cuesOf.get(k) ?? []))
    cueStart[k + 1] = cueList.length
  }
  const first = new Int32Array(TABLE)
  const rootWide = new Map<number, number>()
  for (let k = firstChild[0]!; k !== -1; k = nextSibling[k]!) {
    if (unit[k]! < TABLE) first[unit[k]!] = k
    else rootWide.set(unit[k]!, k)
  }
  // asciiBlock[k]: where node k's ASCII table starts in `asciiChild`, or -1 when it has none
  const asciiBlock = new Int32Array(trie.size).fill(-1)
  const childCount = new Int32Array(trie.size)
  for (let k = 1; k < trie.size; k++) for (let s = firstChild[k]!; s !== -1; s = nextSibling[s]!) childCount[k]!++
  const wide: number[] = []
  childCount.forEach((n, k) => {
    if (n >= WIDE) wide.push(k)
  })
  const asciiChild = new Int32Array(wide.length * ASCII)
  wide.forEach((k, b) => {
    asciiBlock[k] = b * ASCII
    for (let s = firstChild[k]!; s !== -1; s = nextSibling[s]!) if (unit[s]! < ASCII) asciiChild[b * ASCII + unit[s]!] = s
  })
  // the child of a node other than the root by code unit, 0 when there is none
  const step = (node: number, c: number): number => {
    const block = asciiBlock[node]!
    if (block !== -1 && c < ASCII) return asciiChild[block + c]!
    for (let k = firstChild[node]!; k !== -1; k = nextSibling[k]!) if (unit[k] === c) return k
    return 0
  }
  return (text: string): Uint8Array => {
    const may = always.slice()
    const n = text.length
    for (let i = 0; i < n; i++) {
      const c = foldUnit(text.charCodeAt(i))
      let node = c < TABLE ? first[c]! : (rootWide.get(c) ?? 0)
      for (let j = i + 1; node !== 0; j++) {
        for (let k = cueStart[node]!, end = cueStart[node + 1]!; k < end; k++) may[cueList[k]!] = 1
        node = j < n ? step(node, foldUnit(text.charCodeAt(j))) : 0
      }
    }
    return may
  }
}
