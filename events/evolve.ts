import { addTallies } from './signal-tally.js'
import { mergeAllEvidence } from '../lib/evidence.js'
import { mergeLeads } from '../lib/lead.js'
import { messageKey, replyKey } from '../lib/message-key.js'
import { hear, heardAt, latestTimestamp } from '../lib/dialogue/state/hear.js'
import { rememberMoves } from '../lib/dialogue/state/remember-moves.js'
import type { CallbackAttempted } from './callback-attempted.js'
import { MAX_MESSAGE_KEYS, appendKeysWithin } from './key-index.js'
import type { SessionEvent } from './session-event.js'
import type { Overflow, SessionState } from './session-state.js'
import type { StoredMessage } from './stored-message.js'
import type { TurnAnalysed } from './turn-analysed.js'
import type { TurnReceived } from './turn-received.js'

export const RECENT_REPLIES = 20
// A timestamp counts towards the session's start only when it is plausible: not in the future of
// its receipt (beyond clock skew) and not older than a conversation plausibly runs.
const MAX_SKEW_SECONDS = 300
const MAX_AGE_SECONDS = 30 * 24 * 3600

const usable = (timestamp: number, receivedAtMs: number): boolean =>
  timestamp > 0 && timestamp <= receivedAtMs / 1000 + MAX_SKEW_SECONDS && timestamp >= receivedAtMs / 1000 - MAX_AGE_SECONDS

// Each handler copies the state once, with the event's version: a turn folds five or six events.
const onTurnReceived = (s: SessionState, e: TurnReceived): SessionState => {
  const scammerKeys: string[] = []
  const ownKeys: string[] = []
  let count = 0
  let startedAt = s.startedAt
  const take = (m: StoredMessage): void => {
    count++
    if (usable(m.timestamp, e.at) && (startedAt === null || m.timestamp < startedAt)) startedAt = m.timestamp
  }
  for (const h of e.newHistory) {
    if (h.own) ownKeys.push(replyKey(h.text))
    else scammerKeys.push(messageKey(h.sender, h.text, h.timestamp))
    take(h)
  }
  if (e.messageIsNew) {
    scammerKeys.push(messageKey(e.message.sender, e.message.text, e.message.timestamp))
    take(e.message)
  }
  const seen = appendKeysWithin(s.seenMessages, scammerKeys, MAX_MESSAGE_KEYS)
  const replies = appendKeysWithin(s.replyKeys, ownKeys, MAX_MESSAGE_KEYS)
  return {
    ...s,
    version: e.version,
    turns: e.turn,
    messageCount: s.messageCount + count,
    startedAt,
    firstReceivedAt: s.firstReceivedAt ?? e.at,
    lastActivityAt: e.at,
    channel: e.metadata.channel,
    language: e.metadata.language,
    seenMessages: seen.keys,
    replyKeys: replies.keys,
    overflow: withKeysDropped(s.overflow, seen.dropped + replies.dropped),
    dialogue: e.messageIsNew ? heardAt(s.dialogue, e.message.timestamp, latestTimestamp(e.newHistory)) : s.dialogue,
  }
}

const withKeysDropped = (o: Overflow, dropped: number): Overflow => (dropped === 0 ? o : { ...o, messageKeys: o.messageKeys + dropped })

const onTurnAnalysed = (s: SessionState, e: TurnAnalysed): SessionState => {
  const merged = mergeAllEvidence(s.evidence, e.findings.map((f) => f.evidence), s.overflow.evidence)
  return {
    ...s,
    version: e.version,
    scamType: e.scamType,
    confidence: e.confidence,
    signals: addTallies(s.signals, e.signals),
    evidence: merged.evidence,
    leads: mergeLeads(s.leads, e.findings.flatMap((f) => f.leads ?? [])),
    overflow: merged.overflow === s.overflow.evidence ? s.overflow : { ...s.overflow, evidence: merged.overflow },
    dialogue: e.acts === undefined ? s.dialogue : hear(s.dialogue, e.acts, merged.evidence),
  }
}

const onCallbackAttempted = (s: SessionState, e: CallbackAttempted): SessionState => {
  const r = e.result
  const callbacks = { ...s.callbacks, [r.outcome]: s.callbacks[r.outcome] + 1 }
  if (e.trigger !== 'final' || r.outcome !== 'delivered' || e.taskName === undefined) return { ...s, version: e.version, callbacks }
  return {
    ...s,
    version: e.version,
    callbacks,
    pendingFinalReport: s.pendingFinalReport?.taskName === e.taskName ? null : s.pendingFinalReport,
    finalReportDelivered: { taskName: e.taskName, reportedVersion: e.reportedVersion, at: e.at },
  }
}

/** Folds one event into the projection. Total and pure: the log alone rebuilds the state. */
export const evolve = (s: SessionState, event: SessionEvent): SessionState => {
  switch (event.type) {
    case 'TurnReceived':
      return onTurnReceived(s, event)
    case 'TurnAnalysed':
      return onTurnAnalysed(s, event)
    case 'ReplyComposed': {
      const replies = appendKeysWithin(s.replyKeys, [replyKey(event.reply)], MAX_MESSAGE_KEYS)
      return {
        ...s,
        version: event.version,
        persona: event.persona,
        messageCount: s.messageCount + 1,
        replyKeys: replies.keys,
        overflow: withKeysDropped(s.overflow, replies.dropped),
        recentReplies: [...s.recentReplies, event.reply].slice(-RECENT_REPLIES),
        dialogue: event.moves === undefined ? s.dialogue : rememberMoves(s.dialogue, event.moves, event.turn, s.evidence),
      }
    }
    case 'FinalReportScheduled':
      return { ...s, version: event.version, pendingFinalReport: { taskName: event.taskName, dueAt: event.dueAt } }
    case 'FinalReportCancelled':
      return {
        ...s,
        version: event.version,
        pendingFinalReport: s.pendingFinalReport?.taskName === event.taskName ? null : s.pendingFinalReport,
      }
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
