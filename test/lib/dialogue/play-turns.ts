import type { SessionState } from '../../../events/session-state.js'
import type { AskKind } from '../../../lib/dialogue/vocabulary.js'
import { playDialogue, type PlayedTurn } from '../../helpers/play-dialogue.js'

export type { PlayedTurn }

/** A whole conversation played as the pipeline does (see `playDialogue`), turn by turn. */
export const playTurns = (sessionId: string, language: string, texts: ReadonlyArray<string>, gapSeconds = 20): { state: SessionState; turns: PlayedTurn[] } => {
  const { state, turns } = playDialogue(sessionId, language, texts, gapSeconds)
  return { state, turns: [...turns] }
}

// Payment details an obstacle may need anew ("the UPI id shows invalid, is there an account?").
const renewable: ReadonlySet<AskKind> = new Set(['upi', 'account', 'ifsc', 'beneficiary', 'amount'])

/** The asks of a turn for a detail the scammer had already given, other than the ones an obstacle renews. */
export const reAsks = (turn: PlayedTurn): ReadonlyArray<AskKind> =>
  (turn.moves?.asks ?? []).filter((k) => turn.givenBefore.includes(k) && !renewable.has(k))
