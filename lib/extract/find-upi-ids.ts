import { upiHandles } from './data/payment-handles.js'
import { matchesOf, type Span } from './spans.js'

export type UpiHit = Span & { readonly values: readonly string[] }

const maxHits = 256

// Runs on text whose emails are already masked, so `name@domain.tld` never gets here. Both
// patterns start at the `@` (or its disguise) and look back for the name. The provider ends the
// id unless more of an id follows; a case ending hyphenated on (`@oksbi-க்கு`, `@ybl-ku`) does not count.
const idEnd = String.raw`(?![\w@]|\.[A-Za-z0-9]|-(?![a-z]{1,4}(?![\w@.-])|[\u0900-\u0dff]))`
const plain = new RegExp(String.raw`(?<=(?<![\w.-])([A-Za-z0-9][\w.-]{1,63})(\s?))@(\s?)([A-Za-z][A-Za-z0-9]{1,31})${idEnd}`, 'g')
const disguised = new RegExp(
  String.raw`(?<=(?<![\w.-])([A-Za-z0-9][\w.-]{1,63})\s?)(\(at\)|\[at\]|\{at\}|<at>|\sat\s)\s?([A-Za-z][A-Za-z0-9]{1,31})${idEnd}`,
  'gi',
)

// the word "bank" after the provider, in Latin letters or a script ("ICICI Bank", "SBI बैंक", "ಕೆನರಾ ಬ್ಯಾಂಕ್")
const bankAfter = /^\s{1,3}(?:bank|बैंक|ব্যাংক|ব্যাঙ্ক|బ్యాంక్|ಬ್ಯಾಂಕ್|ബാങ്ക്|வங்கி|બેંક|बँक)/i

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
    // "account 000401582934 at ICICI Bank": a number held at a bank, not an id written with "at"
    if (/^\sat\s$/i.test(at) && bankAfter.test(text.slice(m.index + rest.length, m.index + rest.length + 12))) continue
    const known = upiHandles.has(provider.toLowerCase())
    if (/^\sat\s$/i.test(at) ? !(known && looksLikeHandle(name)) : !known && !looksLikeHandle(name)) continue
    hits.push({ start: m.index - name.length, end: m.index + rest.length, values: [`${name}@${provider}`] })
  }
  return hits
}
