import { bankCodes } from './data/bank-codes.js'
import { matchesOf, type Span } from './spans.js'

export type IfscHit = Span & { readonly value: string }

const maxHits = 128

// Anchored on the fifth character, always 0, with the bank letters looked back at.
const ifsc = /(?<=(?<![A-Za-z0-9])[A-Za-z]{4})0[A-Za-z0-9]{6}(?![A-Za-z0-9])/g
const ifscContext = /(?:ifsc|आईएफएससी|ஐஎஃப்எஸ்சி)[^\n]{0,24}$/i

/**
 * IFSC codes by format (four letters, a zero, six letters or digits) when the bank part is a
 * known bank code or the word IFSC comes just before. Razorpay's `ifsc` dataset was not used:
 * its package pulls in the deprecated `request` library.
 */
export const findIfscCodes = (text: string): IfscHit[] =>
  matchesOf(ifsc, text, maxHits).flatMap((m) => {
    const start = m.index - 4
    const value = text.slice(start, m.index + m[0].length)
    const context = ifscContext.test(text.slice(Math.max(0, start - 32), start))
    const ok = context || (value === value.toUpperCase() && bankCodes.has(value.slice(0, 4)))
    return ok ? [{ start, end: start + value.length, value }] : []
  })
