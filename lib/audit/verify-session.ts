import { evolve } from '../../events/evolve.js'
import { stampEvents, type SessionEvent } from '../../events/session-event.js'
import { initialState } from '../../events/session-state.js'
import type { TurnReceived } from '../../events/turn-received.js'
import { decideTurn } from '../turn/decide-turn.js'
import { compareTurn, type Difference, type TurnRecord } from './compare-turn.js'

export type TurnVerification = { readonly turn: number; readonly version: number; readonly differences: ReadonlyArray<Difference> }
export type Verification = {
  /** True when every turn decided again reaches what was recorded. */
  readonly matches: boolean
  readonly turns: ReadonlyArray<TurnVerification>
  readonly differences: ReadonlyArray<Difference>
}

// A turn's events are appended together, right after its TurnReceived and before the next turn.
const turnEvents = (rest: ReadonlyArray<SessionEvent>): ReadonlyArray<SessionEvent> => {
  const next = rest.findIndex((e) => e.type === 'TurnReceived')
  return next === -1 ? rest : rest.slice(0, next)
}

const recordOf = (received: TurnReceived, own: ReadonlyArray<SessionEvent>): TurnRecord => ({
  received,
  analysed: own.find((e) => e.type === 'TurnAnalysed'),
  composed: own.find((e) => e.type === 'ReplyComposed'),
})

// Decided again with the delay it was decided with, so the whole decision is the same one.
const delayOf = (own: ReadonlyArray<SessionEvent>): number => {
  const scheduled = own.find((e) => e.type === 'FinalReportScheduled')
  return scheduled === undefined ? 0 : scheduled.dueAt - scheduled.at
}

/**
 * Today's rules on the recorded inputs: each turn is decided again by `decide` from the state the
 * log held before it, at the time it was received, and compared with what was recorded. Earlier
 * turns are taken as recorded, so one difference does not cascade into every later turn.
 */
export const verifySession = (
  sessionId: string,
  events: ReadonlyArray<SessionEvent>,
  decide: typeof decideTurn = decideTurn,
): Verification => {
  let state = initialState(sessionId)
  const turns: TurnVerification[] = []
  events.forEach((e, i) => {
    if (e.type === 'TurnReceived') {
      const own = turnEvents(events.slice(i + 1))
      const input = {
        message: e.message,
        conversationHistory: e.newHistory.map(({ sender, text, timestamp }) => ({ sender, text, timestamp })),
        metadata: e.metadata,
        source: e.source,
      }
      const decided = stampEvents(state.version, e.at, decide(input, delayOf(own))(state, e.at).events)
      const [first, ...others] = decided
      const today = first?.type === 'TurnReceived' ? recordOf(first, turnEvents(others)) : undefined
      const differences =
        today === undefined
          ? [{ turn: e.turn, field: 'turn', recorded: 'received', today: 'not decided' }]
          : compareTurn(state, recordOf(e, own), today)
      turns.push({ turn: e.turn, version: e.version, differences })
    }
    state = evolve(state, e)
  })
  const differences = turns.flatMap((t) => t.differences)
  return { matches: differences.length === 0, turns, differences }
}
