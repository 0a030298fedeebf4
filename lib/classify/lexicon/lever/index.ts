import type { CueSet } from '../../cue-set.js'
import type { ConcreteScamType } from '../index.js'
import { affection } from './affection.js'
import { authority } from './authority.js'
import { blackmail } from './blackmail.js'
import { greed } from './greed.js'
import { loss } from './loss.js'

/** How a scammer presses the victim. */
export const levers = ['blackmail', 'authority', 'greed', 'affection', 'loss'] as const
export type Lever = (typeof levers)[number]

export const leverLexicon: Readonly<Record<Lever, CueSet>> = { blackmail, authority, greed, affection, loss }

/** The types a lever is evidence for, and how much of its weight each takes; `UNLABELLED` stands for the families without a label. */
export type LeverTarget = ConcreteScamType | 'UNLABELLED'

/**
 * What a lever says about the type. Blackmail, fear of authority and affection each make one type
 * on their own (sextortion, digital arrest, romance), whoever the scammer claims to be: their full
 * weight goes to it. Greed and fear of loss press in many types alike, so they only lean toward
 * those, and the pretext decides between them.
 */
export const leverAffinity: Readonly<Record<Lever, Readonly<Partial<Record<LeverTarget, number>>>>> = {
  blackmail: { SEXTORTION: 1 },
  authority: { DIGITAL_ARREST: 1 },
  affection: { ROMANCE_SCAM: 1 },
  greed: { LOTTERY_PRIZE: 0.25, INVESTMENT_SCAM: 0.25, CRYPTO_INVESTMENT: 0.25, JOB_SCAM: 0.25, LOAN_SCAM: 0.25 },
  loss: { KYC_BANKING: 0.25, TECH_SUPPORT: 0.25, INSURANCE_SCAM: 0.25, CUSTOM_DUTY: 0.25, UNLABELLED: 0.25 },
}

/**
 * A lever that, once it has pressed in earnest, takes another's type share: a sextortionist's
 * follow-up as "cyber police" or a "YouTube officer" threatens arrest over the same video, so the
 * authority serves the blackmail and the session stays SEXTORTION. The yielding lever still counts
 * as pressure.
 */
export const leverPrecedence: ReadonlyArray<{ readonly lever: Lever; readonly over: Lever }> = [{ lever: 'blackmail', over: 'authority' }]

/**
 * A lever that presses for a pretext told in earnest: a loan app's recovery agent shames the borrower
 * before their contacts (morphed photos, a "defaulter" poster, "we have your contacts") to collect a
 * debt, so while the lender's story outweighs any intimate material the blackmail is the lender's
 * and the session is LOAN_SCAM. A blackmailer who only says "take a loan and pay" tells no such story.
 */
export const leverServesPretext: ReadonlyArray<{ readonly lever: Lever; readonly type: ConcreteScamType }> = [
  { lever: 'blackmail', type: 'LOAN_SCAM' },
]

/**
 * Levers that, once they press in earnest, make a coin only the way the money is paid: a
 * sextortionist or a fake officer who wants bitcoin or USDT is still blackmailing or threatening,
 * so the crypto payment channel then counts for no type.
 */
export const channelServes: ReadonlyArray<Lever> = ['blackmail', 'authority']
