import type { EvidenceKind } from '../../evidence.js'
import type { ScamType } from '../../scam-type.js'

/**
 * What extracted evidence says, whatever the language of the text: a crypto wallet is a payment
 * channel (weak evidence of a crypto scam: sextortion and customs scams ask for bitcoin too), a
 * policy number leans toward an insurance story (a phishing page may print one). Counted once per
 * kind (present or not), so a long session that repeats one handle does not grow its weight.
 */
export const evidenceTypeWeights: ReadonlyArray<{ readonly kind: EvidenceKind; readonly type: ScamType; readonly weight: number }> = [
  { kind: 'policyNumbers', type: 'INSURANCE_SCAM', weight: 1 },
]

/** Evidence of a crypto payment channel, added to the channel's weight. */
export const evidenceChannelWeights: ReadonlyArray<{ readonly kind: EvidenceKind; readonly type: ScamType; readonly weight: number }> = [
  { kind: 'cryptoWallets', type: 'CRYPTO_INVESTMENT', weight: 2 },
]

/**
 * Evidence that adds to the scam side: a suspicious link, a payment handle asked for, a number to
 * call. UPI ids and bank accounts weigh little: friends splitting a bill share them too; so does a
 * phone number (the extractor leaves out banks' toll-free helplines), which friends and family
 * seldom need to send.
 */
export const evidenceScamWeights: Readonly<Partial<Record<EvidenceKind, number>>> = {
  phishingLinks: 2,
  cryptoWallets: 2,
  upiIds: 1,
  bankAccounts: 1,
  phoneNumbers: 1,
  aadhaarNumbers: 1,
  panNumbers: 1,
}

/** Evidence a genuine notice never carries, so it counts as pressure: a suspicious link, a crypto wallet. */
export const evidencePressureKinds: ReadonlyArray<EvidenceKind> = ['phishingLinks', 'cryptoWallets']
