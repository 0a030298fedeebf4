// Whether a text may contain another, answered from the pairs of adjacent code units each holds:
// a text holds every pair of any text it contains, so a pair it lacks rules the other out. A
// wording is checked against every recent reply of a session, and most of those checks fail; a
// search costs a few hundred nanoseconds a reply, a look at the reply's pairs a few.

/** A text's adjacent pairs of code units, hashed into 2,048 bits. */
export type Bigrams = Uint32Array

const WORDS = 64
const MASK = WORDS * 32 - 1
const hashPair = (a: number, b: number): number => ((Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77)) >>> 21) & MASK

export const bigramsOf = (text: string): Bigrams => {
  const bits = new Uint32Array(WORDS)
  for (let i = 0; i + 1 < text.length; i++) {
    const h = hashPair(text.charCodeAt(i), text.charCodeAt(i + 1))
    bits[h >>> 5]! |= 1 << (h & 31)
  }
  return bits
}

// Pairs of the candidate looked up: spread over it, so that a shared opening does not decide.
const PROBES = 8

/** False when the text with these pairs cannot contain `part`; true when it may (then search it). */
export const mayContain = (bits: Bigrams, part: string): boolean => {
  const pairs = part.length - 1
  if (pairs < 1) return true
  const step = pairs <= PROBES ? 1 : pairs / PROBES
  for (let k = 0; k < pairs; k += step) {
    const i = Math.floor(k)
    const h = hashPair(part.charCodeAt(i), part.charCodeAt(i + 1))
    if ((bits[h >>> 5]! & (1 << (h & 31))) === 0) return false
  }
  return true
}
