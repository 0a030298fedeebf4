import { foldEvents } from '../../events/evolve.js'
import { stampEvents } from '../../events/session-event.js'
import { initialState, type SessionState } from '../../events/session-state.js'
import type { Moves } from '../../lib/dialogue/moves.js'
import { isGiven } from '../../lib/dialogue/state/given.js'
import { AskKind } from '../../lib/dialogue/vocabulary.js'
import { decideTurn, type TurnInput } from '../../lib/turn/decide-turn.js'

const T0 = 1_800_000_000
const askKinds = Object.keys(AskKind.keys) as ReadonlyArray<AskKind>

/** One turn as the conversation tests read it: what was said, what the persona did, what it already had. */
export type PlayedTurn = {
  readonly text: string
  readonly reply: string
  readonly moves: Moves | undefined
  /** The details the scammer had given before this turn's message. */
  readonly givenBefore: ReadonlyArray<AskKind>
}

export type Played = {
  readonly state: SessionState
  readonly replies: ReadonlyArray<string>
  readonly states: ReadonlyArray<SessionState>
  readonly turns: ReadonlyArray<PlayedTurn>
}

/**
 * Plays a conversation through `decideTurn` and `evolve`, as the pipeline does: each turn sends
 * the whole history, the persona's replies labelled `user`, scammer messages `gapSeconds` apart.
 * The one player every conversation test uses.
 */
export const playDialogue = (sessionId: string, language: string, texts: ReadonlyArray<string>, gapSeconds = 20): Played => {
  let state: SessionState = initialState(sessionId)
  const history: Array<TurnInput['message']> = []
  const states: SessionState[] = []
  const turns: PlayedTurn[] = []
  const metadata = { channel: 'WhatsApp', language, locale: 'IN' }
  texts.forEach((text, i) => {
    const at = T0 + i * gapSeconds
    const message = { sender: 'scammer', text, timestamp: at }
    const now = (at + 1) * 1000
    const givenBefore = askKinds.filter((k) => isGiven(k, state.dialogue, state.evidence))
    const decision = decideTurn({ message, conversationHistory: [...history], metadata, source: 'partner' }, 10_000)(state, now)
    state = foldEvents(state, stampEvents(state.version, now, decision.events))
    states.push(state)
    const composed = decision.events.find((e) => e.type === 'ReplyComposed')
    turns.push({ text, reply: decision.result.reply, moves: composed?.type === 'ReplyComposed' ? composed.moves : undefined, givenBefore })
    history.push(message, { sender: 'user', text: decision.result.reply, timestamp: at + 2 })
  })
  return { state, replies: turns.map((t) => t.reply), states, turns }
}

/**
 * A reply without the scammer's own UPI ids and phone numbers, which an obstacle says back ("I
 * typed sana.k9921@ybl and it says invalid"): what is left is the persona's own words, which carry
 * no digit and stay in the persona's script.
 */
export const withoutValues = (reply: string): string =>
  reply
    .replace(/\+?\d[\d ()-]{8,16}\d/gu, ' ')
    .split(/\s+/u)
    .filter((word) => !word.includes('@'))
    .join(' ')
