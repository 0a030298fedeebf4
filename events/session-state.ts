import * as t from 'io-ts'
import { SignalTally } from './signal-tally.js'
import { Evidence, EvidenceOverflow, emptyEvidence } from '../lib/evidence.js'
import { Lead } from '../lib/lead.js'
import { ScamType } from '../lib/scam-type.js'
import { PersonaRef } from './reply-composed.js'
import { nullable } from '../lib/codec/nullable.js'
import { withDefault } from '../lib/codec/with-default.js'
import { DialogueState, initialDialogue } from '../lib/dialogue/state/dialogue-state.js'

/**
 * What the session's bounds left out, counted as it was left out: values per evidence kind past
 * `MAX_VALUES_PER_KIND`, and new message keys past `MAX_MESSAGE_KEYS` (in either list).
 */
export const Overflow = t.type({ evidence: EvidenceOverflow, messageKeys: t.number })
export type Overflow = t.TypeOf<typeof Overflow>

/**
 * The projection of a session's log: what the service knows about the conversation after the
 * event at `version`. Stored beside the log as a snapshot; everything here can be rebuilt by
 * folding the log with `evolve`.
 */
export const SessionState = t.type({
  sessionId: t.string,
  version: t.number,
  turns: t.number,
  /** Distinct messages of both sides, the replies returned included (decision 5). */
  messageCount: t.number,
  /** Earliest usable message timestamp, Unix seconds; null until one is seen. */
  startedAt: nullable(t.number),
  /** Receipt of the first and of the latest turn, epoch ms. */
  firstReceivedAt: nullable(t.number),
  lastActivityAt: nullable(t.number),
  channel: nullable(t.string),
  language: nullable(t.string),
  scamType: ScamType,
  confidence: t.number,
  signals: SignalTally,
  evidence: Evidence,
  /** Values that failed their kind's checksum, for the notes; absent from snapshots written before leads. */
  leads: withDefault(t.readonlyArray(Lead), []),
  /** Absent from snapshots written before the bounds: nothing was left out then. */
  overflow: withDefault(Overflow, { evidence: {}, messageKeys: 0 }),
  persona: nullable(PersonaRef),
  /** Keys of scammer-side messages already seen (`messageKey`). */
  seenMessages: t.readonlyArray(t.string),
  /** Keys of the service's own messages (`replyKey`), to recognise them in later history. */
  replyKeys: t.readonlyArray(t.string),
  /** The latest replies, oldest first, so the dialogue never repeats itself. */
  recentReplies: t.readonlyArray(t.string),
  pendingFinalReport: nullable(t.type({ taskName: t.string, dueAt: t.number })),
  finalReportDelivered: nullable(t.type({ taskName: t.string, reportedVersion: t.number, at: t.number })),
  callbacks: t.type({ delivered: t.number, failed: t.number, skipped: t.number }),
  /** The conversation as the persona remembers it; snapshots from before the dialogue manager have none. */
  dialogue: withDefault(DialogueState, initialDialogue()),
})
export type SessionState = t.TypeOf<typeof SessionState>

export const initialState = (sessionId: string): SessionState => ({
  sessionId,
  version: 0,
  turns: 0,
  messageCount: 0,
  startedAt: null,
  firstReceivedAt: null,
  lastActivityAt: null,
  channel: null,
  language: null,
  scamType: 'UNKNOWN',
  confidence: 0,
  signals: {},
  evidence: emptyEvidence(),
  leads: [],
  overflow: { evidence: {}, messageKeys: 0 },
  persona: null,
  seenMessages: [],
  replyKeys: [],
  recentReplies: [],
  pendingFinalReport: null,
  finalReportDelivered: null,
  callbacks: { delivered: 0, failed: 0, skipped: 0 },
  dialogue: initialDialogue(),
})
