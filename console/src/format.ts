import { h } from './dom.js'

/** The evidence kinds the index links sessions by, in the spec's order, with their names. */
export const linkingKinds: ReadonlyArray<readonly [string, string]> = [
  ['bankAccounts', 'Bank account'],
  ['upiIds', 'UPI id'],
  ['phishingLinks', 'Link'],
  ['phoneNumbers', 'Phone'],
  ['emailAddresses', 'Email'],
  ['ifscCodes', 'IFSC'],
  ['cryptoWallets', 'Crypto wallet'],
  ['aadhaarNumbers', 'Aadhaar'],
  ['panNumbers', 'PAN'],
  ['caseIds', 'Case id'],
  ['policyNumbers', 'Policy number'],
  ['orderNumbers', 'Order number'],
]
const kindNames = new Map<string, string>([...linkingKinds, ['amounts', 'Amount'], ['suspiciousKeywords', 'Keyword']])

/** A kind's name for people: `upiIds` is "UPI id"; an unknown kind as it is. */
export const kindName = (kind: string): string => kindNames.get(kind) ?? kind
export const isLinkingKind = (kind: string): boolean => linkingKinds.some(([k]) => k === kind)

/** `KYC_BANKING` as "KYC banking". */
export const scamTypeName = (type: string): string => {
  const words = type.toLowerCase().split('_')
  const known: Record<string, string> = { kyc: 'KYC', upi: 'UPI' }
  return words.map((w, i) => known[w] ?? (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w)).join(' ')
}

const pad = (n: number): string => String(n).padStart(2, '0')

/** Epoch ms as local `YYYY-MM-DD HH:MM:SS` in a `<time>` carrying the exact instant. */
export const when = (ms: number | null | undefined): Node => {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return h('span', { class: 'none' }, '—')
  const d = new Date(ms)
  const text = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  return h('time', { datetime: d.toISOString() }, text)
}

/** A date input's value (`YYYY-MM-DD`, local) as the epoch ms of that day's start, or its end. */
export const dayStartMs = (day: string): number | undefined => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/u.exec(day)
  return m === null ? undefined : new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).getTime()
}
export const dayEndMs = (day: string): number | undefined => {
  const start = dayStartMs(day)
  return start === undefined ? undefined : new Date(start).setDate(new Date(start).getDate() + 1) - 1
}
/** Epoch ms as a date input's value. */
export const dayOf = (ms: number | undefined): string => {
  if (ms === undefined) return ''
  const d = new Date(ms)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** At most `max` characters, an ellipsis marking the cut; the whole text stays in the title. */
export const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1)}…`)
