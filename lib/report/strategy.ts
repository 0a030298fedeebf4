import type { SessionState } from '../../events/session-state.js'
import { askPlan, payees } from '../dialogue/policy/ask-plan.js'
import { isGiven } from '../dialogue/state/given.js'
import type { AskKind, Feint, Tactic } from '../dialogue/vocabulary.js'

const tacticNames: Readonly<Record<Tactic, string>> = {
  urgency: 'urgency',
  threat: 'threats',
  authority: 'fake authority',
  isolation: 'isolation (told to keep it secret)',
  greed: 'promised money',
  affection: 'affection',
  reassurance: 'false reassurance',
}
const feintNames: Readonly<Record<Feint, string>> = {
  otpNotCome: 'that the OTP never came',
  paymentFailed: 'that the payment failed',
  upiInvalid: 'that the UPI id showed invalid',
  bankNeedsIfsc: 'that the bank needed the IFSC',
  bankAsksBeneficiary: 'that the bank asked for the beneficiary',
  wentToBank: 'that the bank questioned the payment',
  linkError: 'that the link showed an error',
  appNotFound: 'that the app would not install',
  documentsAway: 'that the documents were being looked for',
  cameraBroken: 'that the camera did not work',
  callFailed: 'that the call did not connect',
  trying: 'that it was trying to comply',
}
const askNames: Readonly<Record<AskKind, string>> = {
  phone: 'a callback number', upi: 'the UPI id', account: 'the bank account', ifsc: 'the IFSC', email: 'an email address', link: 'the link',
  wallet: 'the wallet address', caseId: 'the case reference', policy: 'the policy number', order: 'the tracking number', amount: 'the amount',
  name: 'their name', organisation: 'their organisation', role: 'their role', employeeId: 'their staff id', office: 'their office address',
  beneficiary: 'the beneficiary name', app: 'the app', supervisor: 'their supervisor',
}

const list = (xs: ReadonlyArray<string>): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]!}`

/**
 * One sentence for investigators, from this session alone: the pressure tactics the scammer used,
 * what the persona pretended to keep them talking, and what is still to be drawn out.
 */
export const strategyFor = (s: SessionState): string => {
  if (s.scamType === 'NOT_SCAM') return 'No scam indicators; the persona answered politely without escalating.'
  const d = s.dialogue
  const tactics = d.tactics.map((t) => tacticNames[t])
  const feigned = [...new Set(d.feigned.map((f) => f.feint))].map((f) => feintNames[f])
  const wanted = [...(payees[s.scamType] ?? []).slice(0, 1), ...(askPlan[s.scamType] ?? askPlan.UNKNOWN)]
  const missing = [...new Set(wanted)].filter((k) => !isGiven(k, d, s.evidence)).map((k) => askNames[k])
  const parts = [
    tactics.length === 0 ? 'No pressure tactics seen yet' : `Tactics seen: ${list(tactics)}`,
    feigned.length === 0 ? 'the persona has not had to feign anything' : `the persona feigned ${list(feigned)}`,
    missing.length === 0 ? 'every detail this scam usually holds back has been drawn out' : `still missing: ${list(missing.slice(0, 4))}`,
  ]
  return `${parts.join('; ')}.`
}
