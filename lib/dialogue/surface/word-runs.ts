// Runs of words a reader notices said twice. A run counts when one of its words has four letters
// or more, so "and I am" or "is it the" do not. Runs are kept as numbers (a hash of their words)
// rather than as strings of their words: a reply's wording is checked against a few dozen runs
// every turn, and strings built and hashed for each cost more than the rest of the reply's making.
// A number that matches is confirmed word by word, so two runs that only hash alike never count;
// the words are read again from the text for that, so that runs kept across turns hold numbers only.

/** A text and, per word position, the hash of the run of `length` words (lower-cased) that starts there. */
export type WordRuns = {
  readonly text: string
  /** The text's words, lower-cased, while the runs are new; runs kept for later turns leave them out. */
  readonly words?: ReadonlyArray<string>
  readonly length: number
  /** NONE where the run is too short to count or runs past the end. */
  readonly hashes: Int32Array
  /** The hashes that count, sorted: made by the first look-up in the text. */
  counted?: Int32Array
}

const NONE = -1

const wordsOf = (text: string): ReadonlyArray<string> => text.toLowerCase().match(/[\p{L}\p{M}']+/gu) ?? []

// FNV-1a over a word's code units, kept to 30 bits so that every hash is a small integer.
const hashWord = (word: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193)
  return h
}

/** The same runs without the words they were read from: what a memory of them keeps. */
export const withoutWords = ({ text, length, hashes }: WordRuns): WordRuns => ({ text, length, hashes })

/** The runs of `text` of each of `lengths` words, read from the same words. */
export const wordRunsOf = (text: string, lengths: ReadonlyArray<number>): ReadonlyArray<WordRuns> => {
  const words = wordsOf(text)
  const wordHashes = new Int32Array(words.length)
  for (let i = 0; i < words.length; i++) wordHashes[i] = hashWord(words[i]!)
  return lengths.map((length) => runsOfLength(text, words, wordHashes, length))
}

const runsOfLength = (text: string, words: ReadonlyArray<string>, wordHashes: Int32Array, length: number): WordRuns => {
  const hashes = new Int32Array(words.length).fill(NONE)
  for (let i = 0; i + length <= words.length; i++) {
    let long = false
    let h = 0x2545f491
    for (let k = 0; k < length; k++) {
      long ||= words[i + k]!.length >= 4
      h = Math.imul(h ^ wordHashes[i + k]!, 0x9e3779b1)
    }
    if (long) hashes[i] = (h ^ (h >>> 15)) & 0x3fffffff
  }
  return { text, words, length, hashes }
}

const sameRun = (a: WordRuns, i: number, b: WordRuns, j: number): boolean => {
  const aWords = a.words ?? wordsOf(a.text)
  const bWords = b.words ?? wordsOf(b.text)
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
