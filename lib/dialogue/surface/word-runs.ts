// Runs of words a reader notices said twice. A run counts when one of its words has four letters
// or more, so "and I am" or "is it the" do not. Runs are kept as numbers (a hash of their words)
// rather than as strings of their words: a reply's wording is checked against a few dozen runs
// every turn, and strings built and hashed for each cost more than the rest of the reply's making.
// A number that matches is confirmed word by word, so two runs that only hash alike never count;
// the words are read again from the texts for that, so that runs hold numbers only.

/** A text and, per word position, the hash of the run of `length` words (lower-cased) that starts there. */
export type WordRuns = {
  readonly text: string
  readonly length: number
  /** NONE where the run is too short to count or runs past the end. */
  readonly hashes: Int32Array
  /** The hashes that count, sorted: made by the first look-up in the text. */
  counted?: Int32Array
}

const NONE = -1

// A word is a run of letters, marks and apostrophes, as `wordsOf` reads it.
const WORD = /[\p{L}\p{M}']+/gu
const wordsOf = (text: string): ReadonlyArray<string> => text.toLowerCase().match(WORD) ?? []

// The same words found by a table of the code units that make them up, so that a text's runs are
// hashed from its units without a string or an array made for each word. Each unit (each code
// point past the Basic Multilingual Plane) is put to the word pattern once, when first met.
const UNKNOWN = 0
const IN_WORD = 1
const OUT_OF_WORD = 2
const wordUnits = new Uint8Array(0x10000)
const WORD_POINT = /^[\p{L}\p{M}']$/u
const isWordUnit = (c: number): boolean => {
  let known = wordUnits[c]!
  // a surrogate alone is no character, and no letter
  if (known === UNKNOWN) wordUnits[c] = known = (c < 0xd800 || c > 0xdfff) && WORD_POINT.test(String.fromCharCode(c)) ? IN_WORD : OUT_OF_WORD
  return known === IN_WORD
}
const astralWordPoints = new Map<number, boolean>()
const isAstralWordPoint = (cp: number): boolean => {
  let known = astralWordPoints.get(cp)
  if (known === undefined) astralWordPoints.set(cp, (known = WORD_POINT.test(String.fromCodePoint(cp))))
  return known
}

// FNV-1a over a word's code units.
const FNV_OFFSET = 0x811c9dc5
const FNV_PRIME = 0x01000193

// The words of the text being read: hash and length per word, reused from text to text.
let wordHash = new Int32Array(64)
let wordLength = new Int32Array(64)

/** The runs of `text` of each of `lengths` words, read from the same words. */
export const wordRunsOf = (text: string, lengths: ReadonlyArray<number>): ReadonlyArray<WordRuns> => {
  const lower = text.toLowerCase()
  let words = 0
  let h = FNV_OFFSET
  let start = -1
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32
    let units = 1
    let inWord = isWordUnit(c)
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < lower.length) {
      const low = lower.charCodeAt(i + 1)
      if (low >= 0xdc00 && low <= 0xdfff) {
        units = 2
        inWord = isAstralWordPoint((c - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000)
      }
    }
    if (inWord) {
      if (start === -1) start = i
      h = Math.imul(h ^ c, FNV_PRIME)
      if (units === 2) h = Math.imul(h ^ lower.charCodeAt(i + 1), FNV_PRIME)
    } else if (start !== -1) {
      if (words === wordHash.length) {
        const hashes = new Int32Array(words * 2)
        hashes.set(wordHash)
        wordHash = hashes
        const lengthsSoFar = new Int32Array(words * 2)
        lengthsSoFar.set(wordLength)
        wordLength = lengthsSoFar
      }
      wordHash[words] = h
      wordLength[words] = i - start
      words++
      h = FNV_OFFSET
      start = -1
    }
    i += units - 1
  }
  return lengths.map((length) => runsOfLength(text, words, length))
}

const runsOfLength = (text: string, words: number, length: number): WordRuns => {
  const hashes = new Int32Array(words).fill(NONE)
  for (let i = 0; i + length <= words; i++) {
    let long = false
    let h = 0x2545f491
    for (let k = 0; k < length; k++) {
      long ||= wordLength[i + k]! >= 4
      h = Math.imul(h ^ wordHash[i + k]!, 0x9e3779b1)
    }
    if (long) hashes[i] = (h ^ (h >>> 15)) & 0x3fffffff
  }
  return { text, length, hashes }
}

const sameRun = (a: WordRuns, i: number, b: WordRuns, j: number): boolean => {
  const aWords = wordsOf(a.text)
  const bWords = wordsOf(b.text)
  for (let k = 0; k < a.length; k++) if (aWords[i + k] !== bWords[j + k]) return false
  return true
}

// A text's counted runs, sorted, made when the text is first looked up in (most wordings never
// are): a few dozen numbers, searched by halves.
const countedIn = (text: WordRuns): Int32Array => {
  if (text.counted !== undefined) return text.counted
  let n = 0
  for (let i = 0; i < text.hashes.length; i++) if (text.hashes[i] !== NONE) n++
  const sorted = new Int32Array(n)
  n = 0
  for (let i = 0; i < text.hashes.length; i++) if (text.hashes[i] !== NONE) sorted[n++] = text.hashes[i]!
  text.counted = sorted.sort()
  return text.counted
}

const holds = (sorted: Int32Array, h: number): boolean => {
  let lo = 0
  let hi = sorted.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const m = sorted[mid]!
    if (m === h) return true
    if (m < h) lo = mid + 1
    else hi = mid - 1
  }
  return false
}

/** Whether a run that counts in `text` is one of `texts`' runs of its length, word for word. */
export const sharesRun = (texts: ReadonlyArray<WordRuns>, text: WordRuns): boolean => {
  for (const other of texts) {
    if (other.length !== text.length) continue
    const runs = countedIn(other)
    if (runs.length === 0) continue
    for (let i = 0; i < text.hashes.length; i++) {
      const h = text.hashes[i]!
      if (h === NONE || !holds(runs, h)) continue
      for (let j = 0; j < other.hashes.length; j++) if (other.hashes[j] === h && sameRun(text, i, other, j)) return true
    }
  }
  return false
}
