import type { EvidenceKind } from '../evidence.js'
import type { ScamType } from '../scam-type.js'

/** The evidence kinds a persona can ask a scammer for. */
export const askKinds = [
  'phoneNumbers',
  'upiIds',
  'bankAccounts',
  'emailAddresses',
  'phishingLinks',
  'caseIds',
  'policyNumbers',
  'orderNumbers',
  'cryptoWallets',
] as const satisfies ReadonlyArray<EvidenceKind>
export type AskKind = (typeof askKinds)[number]

/**
 * What to ask for in each kind of scam, most useful first: what the collector scores and what
 * this scam's script usually holds back until the victim asks (the callback number, the fee
 * account, the case or tracking reference). NOT_SCAM asks for nothing.
 */
export const askPlan: Readonly<Record<ScamType, ReadonlyArray<AskKind>>> = Object.freeze({
  KYC_BANKING: ['phoneNumbers', 'phishingLinks', 'upiIds', 'caseIds', 'emailAddresses', 'bankAccounts'],
  DIGITAL_ARREST: ['caseIds', 'phoneNumbers', 'emailAddresses', 'bankAccounts', 'upiIds', 'phishingLinks'],
  JOB_SCAM: ['phishingLinks', 'emailAddresses', 'phoneNumbers', 'upiIds', 'bankAccounts', 'caseIds'],
  SEXTORTION: ['upiIds', 'phoneNumbers', 'emailAddresses', 'cryptoWallets', 'bankAccounts'],
  LOTTERY_PRIZE: ['caseIds', 'upiIds', 'phoneNumbers', 'bankAccounts', 'emailAddresses', 'phishingLinks'],
  TECH_SUPPORT: ['caseIds', 'phoneNumbers', 'emailAddresses', 'phishingLinks', 'upiIds', 'bankAccounts'],
  INVESTMENT_SCAM: ['phishingLinks', 'phoneNumbers', 'bankAccounts', 'upiIds', 'emailAddresses'],
  INSURANCE_SCAM: ['policyNumbers', 'phoneNumbers', 'caseIds', 'upiIds', 'bankAccounts', 'emailAddresses', 'phishingLinks'],
  ROMANCE_SCAM: ['phoneNumbers', 'emailAddresses', 'orderNumbers', 'upiIds', 'bankAccounts'],
  LOAN_SCAM: ['caseIds', 'phishingLinks', 'phoneNumbers', 'upiIds', 'bankAccounts', 'emailAddresses'],
  CUSTOM_DUTY: ['orderNumbers', 'caseIds', 'phoneNumbers', 'upiIds', 'bankAccounts', 'emailAddresses', 'phishingLinks'],
  CRYPTO_INVESTMENT: ['phishingLinks', 'cryptoWallets', 'upiIds', 'phoneNumbers', 'emailAddresses'],
  UNKNOWN: ['phoneNumbers', 'emailAddresses', 'upiIds', 'phishingLinks', 'caseIds'],
  NOT_SCAM: [],
})

/** Scams run by someone posing as an officer: ask for a badge and a station, not an employee id. */
export const authorityScams: ReadonlySet<ScamType> = new Set(['DIGITAL_ARREST', 'CUSTOM_DUTY'])
