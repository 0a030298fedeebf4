import { upiHandles } from './data/payment-handles.js'
import { matchesOf, type Span } from './spans.js'

export type UpiHit = Span & { readonly values: readonly string[] }

const maxHits = 256

// Runs on text whose emails are already masked, so `name@domain.tld` never gets here. Both
// patterns start at the `@` (or its disguise) and look back for the name.
const plain = /(?<=(?<![\w.-])([A-Za-z0-9][\w.-]{1,63})(\s?))@(\s?)([A-Za-z][A-Za-z0-9]{1,31})(?![\w@-]|\.[A-Za-z0-9])/g
const disguised =
  /(?<=(?<![\w.-])([A-Za-z0-9][\w.-]{1,63})\s?)(\(at\)|\[at\]|\{at\}|<at>|\sat\s)\s?([A-Za-z][A-Za-z0-9]{1,31})(?![\w@-]|\.[A-Za-z0-9])/gi

const looksLikeHandle = (name: string): boolean => /[._\d]/.test(name)

/**
 * UPI ids (`name@provider`) whatever the provider. Loosely written ones (`name @ ybl`,
 * `name (at) ybl`) are accepted when the provider is a known UPI handle or the name looks like an
 * id (a dot, digit or underscore), and reported as written and as `name@provider`;
 * `rahul.k at ybl` needs both, since "pay at paytm" is English.
 */
export const findUpiIds = (text: string): UpiHit[] => {
  const hits: UpiHit[] = []
  for (const m of matchesOf(plain, text, maxHits)) {
    const [rest, name = '', before = '', after = '', provider = ''] = m
    if (name.endsWith('.') || name.endsWith('-')) continue
    const spaced = before !== '' || after !== ''
    if (spaced && !upiHandles.has(provider.toLowerCase()) && !looksLikeHandle(name)) continue
    const start = m.index - name.length - before.length
    hits.push({ start, end: m.index + rest.length, values: [text.slice(start, m.index + rest.length), `${name}@${provider}`] })
  }
  for (const m of matchesOf(disguised, text, maxHits)) {
    const [rest, name = '', at = '', provider = ''] = m
    const known = upiHandles.has(provider.toLowerCase())
    if (/^\sat\s$/i.test(at) ? !(known && looksLikeHandle(name)) : !known && !looksLikeHandle(name)) continue
    hits.push({ start: m.index - name.length, end: m.index + rest.length, values: [`${name}@${provider}`] })
  }
  return hits
}
