import * as t from 'io-ts'

/**
 * The words the dialogue manager thinks in, shared by its four parts (acts, state, policy,
 * surface) and by the events that record them. Each is a closed set, so a logged value from an
 * older build still decodes; a value a newer build adds would not, which is why the events keep
 * these fields optional.
 */

/** What the scammer wants the victim to do now. */
export const Demand = t.keyof({ otp: null, payment: null, click: null, install: null, personalData: null, transfer: null, videoCall: null, callBack: null })
export type Demand = t.TypeOf<typeof Demand>
export const demands = Object.keys(Demand.keys) as ReadonlyArray<Demand>

/** What the scammer asks about the victim: each is answered with an invented, harmless detail. */
export const QuestionKind = t.keyof({
  age: null, name: null, location: null, region: null, bank: null, device: null, job: null, family: null, amount: null, time: null,
  received: null, done: null, yesno: null, confirm: null, anyone: null, doubt: null, choice: null, open: null,
})
export type QuestionKind = t.TypeOf<typeof QuestionKind>
export const questionKinds = Object.keys(QuestionKind.keys) as ReadonlyArray<QuestionKind>

/** How the scammer tells the victim to behave. */
export const Instruction = t.keyof({ secrecy: null, stayOnLine: null })
export type Instruction = t.TypeOf<typeof Instruction>

/** The people a persona may mention, and a scammer may tell it to keep out. */
export const Relative = t.keyof({ son: null, daughter: null, husband: null, wife: null, grandson: null, family: null })
export type Relative = t.TypeOf<typeof Relative>
export const relatives = Object.keys(Relative.keys) as ReadonlyArray<Relative>

/** What the scammer claims about themselves, for investigators and so the persona never asks twice. */
export const ClaimKind = t.keyof({ name: null, organisation: null, role: null, employeeId: null, office: null, beneficiary: null })
export type ClaimKind = t.TypeOf<typeof ClaimKind>
export const claimKinds = Object.keys(ClaimKind.keys) as ReadonlyArray<ClaimKind>

/** What the persona can ask the scammer for: evidence, and who they are. */
export const AskKind = t.keyof({
  phone: null, upi: null, account: null, ifsc: null, email: null, link: null, wallet: null, caseId: null, policy: null, order: null,
  amount: null, name: null, organisation: null, role: null, employeeId: null, office: null, beneficiary: null, app: null, supervisor: null,
})
export type AskKind = t.TypeOf<typeof AskKind>

/** What the persona says it did: each is an obstacle the scammer must help with. */
export const Feint = t.keyof({
  otpNotCome: null, paymentFailed: null, upiInvalid: null, bankNeedsIfsc: null, bankAsksBeneficiary: null, wentToBank: null,
  linkError: null, appNotFound: null, documentsAway: null, cameraBroken: null, callFailed: null, trying: null,
})
export type Feint = t.TypeOf<typeof Feint>

/** The scammer's pressure tactics, as investigators name them. */
/** Who the scammer speaks as, when the words tell: "main bol rahi hoon", "this is Mrs Rao". */
export const Speaker = t.keyof({ woman: null, man: null })
export type Speaker = t.TypeOf<typeof Speaker>

export const Tactic = t.keyof({ urgency: null, threat: null, authority: null, isolation: null, greed: null, affection: null, reassurance: null })
export type Tactic = t.TypeOf<typeof Tactic>
