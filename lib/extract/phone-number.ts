import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max'
import { setBounded } from '../bounded-map.js'

/**
 * A phone number: E.164 form, the 10-digit national number when it is Indian, and whether the
 * library's number ranges know it (`valid`) or it only has a possible length for its country.
 */
export type Phone = { readonly e164: string; readonly national: string | undefined; readonly valid: boolean }

/**
 * India's toll-free (1800) and shared-cost (1860) service numbers, 10 or 11 digits: a company's
 * own helpline, which a bank alert cites and a scammer can only name, never a person's phone.
 * The numbering plan gives them to registered businesses, so they are not reported (1930 and 121,
 * short service codes, are too short to be read at all).
 */
export const isServiceNumber = (digits: string): boolean => /^1(?:800|860)\d{6,7}$/.test(digits)

/**
 * The form to hand to libphonenumber, from the shapes people write: `+CC…`, ten digits from
 * 6-9, `0` + STD code (or mobile), `91-`/`091-`/`0091` + number. Anything else is not a phone,
 * without asking the library.
 */
const candidate = (digits: string, groups: readonly string[], plus: boolean): [string, 'IN' | undefined] | undefined => {
  if (plus) return digits.length >= 8 && digits.length <= 15 ? ['+' + digits, undefined] : undefined
  if (digits.length === 10 && /^[6-9]/.test(digits)) return [digits, 'IN']
  if (digits.length === 11 && digits.startsWith('0')) return [digits, 'IN']
  if (digits.length === 12 && groups[0] === '91') return ['+' + digits, undefined]
  if (digits.length === 13 && groups[0] === '091') return ['+' + digits.slice(1), undefined]
  if (digits.length === 14 && digits.startsWith('0091')) return ['+' + digits.slice(2), undefined]
  return undefined
}

/** Whether digits written so have a phone's shape at all: no library call, no budget spent. */
export const isPhoneShaped = (digits: string, groups: readonly string[], plus: boolean): boolean =>
  candidate(digits, groups, plus) !== undefined

export type PhoneReader = (digits: string, groups: readonly string[], plus: boolean) => Phone | undefined

/**
 * What libphonenumber makes of a candidate. A foreign number written with `+` counts when its
 * length is possible for its country even if the metadata's ranges do not know it (new mobile
 * ranges, numbers scammers make up); an Indian one must be valid, as ten loose digits are
 * everywhere in these messages.
 */
const judge = (parsed: PhoneNumber | undefined, plus: boolean): Phone | undefined => {
  if (parsed === undefined) return undefined
  const indian = parsed.countryCallingCode === '91'
  const phone = { e164: parsed.number, national: indian ? parsed.nationalNumber : undefined }
  if (parsed.isValid()) return { ...phone, valid: true }
  return plus && !indian && parsed.isPossible() ? { ...phone, valid: false } : undefined
}

const parse = ([number, region]: [string, 'IN' | undefined], plus: boolean): Phone | undefined => {
  let parsed: PhoneNumber | undefined
  try {
    parsed = region === undefined ? parsePhoneNumberFromString(number) : parsePhoneNumberFromString(number, region)
  } catch {
    parsed = undefined
  }
  return judge(parsed, plus)
}

// The library's answers, across messages: a scammer repeats their number turn after turn, and
// one parse costs ~10 us. The answer depends on the candidate and on `plus` only. Bounded; the
// oldest answer goes first.
const MEMO_SIZE = 2048
const memo = new Map<string, Phone | undefined>()
const parseRemembered = (c: [string, 'IN' | undefined], plus: boolean): Phone | undefined => {
  const key = `${plus ? '+' : '-'} ${c.join(' ')}`
  if (memo.has(key)) return memo.get(key)
  const phone = parse(c, plus)
  setBounded(memo, key, phone, MEMO_SIZE)
  return phone
}

/**
 * A reader that validates with libphonenumber's full metadata, remembering answers and giving
 * up after `budget` library calls (one message gets one reader, so a hostile one stays cheap).
 * An answer remembered from an earlier message still counts as a call against the budget, so
 * what a message yields never depends on the messages before it.
 */
export const phoneReader = (budget: number): PhoneReader => {
  const seen = new Map<string, Phone | undefined>()
  let left = budget
  return (digits, groups, plus) => {
    const c = candidate(digits, groups, plus)
    if (c === undefined) return undefined
    const key = c.join(' ')
    if (seen.has(key)) return seen.get(key)
    if (left-- <= 0) return undefined
    const phone = parseRemembered(c, plus)
    seen.set(key, phone)
    return phone
  }
}
