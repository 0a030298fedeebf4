import { foldForLiterals } from './necessary-literals.js'

// Literals are cut to this many UTF-16 units: a prefix of a literal a match needs is needed too.
const MAX_LITERAL = 6
// A trie edge is the key `node * UNITS + code unit`: one map for the whole trie, keys small integers.
const UNITS = 0x10000
const TABLE = 0x0d80

/**
 * Which cues may match a text, from the literals each needs (`necessaryLiterals`, `null` for a
 * cue that must always run): one walk of a trie of every literal from each position of the folded
 * text, linear in the text. A cue marked 0 cannot match; one marked 1 still has to be run.
 */
export const cuePrefilter = (literalsPerCue: ReadonlyArray<ReadonlyArray<string> | null>) => {
  const edges = new Map<number, number>()
  // the cues whose literal ends at each node (node 0 is the root)
  const cuesAt: number[][] = [[]]
  const always = new Uint8Array(literalsPerCue.length)
  literalsPerCue.forEach((literals, cue) => {
    if (literals === null) {
      always[cue] = 1
      return
    }
    for (const literal of literals) {
      let node = 0
      for (let i = 0; i < Math.min(literal.length, MAX_LITERAL); i++) {
        const key = node * UNITS + literal.charCodeAt(i)
        let child = edges.get(key)
        if (child === undefined) {
          child = cuesAt.length
          cuesAt.push([])
          edges.set(key, child)
        }
        node = child
      }
      if (!cuesAt[node]!.includes(cue)) cuesAt[node]!.push(cue)
    }
  })
  // The first step from each position is the hot one: a table, not the map, for the units below
  // U+0D80 (ASCII and the Indic scripts: nearly every character of a message). Small, so it
  // stays in the CPU's cache between messages.
  const first = new Int32Array(TABLE)
  for (const [key, child] of edges) if (key < TABLE) first[key] = child
  return (text: string): Uint8Array => {
    const may = always.slice()
    const folded = foldForLiterals(text)
    const n = folded.length
    for (let i = 0; i < n; i++) {
      const c = folded.charCodeAt(i)
      let node = c < TABLE ? first[c]! : (edges.get(c) ?? 0)
      for (let j = i + 1; node !== 0; j++) {
        const cues = cuesAt[node]!
        for (let k = 0; k < cues.length; k++) may[cues[k]!] = 1
        node = j < n ? (edges.get(node * UNITS + folded.charCodeAt(j)) ?? 0) : 0
      }
    }
    return may
  }
}
