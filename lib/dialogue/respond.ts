import { phoneKey, type Evidence } from '../evidence.js'
import type { ScamType } from '../scam-type.js'
import type { Understanding } from './acts/understanding.js'
import type { Persona } from './persona/persona.js'
import type { ReplyLanguage } from './persona/personas.js'
import { chooseMoves } from './policy/choose-moves.js'
import type { Moves } from './moves.js'
import { drawFor } from './seeded.js'
import type { DialogueState } from './state/dialogue-state.js'
import { isGiven } from './state/given.js'
import { isWomansName } from './acts/lexicons/womens-names.js'
import type { AskKind } from './vocabulary.js'
import { surfacePacks } from './surface/packs/index.js'
import { renderReply } from './surface/render-reply.js'

export type RespondInput = {
  readonly sessionId: string
  /** 1-based turn number of this reply. */
  readonly turn: number
  readonly persona: Persona
  readonly scamType: ScamType
  /** Cumulative evidence, including what this turn's messages gave. */
  readonly evidence: Evidence
  /** What this turn's new scammer messages said. */
  readonly heard: Understanding
  /** The dialogue state with those messages heard (`hear`). */
  readonly dialogue: DialogueState
  readonly recentReplies: ReadonlyArray<string>
  /** Whether the persona already said this reply in this session. */
  readonly wasSaid: (reply: string) => boolean
}

/**
 * The latest phone number as the scammer wrote it ("+91 97878 10264"): the evidence keeps that
 * form beside the normalised ones, and a number said back reformatted looks machine-made.
 */
const spokenPhone = (phones: ReadonlyArray<string>): string | undefined => {
  const last = phones.at(-1)
  if (last === undefined) return undefined
  const key = phoneKey(last)
  const same = phones.filter((p) => phoneKey(p) === key)
  return same.find((p) => /[\s().-]/u.test(p)) ?? same.find((p) => p.startsWith('+')) ?? last
}

/**
 * The dialogue manager's turn, from what the scammer said to what the persona answers: the
 * policy chooses the moves from the dialogue state, the surface words them in the persona's
 * language (English for a language no persona speaks).
 */
export const respond = (input: RespondInput): { readonly moves: Moves; readonly reply: string } => {
  const pack = surfacePacks[input.persona.language as ReplyLanguage] ?? surfacePacks.English
  const { heard, scamType } = input
  const pressing = heard.demands.length > 0 || heard.tactics.some((t) => t === 'threat' || t === 'urgency' || t === 'greed')
  // Genuine-looking only while nobody demands or presses: an OTP demand is no bank alert, whatever
  // the classifier makes of the words around it. Nor is a stranger who courts the persona ("Hello
  // sweetheart, I miss you so much"), however gently: that is how a suitor's scam opens.
  const courting = input.dialogue.tactics.includes('affection')
  const benign = (scamType === 'NOT_SCAM' || scamType === 'UNKNOWN') && !pressing && !courting && input.dialogue.demandsSeen.length === 0
  const given = (kind: AskKind): boolean => isGiven(kind, input.dialogue, input.evidence)
  const moves = chooseMoves({
    state: input.dialogue,
    heard,
    scamType,
    turn: input.turn,
    benign,
    given,
    draw: (purpose) => drawFor(input.sessionId, input.turn, purpose),
  })
  const reply = renderReply({
    sessionId: input.sessionId,
    turn: input.turn,
    pack,
    moves,
    claims: input.dialogue.claims,
    avoid: input.dialogue.avoid,
    recentReplies: input.recentReplies,
    choice: heard.choice,
    wasSaid: input.wasSaid,
    given,
    known: { upi: input.evidence.upiIds.at(-1), phone: spokenPhone(input.evidence.phoneNumbers) },
    speaker: input.dialogue.speaker ?? (isWomansName(input.dialogue.claims.name) ? 'woman' : null),
  })
  return { moves, reply }
}
