import * as t from 'io-ts'
import { AskKind, Feint, QuestionKind } from './vocabulary.js'

/** How the persona reacts to what the scammer just did, before it moves the conversation on. */
export const Reaction = t.keyof({
  probe: null, threat: null, reassured: null, negation: null, secrecy: null, stayOnLine: null, acknowledge: null, affection: null, greed: null,
  confused: null,
})
export type Reaction = t.TypeOf<typeof Reaction>

/** A red flag the persona names in its own voice, as worry rather than refusal. */
// `ransom`: money demanded under a threat ("pay or the video goes out"), where a fee worry ("I thought
// it was free") makes no sense: will paying end it, and where would so much come from.
export const Worry = t.keyof({ otp: null, fee: null, transfer: null, ransom: null, link: null, urgency: null, police: null, genuine: null, app: null, documents: null })
export type Worry = t.TypeOf<typeof Worry>

/** The persona's invented facts, told when asked. */
export const PersonaFact = t.keyof({ age: null, name: null, city: null, bank: null, device: null, job: null, family: null, savings: null, free: null })
export type PersonaFact = t.TypeOf<typeof PersonaFact>

/** How the persona feels on this turn: it rises and falls with the scammer's pressure. */
export const Mood = t.keyof({ confused: null, cooperative: null, anxious: null, scared: null, hopeful: null, calm: null })
export type Mood = t.TypeOf<typeof Mood>

/**
 * What the persona does on one turn, chosen by the policy and rendered by the surface: the
 * scammer's questions it answers, its reactions, what it pretends to have done (an obstacle the
 * scammer must help with), at most two asks, a red flag named in its own voice, an excuse for a
 * slow answer when the conversation really was slow, the facts it tells, and its mood. Recorded
 * on `ReplyComposed`, so the dialogue state folds from the log.
 */
export const Moves = t.type({
  answers: t.readonlyArray(QuestionKind),
  reactions: t.readonlyArray(Reaction),
  feint: t.union([Feint, t.null]),
  asks: t.readonlyArray(AskKind),
  worry: t.union([Worry, t.null]),
  excuse: t.boolean,
  stated: t.readonlyArray(PersonaFact),
  mood: Mood,
})
export type Moves = t.TypeOf<typeof Moves>
