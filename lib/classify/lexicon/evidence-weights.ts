import type { EvidenceKind } from '../../evidence.js'
import type { ScamType } from '../../scam-type.js'

/**
 * What extracted evidence says, whatever the language of the text: a crypto wallet points to a
 * crypto scam, a policy number to an insurance one; a suspicious link or a payment handle
 * asked for adds to the scam side. Counted once per kind (present or not), so a long session
 * that repeats one handle does not grow its weight. UPI ids and bank accounts weigh little:
 * friends splitting a bill share them too.
 */
export const evidenceTypeWeights: ReadonlyArray<{ readonly kind: EvidenceKind; readonly type: ScamType; readonly weight: number }> = [
  { kind: 'cryptoWallets', type: 'CRYPTO_INVESTMENT', weight: 3 },
  { kind: 'policyNumbers', type: 'INSURANCE_SCAM', weight: 2 },
]

export const evidenceScamWeights: Readonly<Partial<Record<EvidenceKind, number>>> = {
  phishingLinks: 2,
  cryptoWallets: 2,
  upiIds: 1,
  bankAccounts: 1,
  aadhaarNumbers: 1,
  panNumbers: 1,
}
