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

export type ConcreteScamType = Exclude<ScamType, 'UNKNOWN' | 'NOT_SCAM'>

/**
 * Cues of each of the 12 concrete scam types, in English, Hindi (Devanagari), romanised
 * Hinglish, Tamil, Telugu, Bengali, Marathi, Kannada, Malayalam and Gujarati, plus the English
 * loanwords scammers keep in Latin letters (KYC, OTP, UPI, customs, FedEx).
 *
 * How the partner's scam families without a label of their own map onto the 14 types:
 * - bank fraud (account blocked, card blocked, suspicious debit, "fraud cell")  -> KYC_BANKING
 * - UPI fraud (cashback, scratch card, collect request, "sent by mistake, return it",
 *   "enter your UPI PIN to receive")                                             -> KYC_BANKING
 * - electricity, gas or other utility bill ("connection cut tonight, pay here") -> KYC_BANKING
 * - refund (order, ticket, income-tax refund needing bank or card details)      -> KYC_BANKING
 * - income tax notice with penalty, raid or arrest threat                       -> DIGITAL_ARREST
 *   (an income-tax *refund* is a refund, above)
 * - government scheme (PM Kisan, PMAY, subsidy, any yojana paid out after a fee) -> LOTTERY_PRIZE
 * - phishing offer (free phone, free recharge, survey prize, "iPhone at Rs 999") -> LOTTERY_PRIZE
 * - courier or parcel held at customs, even when a fake officer follows         -> CUSTOM_DUTY
 *   (the partner also accepts DIGITAL_ARREST when the police story dominates)
 * - crypto coins, tokens, USDT deposits                                         -> CRYPTO_INVESTMENT
 *   (a specialisation of INVESTMENT_SCAM: crypto cues win over generic ones)
 * Everything else is the type its cues name. The rule is applied by weights: each family's words
 * are listed under the type it maps to, so no code special-cases a family.
 */
export const typeLexicon: Readonly<Record<ConcreteScamType, CueSet>> = {
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

export { benign } from './benign.js'
export { officialChannel } from './official-channel.js'
export { scamPressure } from './scam-pressure.js'
export { evidenceScamWeights, evidenceTypeWeights } from './evidence-weights.js'
