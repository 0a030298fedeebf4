import type { Evidence } from '../../evidence.js'
import type { Moves } from '../moves.js'
import type { DialogueState } from './dialogue-state.js'
import { isGiven } from './given.js'

// The persona's latest feints and asks are all the policy reads; a session of a thousand turns
// keeps its state, and so its snapshot, the size of a short one.
const KEEP_FEINTS = 20
const KEEP_ASKS = 40

/**
 * The dialogue state after the persona's reply: what it feigned, asked and told, the questions it
 * answered. An ask for a kind the session already holds (the fee's sum asked of a prize whose sum
 * is known) is not remembered as waiting: the sum already there would count as its answer, and the
 * persona would thank the scammer for a detail he never gave.
 */
export const rememberMoves = (s: DialogueState, moves: Moves, turn: number, evidence: Evidence): DialogueState => {
  const waiting = moves.asks.filter((kind) => !isGiven(kind, s, evidence))
  return {
    ...s,
    feigned: moves.feint === null ? s.feigned : [...s.feigned, { feint: moves.feint, turn }].slice(-KEEP_FEINTS),
    asks: waiting.length === 0 ? s.asks : [...s.asks, ...waiting.map((kind) => ({ kind, turn, answered: false }))].slice(-KEEP_ASKS),
    stated: moves.stated.every((f) => s.stated.includes(f)) ? s.stated : [...new Set([...s.stated, ...moves.stated])],
    openQuestions: s.openQuestions.filter((q) => !moves.answers.includes(q)),
    lastExcuseTurn: moves.excuse ? turn : s.lastExcuseTurn,
  }
}
