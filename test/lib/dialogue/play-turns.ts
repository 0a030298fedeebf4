import { foldEvents } from '../../../events/evolve.js'
import { stampEvents } from '../../../events/session-event.js'
import { initialState, type SessionState } from '../../../events/session-state.js'
import { decideTurn, type TurnInput } from '../../../lib/turn/decide-turn.js'
import type { Moves } from '../../../lib/dialogue/moves.js'
import { isGiven } from '../../../lib/dialogue/state/given.js'
import { AskKind } from '../../../lib/dialogue/vocabulary.js'

const T0 = 1_800_000_000 // seconds
const askKinds = Object.keys(AskKind.keys) as ReadonlyArray<AskKind>

/** One turn as the conversation tests read it: what was said, what the persona did, what it already had. */
export type PlayedTurn = {
  readonly text: string
  readonly reply: string
  readonly moves: Moves | undefined
  /** The details the scammer had given before this turn's message. */
  readonly givenBefore: ReadonlyArray<AskKind>
}

/**
 * Plays a whole conversation through decide + evolve, as the pipeline does: the partner echoes
 * the history, messages come `gapSeconds` apart.
 */
export const playTurns = (sessionId: string, language: string, texts: ReadonlyArray<string>, gapSeconds = 20): { state: SessionState; turns: PlayedTurn[] } => {
  let state: SessionState = initialState(sessionId)
  const history: Array<TurnInput['message']> = []
  const turns: PlayedTurn[] = []
  texts.forEach((text, i) => {
    const timestamp = T0 + i * gapSeconds
    const message = { sender: 'scammer', text, timestamp }
    const now = (timestamp + 1) * 1000
    const givenBefore = askKinds.filter((k) => isGiven(k, state.dialogue, state.evidence))
    const metadata = { channel: 'WhatsApp', language, locale: 'IN' }
    const decision = decideTurn({ message, conversationHistory: [...history], metadata, source: 'partner' }, 10_000)(state, now)
    state = foldEvents(state, stampEvents(state.version, now, decision.events))
    const composed = decision.events.find((e) => e.type === 'ReplyComposed')
    const moves = composed?.type === 'ReplyComposed' ? composed.moves : undefined
    turns.push({ text, reply: decision.result.reply, moves, givenBefore })
    history.push(message, { sender: 'user', text: decision.result.reply, timestamp: timestamp + 2 })
  })
  return { state, turns }
}

// Payment details an obstacle may need anew ("the UPI id shows invalid, is there an account?").
const renewable: ReadonlySet<AskKind> = new Set(['upi', 'account', 'ifsc', 'beneficiary', 'amount'])

/** The asks of a turn for a detail the scammer had already given, other than the ones an obstacle renews. */
export const reAsks = (turn: PlayedTurn): ReadonlyArray<AskKind> =>
  (turn.moves?.asks ?? []).filter((k) => turn.givenBefore.includes(k) && !renewable.has(k))
