import type { CallbackOutcome } from '../../events/callback-attempted.js'
import { evolve } from '../../events/evolve.js'
import type { PersonaRef } from '../../events/reply-composed.js'
import type { SessionEvent } from '../../events/session-event.js'
import { initialState, type SessionState } from '../../events/session-state.js'
import type { HistoryItem, StoredMessage } from '../../events/stored-message.js'
import type { TurnReceived } from '../../events/turn-received.js'
import { engagementOf, type Engagement } from '../report/engagement.js'
import { evidenceKinds, evidenceNotIn, type Evidence, type EvidenceKind } from '../evidence.js'
import type { ScamType } from '../scam-type.js'

export type CallbackEntry = {
  readonly at: number
  readonly version: number
  readonly trigger: 'turn' | 'final'
  readonly taskName: string | null
  readonly reportedVersion: number
  readonly result: CallbackOutcome
}

/** One turn as an investigator reads it: what came in, what the service concluded, said and reported. */
export type TurnEntry = {
  readonly turn: number
  readonly at: number
  readonly versions: { readonly first: number; readonly last: number }
  readonly message: StoredMessage
  readonly messageIsNew: boolean
  readonly newHistory: ReadonlyArray<HistoryItem>
  readonly metadata: TurnReceived['metadata']
  readonly source: string
  readonly analysis: { readonly scamType: ScamType; readonly confidence: number } | null
  /** Evidence values the session had not seen before this turn, only the kinds with any. */
  readonly newEvidence: Partial<Record<EvidenceKind, ReadonlyArray<string>>>
  readonly persona: PersonaRef | null
  readonly reply: string | null
  /** The session's figures after the turn, as the callback reports them. */
  readonly metrics: Engagement
  readonly finalReport: {
    readonly scheduled: { readonly taskName: string; readonly dueAt: number } | null
    readonly cancelled: ReadonlyArray<string>
  }
  /** Callback attempts recorded after this turn and before the next: its own and any final report. */
  readonly callbacks: ReadonlyArray<CallbackEntry>
}

/** Events before the first turn cannot belong to one; they are kept so nothing is hidden. */
export type Timeline = { readonly preamble: ReadonlyArray<SessionEvent>; readonly turns: ReadonlyArray<TurnEntry> }

const nonEmpty = (e: Evidence): TurnEntry['newEvidence'] =>
  Object.fromEntries(evidenceKinds.filter((k) => e[k].length > 0).map((k) => [k, e[k]]))

const opened = (e: TurnReceived, state: SessionState): TurnEntry => ({
  turn: e.turn,
  at: e.at,
  versions: { first: e.version, last: e.version },
  message: e.message,
  messageIsNew: e.messageIsNew,
  newHistory: e.newHistory,
  metadata: e.metadata,
  source: e.source,
  analysis: null,
  newEvidence: {},
  persona: null,
  reply: null,
  metrics: engagementOf(state),
  finalReport: { scheduled: null, cancelled: [] },
  callbacks: [],
})

const extended = (entry: TurnEntry, e: SessionEvent, before: SessionState, after: SessionState): TurnEntry => {
  const base = { ...entry, versions: { ...entry.versions, last: e.version }, metrics: engagementOf(after) }
  switch (e.type) {
    case 'TurnReceived':
      return base
    case 'TurnAnalysed':
      return {
        ...base,
        analysis: { scamType: e.scamType, confidence: e.confidence },
        newEvidence: nonEmpty(evidenceNotIn(before.evidence, after.evidence)),
      }
    case 'ReplyComposed':
      return { ...base, persona: e.persona, reply: e.reply }
    case 'FinalReportScheduled':
      return { ...base, finalReport: { ...base.finalReport, scheduled: { taskName: e.taskName, dueAt: e.dueAt } } }
    case 'FinalReportCancelled':
      return { ...base, finalReport: { ...base.finalReport, cancelled: [...base.finalReport.cancelled, e.taskName] } }
    case 'CallbackAttempted': {
      const { at, version, trigger, reportedVersion, result } = e
      const entryOf: CallbackEntry = { at, version, trigger, taskName: e.taskName ?? null, reportedVersion, result }
      return { ...base, callbacks: [...base.callbacks, entryOf] }
    }
    default: {
      const unreachable: never = e
      return unreachable
    }
  }
}

/**
 * The log read turn by turn. Each event belongs to the latest turn before it in the log, so a final
 * report shows under the turn whose silence it follows. Pure: the same log gives the same timeline.
 */
export const timelineOf = (sessionId: string, events: ReadonlyArray<SessionEvent>): Timeline => {
  let state = initialState(sessionId)
  const preamble: SessionEvent[] = []
  const turns: TurnEntry[] = []
  for (const e of events) {
    const before = state
    state = evolve(state, e)
    const current = turns[turns.length - 1]
    if (e.type === 'TurnReceived') turns.push(opened(e, state))
    else if (current === undefined) preamble.push(e)
    else turns[turns.length - 1] = extended(current, e, before, state)
  }
  return { preamble, turns }
}
