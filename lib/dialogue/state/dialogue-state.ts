import * as t from 'io-ts'
import { Claims } from '../acts/understanding.js'
import { encodedAsIs } from '../../codec/encoded-as-is.js'
import { withDefault } from '../../codec/with-default.js'
import { Feint as FeintCodec, AskKind, Demand, Instruction, QuestionKind, Relative, Speaker, Tactic } from '../vocabulary.js'
import { PersonaFact } from '../moves.js'

/**
 * One ask the persona made: of what, on which turn, whether the scammer has given it since, and
 * whether the scammer brushed it off ("that is not needed", "just follow my instructions").
 * `refused` is absent from asks logged before it was read.
 */
export const AskRecord = encodedAsIs(t.intersection([t.type({ kind: AskKind, turn: t.number, answered: t.boolean }), t.partial({ refused: t.boolean })]))
export type AskRecord = t.TypeOf<typeof AskRecord>

/** One thing the persona said it did. */
export const FeintRecord = t.type({ feint: FeintCodec, turn: t.number })
export type FeintRecord = t.TypeOf<typeof FeintRecord>

/**
 * The conversation as the persona remembers it, folded from the log (`TurnAnalysed.acts`,
 * `ReplyComposed.moves`, the message timestamps), so a replay rebuilds it and the same turn
 * decided again chooses the same moves. What the scammer claimed and demanded, what it told the
 * persona to do and asked it, what the persona feigned, told and asked, and how hard the
 * scammer is pressing. Sessions logged before the dialogue manager fold to the initial state.
 */
export const DialogueState = t.type({
  claims: Claims,
  /** The scammer's standing demand: the latest one not taken back. */
  demand: t.union([Demand, t.null]),
  demandsSeen: t.readonlyArray(Demand),
  instructions: t.readonlyArray(Instruction),
  /** People the scammer told the persona to keep out: the persona never mentions them again. */
  avoid: t.readonlyArray(Relative),
  tactics: t.readonlyArray(Tactic),
  /** The scammer's questions the persona has not answered yet. */
  openQuestions: t.readonlyArray(QuestionKind),
  /** Kinds of detail the scammer's text carried that evidence may not hold (a link, an app). */
  mentioned: t.readonlyArray(AskKind),
  feigned: t.readonlyArray(FeintRecord),
  asks: t.readonlyArray(AskRecord),
  stated: t.readonlyArray(PersonaFact),
  probes: t.number,
  /** 0 (calm) to 6 (panic): rises with threats and urgency, eases when the scammer reassures. */
  pressure: t.number,
  /** Unix seconds of the scammer's latest message, and the gap before it; null until known. */
  lastMessageAt: t.union([t.number, t.null]),
  gapSeconds: t.union([t.number, t.null]),
  lastExcuseTurn: t.number,
  /** Whether the scammer spoke of itself as a woman or a man; null until its words told (and in older snapshots). */
  speaker: withDefault(t.union([Speaker, t.null]), null),
})
export type DialogueState = t.TypeOf<typeof DialogueState>

export const initialDialogue = (): DialogueState => ({
  claims: {},
  demand: null,
  demandsSeen: [],
  instructions: [],
  avoid: [],
  tactics: [],
  openQuestions: [],
  mentioned: [],
  feigned: [],
  asks: [],
  stated: [],
  probes: 0,
  pressure: 0,
  lastMessageAt: null,
  gapSeconds: null,
  lastExcuseTurn: 0,
  speaker: null,
})
