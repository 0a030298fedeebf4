import type { AskKind, ClaimKind, Demand, Instruction, QuestionKind, Relative, Tactic } from '../vocabulary.js'

/**
 * What one phrase of a scammer's message signals. A lexicon maps phrases, in one language or
 * script, to these; the reader scans every lexicon at once, since scammers mix scripts.
 * - `demand`: the scammer wants this done ("share the OTP", "pay the fee").
 * - `negation`: a word that turns a demand in its clause around ("not", "no", "nahi", "வேண்டாம்").
 * - `question`: the scammer asks about the victim ("how old are you").
 * - `interrogative`: a word that makes its clause a question ("what", "kya", "என்ன"); `yesNo` when
 *   the question wants a yes or a no ("are you", "kya aap", "ஆ?"), and `confirm` when it only asks
 *   the persona to agree with what was just said ("…, right?", "है ना?", "…சரிதானே?").
 * - `claim`: what follows (or, for `before`, what precedes) is the scammer's name, organisation…
 * - `or`: the word joining the options of an "A or B?" question ("or", "ya", "या", "அல்லது").
 * - `title`: a title that opens a name ("Inspector Sharma"): the name follows, the title is the role.
 * - `mention`: the message carries a detail of this kind ("anydesk" is an app, "http" a link); `named`
 *   when the phrase only names the kind ("the link", "लिंक"): "pay through our link" sends none.
 * - `charge`: a word for a charge that is a payment demand only with a figure beside it: "kit charge
 *   ₹1,999 hai" wants money, "the officer in charge" does not.
 * - `conditional`: "if", "agar", "अगर", or the "then" after it ("…नहीं मिला तो…"): a negation in its
 *   clause states the condition of a threat, it does not take the demand back.
 * - `brushOff`: the scammer waves the persona's question away ("that is not needed", "just do as I
 *   say", "sawal mat karo"): what the persona last asked for will not come.
 * - `self`: "I" in a script without capitals; "मैं विजय कुमार, पुरस्कार अधिकारी" is read as a name and a role
 *   only when a role follows the comma.
 */
export type ActCue =
  | { readonly act: 'demand'; readonly demand: Demand }
  | { readonly act: 'negation' }
  | { readonly act: 'question'; readonly kind: QuestionKind }
  | { readonly act: 'interrogative'; readonly yesNo?: true; readonly confirm?: true }
  | { readonly act: 'tactic'; readonly tactic: Tactic }
  | { readonly act: 'instruction'; readonly instruction: Instruction }
  | { readonly act: 'relative'; readonly relative: Relative }
  | { readonly act: 'probe' }
  | { readonly act: 'claim'; readonly claim: ClaimKind; readonly before?: true }
  | { readonly act: 'title' }
  | { readonly act: 'or' }
  | { readonly act: 'mention'; readonly kind: AskKind; readonly named?: true }
  | { readonly act: 'charge' }
  | { readonly act: 'self' }
  | { readonly act: 'conditional' }
  | { readonly act: 'brushOff' }

/** A language's phrases, each with what it signals. */
export type ActLexicon = ReadonlyArray<readonly [string, ActCue]>

/** Builders that keep lexicon files to one phrase list per signal. */
export const cues = {
  demand: (demand: Demand, phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'demand', demand }] as const),
  negation: (phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'negation' }] as const),
  question: (kind: QuestionKind, phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'question', kind }] as const),
  interrogative: (phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'interrogative' }] as const),
  yesNo: (phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'interrogative', yesNo: true }] as const),
  confirm: (phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'interrogative', yesNo: true, confirm: true }] as const),
  tactic: (tactic: Tactic, phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'tactic', tactic }] as const),
  instruction: (instruction: Instruction, phrases: ReadonlyArray<string>): ActLexicon =>
    phrases.map((p) => [p, { act: 'instruction', instruction }] as const),
  relative: (relative: Relative, phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'relative', relative }] as const),
  probe: (phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'probe' }] as const),
  claim: (claim: ClaimKind, phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'claim', claim }] as const),
  claimBefore: (claim: ClaimKind, phrases: ReadonlyArray<string>): ActLexicon =>
    phrases.map((p) => [p, { act: 'claim', claim, before: true }] as const),
  or: (phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'or' }] as const),
  title: (phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'title' }] as const),
  mention: (kind: AskKind, phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'mention', kind }] as const),
  named: (kind: AskKind, phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'mention', kind, named: true }] as const),
  charge: (phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'charge' }] as const),
  self: (phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'self' }] as const),
  conditional: (phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'conditional' }] as const),
  brushOff: (phrases: ReadonlyArray<string>): ActLexicon => phrases.map((p) => [p, { act: 'brushOff' }] as const),
}
