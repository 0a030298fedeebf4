import type { CueSet } from '../cue-set.js'
import type { ScamType } from '../../scam-type.js'
import { cryptoInvestment } from './crypto-investment.js'
import { customDuty } from './custom-duty.js'
import { digitalArrest } from './digital-arrest.js'
import { insuranceScam } from './insurance-scam.js'
import { investmentScam } from './investment-scam.js'
import { jobScam } from './job-scam.js'
import { kycBanking } from './kyc-banking.js'
import { loanScam } from './loan-scam.js'
import { lotteryPrize } from './lottery-prize.js'
import { romanceScam } from './romance-scam.js'
import { sextortion } from './sextortion.js'
import { techSupport } from './tech-support.js'
import { benign } from './benign.js'
import { channelServes, leverAffinity, leverLexicon, leverPrecedence, levers, leverServesPretext, type Lever, type LeverTarget } from './lever/index.js'
import { officialChannel } from './official-channel.js'
import { paymentChannel } from './payment-channel.js'
import { scamPressure } from './scam-pressure.js'
import { unlabelledFamilies } from './unlabelled-families.js'

export type ConcreteScamType = Exclude<ScamType, 'UNKNOWN' | 'NOT_SCAM'>

/**
 * The pretext of each of the 12 concrete scam types (who the scammer claims to be, what the story
 * is about), in English, Hindi (Devanagari), romanised Hinglish, Tamil, Telugu, Bengali, Marathi,
 * Kannada, Malayalam and Gujarati, plus the English loanwords scammers keep in Latin letters
 * (KYC, OTP, UPI, customs, FedEx). How they press is read by the levers (`lever/`), how they want
 * to be paid by the payment channel.
 *
 * How the partner's scam families without a label of their own map onto the 14 types: a family
 * is the type of its pretext and lever when one of the 12 fits it, and UNKNOWN otherwise.
 * - bank fraud (account blocked, card blocked, suspicious debit, "fraud cell"), UPI fraud
 *   (cashback, scratch card, collect request, "enter your UPI PIN to receive"), reward points
 *   on a card: the bank or payment app is the pretext                          -> KYC_BANKING
 * - income tax notice with penalty, raid or arrest threat: fear of authority    -> DIGITAL_ARREST
 * - government scheme (PM Kisan, PMAY, subsidy, any yojana paid out after a fee), phishing
 *   offer (free phone, free recharge, survey prize, "iPhone at Rs 999"): a prize -> LOTTERY_PRIZE
 * - courier or parcel held at customs, even when a fake officer follows         -> CUSTOM_DUTY
 *   (DIGITAL_ARREST is also fair when the police story dominates)
 * - crypto coins, tokens, USDT deposits on a platform                           -> CRYPTO_INVESTMENT
 *   (a specialisation of INVESTMENT_SCAM: crypto cues win over generic ones)
 * - electricity, gas or water bill ("connection cut tonight"), money "sent by mistake, return
 *   it", refunds (order, ticket, income-tax refund needing details): no type fits -> UNKNOWN,
 *   detected by the spec's third rule (their pressure, or the evidence they carry)
 *   (`unlabelled-families.ts`)
 * Everything else is the type its pretext and lever name. The rule is applied by weights: each
 * family's words are listed under the pretext it maps to, so no code special-cases a family.
 */
export const pretextLexicon: Readonly<Record<ConcreteScamType, CueSet>> = {
  KYC_BANKING: kycBanking,
  DIGITAL_ARREST: digitalArrest,
  JOB_SCAM: jobScam,
  SEXTORTION: sextortion,
  LOTTERY_PRIZE: lotteryPrize,
  TECH_SUPPORT: techSupport,
  INVESTMENT_SCAM: investmentScam,
  INSURANCE_SCAM: insuranceScam,
  ROMANCE_SCAM: romanceScam,
  LOAN_SCAM: loanScam,
  CUSTOM_DUTY: customDuty,
  CRYPTO_INVESTMENT: cryptoInvestment,
}

/** A type that refines another: when the general one leads and the special one is clearly present, the special one is the answer. */
export const specialisations: ReadonlyArray<{ readonly general: ConcreteScamType; readonly special: ConcreteScamType }> = [
  { general: 'INVESTMENT_SCAM', special: 'CRYPTO_INVESTMENT' },
]

/** Every cue list the tally reads, by name: for the checks that must hold of all of them. */
export const everyCueSet = (): ReadonlyArray<readonly [string, CueSet]> => [
  ['benign', benign],
  ['official channel', officialChannel],
  ['scam pressure', scamPressure],
  ...Object.entries(leverLexicon).map(([lever, set]) => [`lever ${lever}`, set] as const),
  ...Object.entries(pretextLexicon).map(([type, set]) => [`pretext ${type}`, set] as const),
  ['unlabelled families', unlabelledFamilies],
  ['payment channel', paymentChannel],
]

export { benign, officialChannel, scamPressure, paymentChannel, unlabelledFamilies }
export { channelServes, leverAffinity, leverLexicon, leverPrecedence, levers, leverServesPretext, type Lever, type LeverTarget }
export { evidenceChannelWeights, evidencePressureKinds, evidenceScamWeights, evidenceTypeWeights } from './evidence-weights.js'
