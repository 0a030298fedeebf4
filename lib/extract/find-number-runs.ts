import { matchesOf, type Span } from './spans.js'

/** Digits as written, possibly grouped by spaces, dots or hyphens, possibly after `+CC`, `(+CC)` or `+CC (area)`. */
export type NumberRun = Span & {
  readonly plus: boolean
  /** Each digit group, with its place in the text. */
  readonly groups: readonly (Span & { readonly digits: string })[]
}

// Bounded, so a megabyte of "1 1 1 …" is read as many short runs, not one huge one.
const run = /(?:\(\s?\+\s?\d{1,3}\s?\)\s?|\(0\d{2,4}\)\s?|\+\s?\d{1,3}[\s.-]?\(\d{1,5}\)\s?|\+\s?)?\d{1,24}(?:(?:[ \u00a0.\-–]|\s[-–]\s)\d{1,24}){0,23}/g

const idChar = /[A-Za-z0-9_/@]/
// "98840 31726-ku", "044-48127730-la": a romanised case ending hyphenated on (Tanglish, Benglish)
const caseEnding = /^-[a-z]{1,4}(?![A-Za-z0-9_/@-])/
// "PNB-CRD-560918", "2024-AP": a hyphen joining digits to capitals or digits makes an id
const glued = (text: string, at: number, step: 1 | -1): boolean => {
  const c = text[at] ?? ''
  if (idChar.test(c)) return true
  if (c !== '-') return false
  if (step === -1) return /[A-Z0-9]/.test(text[at - 1] ?? '')
  return /[A-Za-z0-9]/.test(text[at + 1] ?? '') && !caseEnding.test(text.slice(at, at + 6))
}

const isDigit = (c: number): boolean => c >= 48 && c <= 57

/** The digit groups between `start` and `end`, by a plain character loop (no match objects). */
const digitGroups = (text: string, start: number, end: number): NumberRun['groups'] => {
  const groups: (Span & { digits: string })[] = []
  for (let i = start; i < end; ) {
    if (!isDigit(text.charCodeAt(i))) {
      i++
      continue
    }
    let j = i + 1
    while (j < end && isDigit(text.charCodeAt(j))) j++
    groups.push({ start: i, end: j, digits: text.slice(i, j) })
    i = j
  }
  return groups
}

/**
 * Runs of digits that stand on their own (not part of an alphanumeric id, a path or an address).
 * Every run, however many: the scan is linear, and the readings of each are budgeted by what
 * they could name, so a phone after a megabyte of digits is still found.
 */
export const findNumberRuns = (text: string): NumberRun[] =>
  matchesOf(run, text, Infinity).flatMap((m) => {
    const start = m.index
    const end = start + m[0].length
    if (glued(text, start - 1, -1) || glued(text, end, 1)) return []
    return [{ start, end, plus: m[0].includes('+'), groups: digitGroups(text, start, end) }]
  })
