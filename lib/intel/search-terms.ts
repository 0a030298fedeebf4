import type { IntelKind } from './intel-kind.js'

/**
 * The lower-case strings a search matches by prefix for one normalised value: the value itself,
 * and the part an investigator is as likely to type first: a phone without its country code
 * (`9876543210` for `+919876543210`), the `@handle` of a UPI id or email (`@fakebank` finds every
 * id on it), a link without its scheme (and without `www.`). Distinct and at most three, so a
 * value costs at most three index entries.
 */
export const searchTermsOf = (kind: IntelKind, value: string): ReadonlyArray<string> => {
  const v = value.toLowerCase()
  const more: string[] = []
  switch (kind) {
    case 'phoneNumbers':
      if (v.startsWith('+91') && v.length === 13) more.push(v.slice(3))
      else if (v.startsWith('+')) more.push(v.slice(1))
      break
    case 'upiIds':
    case 'emailAddresses': {
      const at = v.lastIndexOf('@')
      if (at > 0) more.push(v.slice(at))
      break
    }
    case 'phishingLinks': {
      const rest = v.replace(/^[a-z][a-z0-9+.-]{0,15}:\/\//u, '')
      if (rest !== v) more.push(rest)
      if (rest.startsWith('www.')) more.push(rest.slice(4))
      break
    }
    default:
      break
  }
  return [...new Set([v, ...more])]
}

/** What a search string is compared with: terms are lower-case, so the search is case-insensitive. */
export const searchPrefixOf = (q: string): string => q.trim().toLowerCase()
