import type { ScamType } from '../../scam-type.js'
import type { AskKind } from '../vocabulary.js'

/**
 * What fits to ask each kind of scammer, most useful first: who they claim to be and a number to
 * call them back on (the detail an investigator can act on first, and one a caller gives readily),
 * then the references and contacts their script holds back until asked. Payment details (UPI id,
 * account, IFSC, wallet) are asked through the obstacles of a payment, not from this list, and
 * only where the scam takes money that way. A blackmailer or a suitor is never asked for an
 * employee id, an office or a case number: nobody would ask them that.
 */
export const askPlan: Readonly<Record<ScamType, ReadonlyArray<AskKind>>> = Object.freeze({
  KYC_BANKING: ['name', 'phone', 'employeeId', 'link', 'caseId', 'email', 'office'],
  DIGITAL_ARREST: ['name', 'phone', 'employeeId', 'caseId', 'office', 'email', 'role'],
  JOB_SCAM: ['name', 'phone', 'organisation', 'link', 'email', 'office'],
  SEXTORTION: ['phone', 'email'],
  LOTTERY_PRIZE: ['name', 'phone', 'organisation', 'caseId', 'email', 'link'],
  TECH_SUPPORT: ['name', 'phone', 'amount', 'organisation', 'caseId', 'employeeId', 'email', 'link'],
  INVESTMENT_SCAM: ['name', 'phone', 'organisation', 'link', 'email', 'office'],
  INSURANCE_SCAM: ['name', 'phone', 'organisation', 'policy', 'caseId', 'employeeId', 'email', 'office'],
  LOAN_SCAM: ['name', 'phone', 'organisation', 'caseId', 'link', 'email', 'office'],
  CUSTOM_DUTY: ['name', 'phone', 'order', 'employeeId', 'caseId', 'email', 'office'],
  CRYPTO_INVESTMENT: ['name', 'phone', 'link', 'email'],
  ROMANCE_SCAM: ['name', 'phone', 'email'],
  // Not yet known: who is this, how to reach them, in writing, and for whom they work (the last
  // only of a caller who claims an office: see `chooseAsks`).
  UNKNOWN: ['name', 'phone', 'email', 'organisation'],
  NOT_SCAM: [],
})

/** How each scam takes money, first choice first: where the persona asks to "pay". */
export const payees: Readonly<Record<ScamType, ReadonlyArray<AskKind>>> = Object.freeze({
  KYC_BANKING: ['upi', 'account'],
  DIGITAL_ARREST: ['account', 'upi'],
  JOB_SCAM: ['upi', 'account'],
  SEXTORTION: ['upi', 'wallet', 'account'],
  LOTTERY_PRIZE: ['upi', 'account'],
  TECH_SUPPORT: ['upi', 'account'],
  INVESTMENT_SCAM: ['upi', 'account'],
  INSURANCE_SCAM: ['upi', 'account'],
  LOAN_SCAM: ['upi', 'account'],
  CUSTOM_DUTY: ['upi', 'account'],
  CRYPTO_INVESTMENT: ['wallet', 'upi', 'account'],
  ROMANCE_SCAM: ['upi', 'account'],
  UNKNOWN: ['upi', 'account'],
  NOT_SCAM: [],
})

/**
 * Scams that end in the victim paying, whatever they open with: a prize, a job, a loan, a parcel,
 * a suitor in trouble, a recording, a "technician" who fixes the phone for a service charge or a
 * renewal. Asked "how much?" at once, the scammer names the sum himself.
 */
export const endsInPayment: ReadonlySet<ScamType> = new Set([
  'JOB_SCAM', 'SEXTORTION', 'LOTTERY_PRIZE', 'TECH_SUPPORT', 'INVESTMENT_SCAM', 'INSURANCE_SCAM', 'LOAN_SCAM', 'CUSTOM_DUTY', 'CRYPTO_INVESTMENT', 'ROMANCE_SCAM',
])

// Scams run from behind a desk: once their plan is spent, the persona asks for someone senior.
const deskScams: ReadonlySet<ScamType> = new Set([
  'KYC_BANKING', 'DIGITAL_ARREST', 'JOB_SCAM', 'LOTTERY_PRIZE', 'TECH_SUPPORT', 'INVESTMENT_SCAM', 'INSURANCE_SCAM', 'LOAN_SCAM', 'CUSTOM_DUTY',
])

/** Who the scammer says he is, as against the evidence he hands over. */
export const whoKinds: ReadonlySet<AskKind> = new Set(['name', 'organisation', 'role', 'employeeId', 'office', 'supervisor'])

const paymentKinds: ReadonlySet<AskKind> = new Set(['upi', 'account', 'ifsc', 'wallet', 'amount', 'beneficiary'])

// Nobody sits behind a desk in these scams: no office, staff id, firm or reference to ask for.
const personalScams: ReadonlySet<ScamType> = new Set(['SEXTORTION', 'ROMANCE_SCAM', 'CRYPTO_INVESTMENT'])
export const deskKinds: ReadonlySet<AskKind> = new Set(['organisation', 'role', 'employeeId', 'office', 'caseId', 'policy', 'order', 'supervisor'])

/**
 * Whether an obstacle may ask for this kind of detail in this scam: anything an attempt could need,
 * except what makes no sense for the scam (a blackmailer's office, a policy number outside insurance).
 */
export const fitsObstacle = (scamType: ScamType, kind: AskKind): boolean =>
  fitsScam(scamType, kind) ||
  (!(personalScams.has(scamType) && deskKinds.has(kind)) && kind !== 'policy' && kind !== 'order' && kind !== 'supervisor')

/** Whether asking a scammer of this type for this kind of detail makes sense at all. */
export const fitsScam = (scamType: ScamType, kind: AskKind): boolean =>
  (askPlan[scamType] ?? askPlan.UNKNOWN).includes(kind) ||
  (kind === 'supervisor' && deskScams.has(scamType)) ||
  (kind === 'app' && scamType !== 'ROMANCE_SCAM' && scamType !== 'SEXTORTION') ||
  (paymentKinds.has(kind) && (payees[scamType] ?? []).length > 0 && (kind !== 'wallet' || (payees[scamType] ?? []).includes('wallet')))
