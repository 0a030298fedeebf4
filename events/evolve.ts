import { addTallies } from '../lib/classify/classify.js'
import { mergeEvidence, type Evidence } from '../lib/evidence.js'
import { messageKey, replyKey } from '../lib/message-key.js'
import type { CallbackAttempted } from './callback-attempted.js'
import type { SessionEvent } from './session-event.js'
import type { SessionState } from './session-state.js'
import type { TurnAnalysed } from './turn-analysed.js'
import type { TurnReceived } from './turn-received.js'

export const RECENT_REPLIES = 20
// A timestamp counts towards the session's start only when it is plausible: not in the future of
// its receipt (beyond clock skew) and not older than a conversation plausibly runs.
const MAX_SKEW_SECONDS = 300
const MAX_AGE_SECONDS = 30 * 24 * 3600

const usable = (timestamp: number, receivedAtMs: number): boolean =>
  timestamp > 0 && timestamp <= receivedAtMs / 1000 + MAX_SKEW_SECONDS && timestamp >= receivedAtMs / 1000 - MAX_AGE_SECONDS

const minOrNull = (values: ReadonlyArray<number>, current: number | null): number | null =>
  values.reduce<number | null>((m, v) => (m === null || v < m ? v : m), current)

const appendUnique = (list: ReadonlyArray<string>, added: ReadonlyArray<string>): ReadonlyArray<string> => {
  const fresh = added.filter((k, i) => !list.includes(k) && added.indexOf(k) === i)
  return fresh.length === 0 ? list : [...list, ...fresh]
}

const onTurnReceived = (s: SessionState, e: TurnReceived): SessionState => {
  const scammerItems = e.newHistory.filter((h) => !h.own)
  const ownItems = e.newHistory.filter((h) => h.own)
  const messages = e.messageIsNew ? [...e.newHistory, e.message] : e.newHistory
  const timestamps = messages.map((m) => m.timestamp).filter((ts) => usable(ts, e.at))
  return {
    ...s,
    turns: e.turn,
    messageCount: s.messageCount + messages.length,
    startedAt: minOrNull(timestamps, s.startedAt),
    firstReceivedAt: s.firstReceivedAt ?? e.at,
    lastActivityAt: e.at,
    channel: e.metadata.channel,
    language: e.metadata.language,
    seenMessages: appendUnique(s.seenMessages, [
      ...scammerItems.map((m) => messageKey(m.sender, m.text, m.timestamp)),
      ...(e.messageIsNew ? [messageKey(e.message.sender, e.message.text, e.message.timestamp)] : []),
    ]),
    replyKeys: appendUnique(s.replyKeys, ownItems.map((m) => replyKey(m.text))),
  }
}

const onTurnAnalysed = (s: SessionState, e: TurnAnalysed): SessionState => ({
  ...s,
  scamType: e.scamType,
  confidence: e.confidence,
  signals: addTallies(s.signals, e.signals),
  evidence: e.findings.reduce<Evidence>(
    (acc, f) => mergeEvidence(acc, { ...emptyFor(acc), ...f.evidence }),
    s.evidence,
  ),
})
const emptyFor = (e: Evidence): Evidence =>
  Object.fromEntries(Object.keys(e).map((k) => [k, []])) as unknown as Evidence

const onCallbackAttempted = (s: SessionState, e: CallbackAttempted): SessionState => {
  const r = e.result
  const callbacks = { ...s.callbacks, [r.outcome]: s.callbacks[r.outcome] + 1 }
  if (e.trigger !== 'final' || r.outcome !== 'delivered' || e.taskName === undefined) return { ...s, callbacks }
  return {
    ...s,
    callbacks,
    pendingFinalReport: s.pendingFinalReport?.taskName === e.taskName ? null : s.pendingFinalReport,
    finalReportDelivered: { taskName: e.taskName, reportedVersion: e.reportedVersion, at: e.at },
  }
}

/** Folds one event into the projection. Total and pure: the log alone rebuilds the state. */
export const evolve = (state: SessionState, event: SessionEvent): SessionState => {
  const s = { ...state, version: event.version }
  switch (event.type) {
    case 'TurnReceived':
      return onTurnReceived(s, event)
    case 'TurnAnalysed':
      return onTurnAnalysed(s, event)
    case 'ReplyComposed':
      return {
        ...s,
        persona: event.persona,
        messageCount: s.messageCount + 1,
        replyKeys: appendUnique(s.replyKeys, [replyKey(event.reply)]),
        recentReplies: [...s.recentReplies, event.reply].slice(-RECENT_REPLIES),
      }
    case 'FinalReportScheduled':
      return { ...s, pendingFinalReport: { taskName: event.taskName, dueAt: event.dueAt } }
    case 'FinalReportCancelled':
      return s.pendingFinalReport?.taskName === event.taskName ? { ...s, pendingFinalReport: null } : s
    case 'CallbackAttempted':
      return onCallbackAttempted(s, event)
    default: {
      const unreachable: never = event
      return unreachable
    }
  }
}

export const foldEvents = (state: SessionState, events: ReadonlyArray<SessionEvent>): SessionState =>
  events.reduce(evolve, state)
