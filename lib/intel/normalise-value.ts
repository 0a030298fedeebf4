import type { IntelKind } from './intel-kind.js'

/**
 * Longest normalised value the index keeps. Real handles, numbers and links are far shorter; a
 * longer one is left out of the index (the session still reports it), so no document, key or
 * request parameter has to carry an unbounded string.
 */
export const MAX_VALUE_LENGTH = 512

const digitsOf = (s: string): string => s.replace(/[^0-9]/gu, '')
const withoutSpaces = (s: string): string => s.replace(/\s/gu, '')

/**
 * A phone in E.164 form as the extractor reports it (`+91…` for Indian numbers): the written form,
 * the `+91` form and the ten national digits of one number all give the same value.
 */
const phone = (raw: string): string | undefined => {
  const d = digitsOf(raw)
  if (d.length < 6) return undefined
  if (raw.trimStart().startsWith('+')) return `+${d}`
  if (d.startsWith('0091')) return `+${d.slice(2)}`
  if (d.length === 13 && d.startsWith('091')) return `+${d.slice(1)}`
  if (d.length === 12 && d.startsWith('91')) return `+${d}`
  if (d.startsWith('0')) return `+91${d.slice(1)}`
  return `+91${d}`
}

/**
 * A link as WHATWG URL serialises it (scheme and host lower-cased, default port and fragment
 * dropped, `http://` when none was written), without the `/` of an empty path; the path and
 * query keep their case, since shorteners' codes are case-sensitive.
 */
const link = (raw: string): string | undefined => {
  const written = raw.trim()
  const withScheme = /^[a-z][a-z0-9+.-]{0,15}:\/\//iu.test(written) ? written : `http://${written}`
  if (!URL.canParse(withScheme)) return written.toLowerCase() || undefined
  const url = new URL(withScheme)
  url.hash = ''
  const href = url.href
  return url.pathname === '/' && url.search === '' && href.endsWith('/') ? href.slice(0, -1) : href
}

// Ethereum addresses are hex (their mixed case is only a checksum); bech32 addresses are
// case-insensitive. Base58 (legacy Bitcoin, Tron) is case-sensitive and stays as written.
const wallet = (raw: string): string => {
  const w = raw.trim()
  return /^0x[0-9a-f]{40}$/iu.test(w) || /^(?:bc1|tb1|ltc1)/iu.test(w) ? w.toLowerCase() : w
}

/**
 * The form the index keys a value by, so that one real-world handle, number or link written
 * differently in two sessions links them; undefined for a value the index leaves out (empty, or
 * longer than `MAX_VALUE_LENGTH` once normalised). Pure and linear in the value.
 */
export const normaliseValue = (kind: IntelKind, raw: string): string | undefined => {
  const value = normalised(kind, raw)
  return value === undefined || value.length === 0 || value.length > MAX_VALUE_LENGTH ? undefined : value
}

const normalised = (kind: IntelKind, raw: string): string | undefined => {
  switch (kind) {
    case 'phoneNumbers':
      return phone(raw)
    case 'bankAccounts':
    case 'aadhaarNumbers': {
      const d = digitsOf(raw)
      return d.length > 0 ? d : withoutSpaces(raw).toUpperCase()
    }
    case 'upiIds':
    case 'emailAddresses':
      return raw.trim().toLowerCase()
    case 'phishingLinks':
      return link(raw)
    case 'cryptoWallets':
      return wallet(raw)
    case 'ifscCodes':
    case 'panNumbers':
    case 'caseIds':
    case 'policyNumbers':
    case 'orderNumbers':
      return withoutSpaces(raw).toUpperCase()
  }
}
