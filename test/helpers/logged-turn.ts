import type { UnstampedEvent } from '../../events/session-event.js'

/** When the sample turn was recorded, epoch ms. */
export const loggedAt = 1_763_770_000_000

/**
 * One turn's events as a session's log holds them, of every type the log knows: the message, its
 * analysis, the reply, the final report moved on, and the final callback's attempt.
 */
export const aLoggedTurn: ReadonlyArray<UnstampedEvent> = [
  {
    type: 'TurnReceived',
    turn: 1,
    message: { sender: 'scammer', text: 'Pay the fee to kyc@okaxis', timestamp: loggedAt / 1000 },
    messageIsNew: true,
    newHistory: [{ sender: 'scammer', text: 'Your KYC expired', timestamp: loggedAt / 1000 - 60, own: false }],
    metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
    source: 'partner',
  },
  {
    type: 'TurnAnalysed',
    turn: 1,
    scamType: 'KYC_BANKING',
    confidence: 0.54,
    signals: { messages: 2, 'type:KYC_BANKING': 3 },
    findings: [{ source: 'message', index: 0, evidence: { upiIds: ['kyc@okaxis'] } }],
  },
  { type: 'ReplyComposed', turn: 1, persona: { id: 'en', label: 'Ravi', language: 'English' }, reply: 'Which bank is this?' },
  { type: 'FinalReportCancelled', taskName: 'fr-0' },
  { type: 'FinalReportScheduled', taskName: 'fr-1', dueAt: loggedAt + 10_000 },
  {
    type: 'CallbackAttempted',
    trigger: 'final',
    reportedVersion: 4,
    result: { outcome: 'delivered', httpStatus: 200, durationMs: 3 },
    payload: { sessionId: 's' },
    taskName: 'fr-1',
  },
]
