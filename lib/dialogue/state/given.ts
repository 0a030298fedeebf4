import type { Evidence, EvidenceKind } from '../../evidence.js'
import type { AskKind, ClaimKind } from '../vocabulary.js'
import type { DialogueState } from './dialogue-state.js'

const evidenceOf: Partial<Record<AskKind, EvidenceKind>> = {
  phone: 'phoneNumbers', upi: 'upiIds', account: 'bankAccounts', ifsc: 'ifscCodes', email: 'emailAddresses', link: 'phishingLinks',
  wallet: 'cryptoWallets', caseId: 'caseIds', policy: 'policyNumbers', order: 'orderNumbers', amount: 'amounts',
}
const claimOf: Partial<Record<AskKind, ClaimKind>> = {
  name: 'name', organisation: 'organisation', role: 'role', employeeId: 'employeeId', office: 'office', beneficiary: 'beneficiary',
}

/**
 * Whether the scammer has already given this kind of detail: in the session's evidence, in its
 * claims, or mentioned in passing (a link to a site that is not phishing is still a link given).
 * The persona never asks again for what this says was given, unless an obstacle needs a new one.
 */
export const isGiven = (kind: AskKind, dialogue: Pick<DialogueState, 'claims' | 'mentioned'>, evidence: Evidence): boolean => {
  const e = evidenceOf[kind]
  if (e !== undefined && evidence[e].length > 0) return true
  const c = claimOf[kind]
  if (c !== undefined && dialogue.claims[c] !== undefined) return true
  return dialogue.mentioned.includes(kind)
}
