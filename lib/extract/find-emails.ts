import { parse } from 'tldts'
import { mailProviders } from './data/payment-handles.js'
import { matchesOf, type Span } from './spans.js'

export type EmailHit = Span & { readonly value: string }

const maxHits = 256

// Both patterns start at the `@` (or its disguise) and look back for the local part, so text
// without one is skipped at native speed.
const plain = /(?<=(?<![\w.+-])([A-Za-z0-9][\w.+-]{0,63})(\s?))@\s?([A-Za-z0-9][A-Za-z0-9-]*(?:\.[A-Za-z0-9-]+)+)/g
// `name (at) mail (dot) com`, `name[at]mail.com`, `name at mail dot com`
const disguised =
  /(?<=(?<![\w.+-])([A-Za-z0-9][\w.+-]{0,63})\s?)(\(at\)|\[at\]|\{at\}|<at>|\sat\s)\s?([A-Za-z0-9-]+(?:\s?(?:\.|\(dot\)|\[dot\]|\{dot\}|\sdot\s)\s?[A-Za-z0-9-]+)+)/gi

// No domain name is longer than 253 characters (RFC 1035): the labels past that are the rest of a
// run-on text, and trying each of them would cost a pass per label on "x@ab.ab.ab…".
const maxDomain = 253
const labelsWithin = (labels: readonly string[]): number => {
  let length = -1
  let n = 0
  while (n < labels.length && (length += (labels[n]?.length ?? 0) + 1) <= maxDomain) n++
  return n
}
// Trailing hyphens by a loop: `/-+$/` retries from every hyphen of a long run that is not at the end.
const withoutTrailingHyphens = (s: string): string => {
  let end = s.length
  while (end > 0 && s.charCodeAt(end - 1) === 45) end--
  return s.slice(0, end)
}

const romanisedEnding = /-[a-z]{1,4}$/

/**
 * The longest prefix of the domain labels that ends in a real suffix. A capitalised last label
 * is the next sentence run on (`upi@ybl.Please`), not a TLD.
 */
const realDomain = (labels: readonly string[]): string | undefined => {
  for (let n = Math.min(labels.length, labelsWithin(labels)); n >= 2; n--) {
    const kept = labels.slice(0, n)
    const last = kept[n - 1] ?? ''
    if (!/^[A-Za-z]{2,24}$/.test(last) || /^[A-Z][a-z]+$/.test(last)) continue
    if (kept.some((l) => !/^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/.test(l))) continue
    const domain = kept.join('.')
    const p = parse(domain.toLowerCase())
    if (p.isIcann === true && p.domain !== null) return domain
  }
  return undefined
}

/** Email addresses, plain or written with `(at)`/`[dot]` to slip past filters, as `local@domain`. */
export const findEmails = (text: string): EmailHit[] => {
  const hits: EmailHit[] = []
  for (const m of matchesOf(plain, text, maxHits)) {
    const [, local = '', space = '', rawDomain = ''] = m
    // "outlook.com-க்கு", "gmail.com-ku": a case ending hyphenated onto the address (no TLD has a hyphen)
    const domain = realDomain(withoutTrailingHyphens(rawDomain.replace(romanisedEnding, '')).split('.'))
    if (domain === undefined || local.endsWith('.')) continue
    const start = m.index - local.length - space.length
    const end = m.index + m[0].length - rawDomain.length + domain.length
    hits.push({ start, end, value: `${local}@${domain}` })
  }
  for (const m of matchesOf(disguised, text, maxHits)) {
    const [, local = '', at = '', rawDomain = ''] = m
    const domain = realDomain(rawDomain.split(/\s?(?:\.|\(dot\)|\[dot\]|\{dot\}|\sdot\s)\s?/i))
    if (domain === undefined) continue
    // a bare "at" is ordinary English unless the rest looks like an address
    const spelled = /^\sat\s$/i.test(at)
    if (spelled && !/[._\d]/.test(local) && !mailProviders.has((domain.split('.')[0] ?? '').toLowerCase())) continue
    hits.push({ start: m.index - local.length, end: m.index + m[0].length, value: `${local}@${domain}` })
  }
  return hits
}
