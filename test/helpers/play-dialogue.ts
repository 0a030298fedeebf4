import { foldEvents } from '../../events/evolve.js'
import { stampEvents } from '../../events/session-event.js'
import { initialState, type SessionState } from '../../events/session-state.js'
import { decideTurn, type TurnInput } from '../../lib/turn/decide-turn.js'

export type Played = { readonly state: SessionState; readonly replies: ReadonlyArray<string>; readonly states: ReadonlyArray<SessionState> }

const T0 = 1_800_000_000

/**
 * Plays a conversation through `decideTurn` and `evolve`, as the pipeline does: each turn sends
 * the whole history, the persona's replies labelled `user`, scammer messages `gapSeconds` apart.
 */
export const playDialogue = (sessionId: string, language: string, texts: ReadonlyArray<string>, gapSeconds = 20): Played => {
  let state: SessionState = initialState(sessionId)
  const history: Array<TurnInput['message']> = []
  const replies: string[] = []
  const states: SessionState[] = []
  texts.forEach((text, i) => {
    const at = T0 + i * gapSeconds
    const message = { sender: 'scammer', text, timestamp: at }
    const now = (at + 1) * 1000
    const decision = decideTurn({ message, conversationHistory: [...history], metadata: { channel: 'WhatsApp', language, locale: 'IN' }, source: 'partner' }, 10_000)(state, now)
    state = foldEvents(state, stampEvents(state.version, now, decision.events))
    replies.push(decision.result.reply)
    states.push(state)
    history.push(message, { sender: 'user', text: decision.result.reply, timestamp: at + 2 })
  })
  return { state, replies, states }
}
