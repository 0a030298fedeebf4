import { evolve } from '../../events/evolve.js'
import { stampEvents, type SessionEvent } from '../../events/session-event.js'
import { initialState, type SessionState } from '../../events/session-state.js'
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

export type SessionVerifier = {
  /**
   * The log's next event, in order. A turn's events are appended together, right after its
   * TurnReceived and before the next turn, so a turn is decided again when the next one begins
   * (or at `end`): the turn it finished is returned, otherwise undefined.
   */
  readonly add: (event: SessionEvent) => TurnVerification | undefined
  /** Verifies the turn still open and returns the whole verification. */
  readonly end: () => Verification
}

/**
 * Today's rules on the recorded inputs, one event at a time: each turn is decided again by
 * `decide` from the state the log held before it, at the time it was received, and compared with
 * what was recorded. Earlier turns are taken as recorded, so one difference does not cascade into
 * every later turn. Only the open turn's events are held, so a log read page by page is verified
 * in memory bounded by its longest turn.
 */
export const sessionVerifier = (sessionId: string, decide: typeof decideTurn = decideTurn): SessionVerifier => {
  let state = initialState(sessionId)
  const turns: TurnVerification[] = []
  // The open turn: its TurnReceived, the state before it, and the events recorded after it.
  let open: { readonly received: TurnReceived; readonly before: SessionState; readonly own: SessionEvent[] } | undefined

  const close = (): TurnVerification | undefined => {
    if (open === undefined) return undefined
    const { received: e, before, own } = open
    open = undefined
    const input = {
      message: e.message,
      conversationHistory: e.newHistory.map(({ sender, text, timestamp }) => ({ sender, text, timestamp })),
      metadata: e.metadata,
      source: e.source,
    }
    const decided = stampEvents(before.version, e.at, decide(input, delayOf(own))(before, e.at).events)
    const [first, ...others] = decided
    const next = others.findIndex((x) => x.type === 'TurnReceived')
    const today = first?.type === 'TurnReceived' ? recordOf(first, next === -1 ? others : others.slice(0, next)) : undefined
    const differences =
      today === undefined
        ? [{ turn: e.turn, field: 'turn', recorded: 'received', today: 'not decided' }]
        : compareTurn(before, recordOf(e, own), today)
    const verified = { turn: e.turn, version: e.version, differences }
    turns.push(verified)
    return verified
  }

  return {
    add: (e) => {
      const finished = e.type === 'TurnReceived' ? close() : undefined
      if (e.type === 'TurnReceived') open = { received: e, before: state, own: [] }
      else open?.own.push(e)
      state = evolve(state, e)
      return finished
    },
    end: () => {
      close()
      const differences = turns.flatMap((t) => t.differences)
      return { matches: differences.length === 0, turns, differences }
    },
  }
}

/** The verification of a whole log held in memory (the CLI's `replay --verify`). */
export const verifySession = (
  sessionId: string,
  events: ReadonlyArray<SessionEvent>,
  decide: typeof decideTurn = decideTurn,
): Verification => {
  const verifier = sessionVerifier(sessionId, decide)
  for (const e of events) verifier.add(e)
  return verifier.end()
}
