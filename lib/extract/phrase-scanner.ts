import type { Span } from './spans.js'

export type PhraseHit<T> = Span & { readonly value: T }

// Every node has the same shape, so V8 keeps the walk monomorphic. A node can end a phrase of
// either list (`a`, `b`), or both.
type Node<A, B> = {
  readonly next: Map<number, Node<A, B>>
  a: A | undefined
  b: B | undefined
  aWholeWord: boolean
  bWholeWord: boolean
}
const newNode = <A, B>(): Node<A, B> => ({ next: new Map(), a: undefined, b: undefined, aWholeWord: false, bWholeWord: false })

const wordBit = 1
const firstBit = 2
const secondBit = 4

const isAsciiAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0
/** Letters that make up words: ASCII, Latin-1 and Latin Extended, the Indic scripts, ZWJ/ZWNJ. */
const isWordChar = (c: number): boolean =>
  isAsciiAlnum(c) || (c >= 0xc0 && c <= 0x24f) || (c >= 0x900 && c <= 0xdff) || c === 0x200c || c === 0x200d
const normalise = (phrase: string): string => phrase.toLowerCase().replace(/\s+/g, ' ')

/**
 * A matcher for two fixed phrase lists at once, walking one trie from each word start: linear
 * in the text whatever the list sizes (a regex alternation of a few hundred phrases costs V8
 * ~100 ns a character on hostile input). ASCII matches case-insensitively and any whitespace
 * run matches one space. Phrases ending in an ASCII letter or digit must end a word; phrases in
 * Indic scripts may be followed by more letters, so inflected forms match (கணக்கில், खाते में).
 * In each list the longest phrase at a position wins and that list's search resumes after it.
 */
export const phraseScanner = <A, B>(listA: ReadonlyMap<string, A>, listB: ReadonlyMap<string, B>) => {
  const root = newNode<A, B>()
  const insert = (phrase: string): Node<A, B> => {
    const p = normalise(phrase)
    let node = root
    for (let i = 0; i < p.length; i++) {
      const c = p.charCodeAt(i)
      let child = node.next.get(c)
      if (child === undefined) {
        child = newNode<A, B>()
        node.next.set(c, child)
      }
      node = child
    }
    return node
  }
  const endsInAlnum = (phrase: string): boolean => isAsciiAlnum(phrase.charCodeAt(phrase.length - 1))
  if ([...listA.keys(), ...listB.keys()].some((p) => normalise(p).length < 2)) throw new Error('phrases need two characters')
  for (const [phrase, value] of listA) Object.assign(insert(phrase), { a: value, aWholeWord: endsInAlnum(phrase) })
  for (const [phrase, value] of listB) Object.assign(insert(phrase), { b: value, bWholeWord: endsInAlnum(phrase) })

  // One byte per UTF-16 code unit: is it part of a word, can a phrase start with it. A plain
  // loop over this table finds word starts at a few ns a character; a regex with a Unicode
  // lookbehind costs ten times that on Indic text.
  const table = new Uint8Array(0x10000)
  for (let c = 0; c < 0x10000; c++) if (isWordChar(c)) table[c] = wordBit
  const mark = (c: number, bit: number): void => {
    table[c] = (table[c] ?? 0) | bit
    if (c >= 97 && c <= 122) table[c - 32] = (table[c - 32] ?? 0) | bit
    if (c === 32) for (const space of [9, 10, 13, 0xa0]) table[space] = (table[space] ?? 0) | bit
  }
  for (const phrase of [...listA.keys(), ...listB.keys()]) {
    const p = normalise(phrase)
    mark(p.charCodeAt(0), firstBit)
    if (p.length > 1) mark(p.charCodeAt(1), secondBit)
  }

  return (text: string, limit: number): { a: PhraseHit<A>[]; b: PhraseHit<B>[] } => {
    const a: PhraseHit<A>[] = []
    const b: PhraseHit<B>[] = []
    const n = text.length
    let resumeA = 0
    let resumeB = 0
    let previousIsWord = false
    for (let i = 0; i < n && a.length + b.length < limit; i++) {
      const flags = table[text.charCodeAt(i)] ?? 0
      const startsWord = (flags & wordBit) !== 0 && !previousIsWord
      previousIsWord = (flags & wordBit) !== 0
      if (!startsWord || (flags & firstBit) === 0 || (i < resumeA && i < resumeB)) continue
      // every phrase has two characters or more: most hostile word starts stop here, before the trie
      if (i + 1 >= n || ((table[text.charCodeAt(i + 1)] ?? 0) & secondBit) === 0) continue
      let node: Node<A, B> = root
      let j = i
      let endA = -1
      let endB = -1
      let valueA: A | undefined
      let valueB: B | undefined
      while (j < n) {
        let c = text.charCodeAt(j)
        if (isSpace(c)) {
          const child = node.next.get(32)
          if (child === undefined) break
          node = child
          while (j < n && isSpace(text.charCodeAt(j))) j++
          continue
        }
        if (c >= 65 && c <= 90) c += 32
        const child = node.next.get(c)
        if (child === undefined) break
        node = child
        j++
        const wordEnds = j >= n || !isAsciiAlnum(text.charCodeAt(j))
        if (node.a !== undefined && (!node.aWholeWord || wordEnds)) {
          endA = j
          valueA = node.a
        }
        if (node.b !== undefined && (!node.bWholeWord || wordEnds)) {
          endB = j
          valueB = node.b
        }
      }
      if (i >= resumeA && endA > i && valueA !== undefined) {
        a.push({ start: i, end: endA, value: valueA })
        resumeA = endA
      }
      if (i >= resumeB && endB > i && valueB !== undefined) {
        b.push({ start: i, end: endB, value: valueB })
        resumeB = endB
      }
    }
    return { a, b }
  }
}
