import { matchesOf, type Span } from './spans.js'

export type PanHit = Span & { readonly value: string }

const maxHits = 128

// The fourth letter is the holder type (P person, C company, H HUF, F firm, A AOP, T trust,
// B BOI, L local authority, J juridical person, G government), which rules out most look-alikes.
// Anchored on the digits (the letters are looked back at), so letter-only text is skipped fast.
const pan = /(?<=(?<![A-Za-z0-9])[A-Za-z]{3}[PCHFATBLJGpchfatbljg][A-Za-z])\d{4}[A-Za-z](?![A-Za-z0-9])/g
const panContext = /(?:\bpan\b|पैन|பான்|పాన్|প্যান)[^\n]{0,40}$/i

/** PAN numbers: upper case as issued, or any case right after the word PAN. */
export const findPanNumbers = (text: string): PanHit[] =>
  matchesOf(pan, text, maxHits).flatMap((m) => {
    const start = m.index - 5
    const value = text.slice(start, m.index + m[0].length)
    const ok = value === value.toUpperCase() || panContext.test(text.slice(Math.max(0, start - 48), start))
    return ok ? [{ start, end: start + value.length, value }] : []
  })
