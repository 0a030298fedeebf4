import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max'

/** A valid phone number: E.164 form, and the 10-digit national number when it is Indian. */
export type Phone = { readonly e164: string; readonly national: string | undefined }

/**
 * The form to hand to libphonenumber, from the shapes people write: `+CC…`, ten digits from
 * 6-9, `0` + STD code (or mobile), `91-`/`091-`/`0091` + number, 1800/1860 toll-free.
 * Anything else is not a phone, without asking the library.
 */
const candidate = (digits: string, groups: readonly string[], plus: boolean): [string, 'IN' | undefined] | undefined => {
  if (plus) return digits.length >= 8 && digits.length <= 15 ? ['+' + digits, undefined] : undefined
  if (digits.length === 10 && /^[6-9]/.test(digits)) return [digits, 'IN']
  if (digits.length === 11 && digits.startsWith('0')) return [digits, 'IN']
  if (digits.length === 12 && groups[0] === '91') return ['+' + digits, undefined]
  if (digits.length === 13 && groups[0] === '091') return ['+' + digits.slice(1), undefined]
  if (digits.length === 14 && digits.startsWith('0091')) return ['+' + digits.slice(2), undefined]
  if ((digits.length === 10 || digits.length === 11) && /^1(?:800|860)/.test(digits)) return [digits, 'IN']
  return undefined
}

export type PhoneReader = (digits: string, groups: readonly string[], plus: boolean) => Phone | undefined

/**
 * A reader that validates with libphonenumber's full metadata, remembering answers and giving
 * up after `budget` library calls (one message gets one reader, so a hostile one stays cheap).
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
    let parsed: PhoneNumber | undefined
    try {
      parsed = c[1] === undefined ? parsePhoneNumberFromString(c[0]) : parsePhoneNumberFromString(c[0], c[1])
    } catch {
      parsed = undefined
    }
    const phone = parsed?.isValid()
      ? { e164: parsed.number, national: parsed.countryCallingCode === '91' ? parsed.nationalNumber : undefined }
      : undefined
    seen.set(key, phone)
    return phone
  }
}
