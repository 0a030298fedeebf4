import type { Moves } from '../moves.js'
import type { DialogueState } from './dialogue-state.js'

// The persona's latest feints and asks are all the policy reads; a session of a thousand turns
// keeps its state, and so its snapshot, the size of a short one.
const KEEP_FEINTS = 20
const KEEP_ASKS = 40

/** The dialogue state after the persona's reply: what it feigned, asked and told, the questions it answered. */
export const rememberMoves = (s: DialogueState, moves: Moves, turn: number): DialogueState => ({
  ...s,
  feigned: moves.feint === null ? s.feigned : [...s.feigned, { feint: moves.feint, turn }].slice(-KEEP_FEINTS),
  asks: moves.asks.length === 0 ? s.asks : [...s.asks, ...moves.asks.map((kind) => ({ kind, turn, answered: false }))].slice(-KEEP_ASKS),
  stated: moves.stated.every((f) => s.stated.includes(f)) ? s.stated : [...new Set([...s.stated, ...moves.stated])],
  openQuestions: s.openQuestions.filter((q) => !moves.answers.includes(q)),
  lastExcuseTurn: moves.excuse ? turn : s.lastExcuseTurn,
})
