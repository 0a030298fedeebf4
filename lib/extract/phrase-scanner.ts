import { trieBuilder } from '../flat-trie.js'
import type { Span } from './spans.js'

export type PhraseHit<T> = Span & { readonly value: T }

const wordBit = 1
const firstBit = 2
const secondBit = 4

/** An ASCII letter or digit, by code unit. */
export const isAsciiAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0
/** Letters that make up words: ASCII, Latin-1 and Latin Extended, the Indic scripts, ZWJ/ZWNJ. */
const isWordChar = (c: number): boolean =>
  isAsciiAlnum(c) || (c >= 0xc0 && c <= 0x24f) || (c >= 0x900 && c <= 0xdff) || c === 0x200c || c === 0x200d

/**
 * Nukta spellings are read as the plain letter: writers put the dot below (फ़, ज़, ড়) or leave it
 * out at will, so `एफ़आईआर` matches `एफआईआर`. The combining dot is skipped; a precomposed letter
 * (U+0958-U+095F, U+09DC-U+09DF) reads as its base letter. -1: skip the code unit.
 */
const nuktaFree = new Map<number, number>([
  [0x93c, -1], [0x958, 0x915], [0x959, 0x916], [0x95a, 0x917], [0x95b, 0x91c], [0x95c, 0x921], [0x95d, 0x922],
  [0x95e, 0x92b], [0x95f, 0x92f], [0x9bc, -1], [0x9dc, 0x9a1], [0x9dd, 0x9a2], [0x9df, 0x9af],
])
const fold = new Int32Array(0x10000).map((_, c) => nuktaFree.get(c) ?? c)
const foldText = (s: string): string => {
  let out = ''
  for (let i = 0; i < s.length; i++) {
    const c = fold[s.charCodeAt(i)]!
    if (c !== -1) out += String.fromCharCode(c)
  }
  return out
}
const normalise = (phrase: string): string => foldText(phrase.toLowerCase().replace(/\s+/g, ' '))

/**
 * A matcher for two fixed phrase lists at once, walking one trie from each word start: linear
 * in the text whatever the list sizes (a regex alternation of a few hundred phrases costs V8
 * ~100 ns a character on hostile input). ASCII matches case-insensitively and any whitespace
 * run matches one space. Phrases ending in an ASCII letter or digit must end a word; phrases in
 * Indic scripts may be followed by more letters, so inflected forms match (கணக்கில், खाते में);
 * one ending in a space matches only before whitespace, so a short Indic word can be whole.
 * In each list the longest phrase at a position wins and that list's search resumes after it.
 */
export const phraseScanner = <A, B>(listA: ReadonlyMap<string, A>, listB: ReadonlyMap<string, B>) => {
  // The root's children, nearly every first step, are one table indexed by the code unit.
  const builder = trieBuilder()
  const phraseA: (A | undefined)[] = []
  const phraseB: (B | undefined)[] = []
  // bit 0: a phrase of list A ends at the node and must end a word; bit 1: the same for list B
  const wholeWords: number[] = []
  const endsInAlnum = (phrase: string): boolean => isAsciiAlnum(phrase.charCodeAt(phrase.length - 1))
  if ([...listA.keys(), ...listB.keys()].some((p) => normalise(p).length < 2)) throw new Error('phrases need two characters')
  for (const [phrase, value] of listA) {
    const node = builder.insert(normalise(phrase))
    phraseA[node] = value
    wholeWords[node] = (wholeWords[node] ?? 0) | (endsInAlnum(phrase) ? 1 : 0)
  }
  for (const [phrase, value] of listB) {
    const node = builder.insert(normalise(phrase))
    phraseB[node] = value
    wholeWords[node] = (wholeWords[node] ?? 0) | (endsInAlnum(phrase) ? 2 : 0)
  }
  const { size, unit: unitOf, firstChild: firstChildOf, nextSibling: nextSiblingOf, nodeOf } = builder.freeze()
  // Per node, without holes: what the scan reads at every step.
  const valuesA: (A | undefined)[] = Array.from({ length: size }, () => undefined)
  const valuesB: (B | undefined)[] = Array.from({ length: size }, () => undefined)
  const wholeWord = new Uint8Array(size)
  phraseA.forEach((v, node) => (valuesA[nodeOf[node]!] = v))
  phraseB.forEach((v, node) => (valuesB[nodeOf[node]!] = v))
  wholeWords.forEach((w, node) => (wholeWord[nodeOf[node]!] = w))
  const rootChild = new Int32Array(0x10000).fill(-1)
  for (let k = firstChildOf[0]!; k !== -1; k = nextSiblingOf[k]!) rootChild[unitOf[k]!] = k
  const step = (node: number, c: number): number => {
    if (node === 0) return rootChild[c]!
    for (let k = firstChildOf[node]!; k !== -1; k = nextSiblingOf[k]!) if (unitOf[k] === c) return k
    return -1
  }

  // One byte per UTF-16 code unit: is it part of a word, can a phrase start with it. A plain
  // loop over this table finds word starts at a few ns a character; a regex with a Unicode
  // lookbehind costs ten times that on Indic text.
  const table = new Uint8Array(0x10000)
  for (let c = 0; c < 0x10000; c++) if (isWordChar(c)) table[c] = wordBit
  const mark = (c: number, bit: number): void => {
    table[c] = (table[c] ?? 0) | bit
    if (c >= 97 && c <= 122) table[c - 32] = (table[c - 32] ?? 0) | bit
    if (c === 32) for (const space of [9, 10, 13, 0xa0]) table[space] = (table[space] ?? 0) | bit
    // the precomposed nukta letters that read as `c`
    for (const [from, to] of nuktaFree) if (to === c) table[from] = (table[from] ?? 0) | bit
  }
  // a nukta may stand between a phrase's first and second letters
  for (const [from, to] of nuktaFree) if (to === -1) table[from] = (table[from] ?? 0) | secondBit
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
    // hits so far: counted where they are found, not checked at every character
    let found = 0
    if (limit <= 0) return { a, b }
    for (let i = 0; i < n; i++) {
      const flags = table[text.charCodeAt(i)] ?? 0
      const startsWord = (flags & wordBit) !== 0 && !previousIsWord
      previousIsWord = (flags & wordBit) !== 0
      if (!startsWord || (flags & firstBit) === 0 || (i < resumeA && i < resumeB)) continue
      // every phrase has two characters or more: most hostile word starts stop here, before the trie
      if (i + 1 >= n || ((table[text.charCodeAt(i + 1)] ?? 0) & secondBit) === 0) continue
      let node = 0
      let j = i
      let endA = -1
      let endB = -1
      let valueA: A | undefined
      let valueB: B | undefined
      while (j < n) {
        let c = text.charCodeAt(j)
        if (isSpace(c)) {
          const child = step(node, 32)
          if (child === -1) break
          node = child
          while (j < n && isSpace(text.charCodeAt(j))) j++
          // A phrase ending in a space ("की ") is a whole Indic word: it matches only where one ends.
          if (valuesA[node] !== undefined) {
            endA = j
            valueA = valuesA[node]
          }
          if (valuesB[node] !== undefined) {
            endB = j
            valueB = valuesB[node]
          }
          continue
        }
        if (c >= 65 && c <= 90) c += 32
        else if (c >= 0x93c) {
          c = fold[c]!
          if (c === -1) {
            j++
            continue
          }
        }
        const child = step(node, c)
        if (child === -1) break
        node = child
        j++
        const wordEnds = j >= n || !isAsciiAlnum(text.charCodeAt(j))
        const va = valuesA[node]
        if (va !== undefined && ((wholeWord[node]! & 1) === 0 || wordEnds)) {
          endA = j
          valueA = va
        }
        const vb = valuesB[node]
        if (vb !== undefined && ((wholeWord[node]! & 2) === 0 || wordEnds)) {
          endB = j
          valueB = vb
        }
      }
      if (i >= resumeA && endA > i && valueA !== undefined) {
        a.push({ start: i, end: endA, value: valueA })
        resumeA = endA
        found++
      }
      if (i >= resumeB && endB > i && valueB !== undefined) {
        b.push({ start: i, end: endB, value: valueB })
        resumeB = endB
        found++
      }
      if (found >= limit) break
    }
    return { a, b }
  }
}
