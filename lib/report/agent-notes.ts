import type { SessionState } from '../../events/session-state.js'
import { engagementOf } from './engagement.js'
import { MAX_MESSAGE_KEYS } from '../../events/key-index.js'
import { MAX_VALUES_PER_KIND, evidenceKinds, phoneKey, type Evidence, type EvidenceKind } from '../evidence.js'
import type { ClaimKind } from '../dialogue/vocabulary.js'
import type { Lead } from '../lead.js'
import { scamTypeDescription } from './scam-type-description.js'
import { strategyFor } from './strategy.js'

const evidenceLabel: Readonly<Record<EvidenceKind, string>> = {
  upiIds: 'UPI IDs',
  phishingLinks: 'Phishing URLs',
  phoneNumbers: 'Phone numbers',
  emailAddresses: 'Emails',
  suspiciousKeywords: 'Keywords',
  bankAccounts: 'Bank accounts',
  ifscCodes: 'IFSC codes',
  cryptoWallets: 'Crypto wallets',
  aadhaarNumbers: 'Aadhaar numbers',
  panNumbers: 'PAN numbers',
  amounts: 'Amounts (INR)',
  caseIds: 'Case IDs',
  policyNumbers: 'Policy numbers',
  orderNumbers: 'Order numbers',
}
// The spec names these five first; the rest follow in the spec's table order.
const lineOrder: ReadonlyArray<EvidenceKind> = [
  'upiIds',
  'phishingLinks',
  'phoneNumbers',
  'emailAddresses',
  'suspiciousKeywords',
  ...evidenceKinds.filter(
    (k) => !['upiIds', 'phishingLinks', 'phoneNumbers', 'emailAddresses', 'suspiciousKeywords'].includes(k),
  ),
]

const clean = (s: string): string => s.replace(/[\r\n|]+/gu, ' ').trim()

/**
 * The values of one kind as the notes show them: a phone once, however many variants the arrays
 * keep of it (decision 6 reports it as written, with +91 and as ten digits).
 */
const shown = (e: Evidence, k: EvidenceKind): ReadonlyArray<string> => {
  if (k !== 'phoneNumbers') return e[k]
  const seen = new Set<string>()
  return e[k].filter((v) => {
    const key = phoneKey(v)
    return !seen.has(key) && (seen.add(key), true)
  })
}

const claimLabels: ReadonlyArray<readonly [ClaimKind, string]> = [
  ['name', 'name'],
  ['organisation', 'organisation'],
  ['role', 'role'],
  ['employeeId', 'staff id'],
  ['office', 'office'],
  ['beneficiary', 'beneficiary'],
]

/** What the scammer claimed to be, for investigators: "name Nikhil Arora; organisation HDFC Bank…". */
const claimsOf = (s: SessionState): string | undefined => {
  const parts = claimLabels.flatMap(([k, label]) => {
    const v = s.dialogue.claims[k]
    return v === undefined ? [] : [`${label} ${clean(v)}`]
  })
  return parts.length === 0 ? undefined : parts.join('; ')
}
const leadLabel: Readonly<Record<Lead['kind'], string>> = {
  aadhaarNumbers: 'Aadhaar number (Verhoeff check fails)',
  cryptoWallets: 'crypto wallet (address checksum fails)',
}

/** What the scammer gave that failed its checksum: not evidence, but said, so named for investigators. */
const leadsOf = (s: SessionState): string | undefined =>
  s.leads.length === 0 ? undefined : s.leads.map((l) => `${leadLabel[l.kind]} ${clean(l.value)}`).join('; ')

const percent = (confidence: number): string => `${Math.round(confidence * 100)}%`
const found = (e: Evidence) => lineOrder.filter((k) => e[k].length > 0)
// What the session's bounds left out is named beside what was kept, so a reader knows the list is not whole.
const valuesOf = (s: SessionState, k: EvidenceKind): string => {
  const dropped = s.overflow.evidence[k] ?? 0
  const kept = shown(s.evidence, k).map(clean).join(', ')
  return dropped === 0 ? kept : `${kept} (+${dropped} more not kept, limit ${MAX_VALUES_PER_KIND})`
}
const keysNote = (s: SessionState): ReadonlyArray<string> =>
  s.overflow.messageKeys === 0
    ? []
    : [`Messages not remembered: ${s.overflow.messageKeys} (limit ${MAX_MESSAGE_KEYS} per side; a resent one counts again)`]

/** The per-turn notes: one line, parts joined by ` | ` (spec: type with confidence, persona, turn, evidence). */
export const oneLineNotes = (s: SessionState): string => {
  const kinds = found(s.evidence)
  const evidence =
    kinds.length === 0
      ? 'Evidence: none yet'
      : `Evidence: ${kinds.map((k) => `${evidenceLabel[k]}: ${valuesOf(s, k)}`).join('; ')}`
  const claims = claimsOf(s)
  const leads = leadsOf(s)
  return [
    `Scam: ${s.scamType} (${percent(s.confidence)})`,
    `Persona: ${clean(s.persona?.label ?? 'none')}`,
    `Turn ${s.turns}`,
    evidence,
    ...(leads === undefined ? [] : [`Leads: ${leads}`]),
    ...(claims === undefined ? [] : [`Scammer claims: ${claims}`]),
    ...keysNote(s),
  ].join(' | ')
}

/** The callback notes: type with description, confidence, persona, length, evidence block, strategy. */
export const multiLineNotes = (s: SessionState): string => {
  const { totalMessagesExchanged, engagementDurationSeconds } = engagementOf(s)
  const kinds = found(s.evidence)
  return [
    `Scam type: ${s.scamType} - ${scamTypeDescription[s.scamType]}`,
    `Confidence: ${percent(s.confidence)}`,
    `Persona: ${clean(s.persona?.label ?? 'none')}`,
    `Engagement: ${totalMessagesExchanged} messages over ${s.turns} turns (${engagementDurationSeconds.toFixed(1)} s)`,
    kinds.length === 0 ? 'Evidence: none extracted yet' : 'Evidence:',
    ...kinds.map((k) => `- ${evidenceLabel[k]}: ${valuesOf(s, k)}`),
    ...(leadsOf(s) === undefined ? [] : [`Leads (not evidence, checksum fails): ${leadsOf(s)!}`]),
    ...(claimsOf(s) === undefined ? [] : [`Scammer claims: ${claimsOf(s)!}`]),
    ...keysNote(s),
    `Strategy: ${strategyFor(s)}`,
  ].join('\n')
}
