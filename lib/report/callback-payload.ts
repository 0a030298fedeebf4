import * as t from 'io-ts'
import type { SessionState } from '../../events/session-state.js'
import { multiLineNotes } from './agent-notes.js'
import { engagementOf } from './engagement.js'
import { Evidence } from '../evidence.js'
import { scamDetected } from '../scam-detected.js'
import { ScamType } from '../scam-type.js'
import { toThousandths } from '../to-thousandths.js'

export const EngagementMetrics = t.type({
  engagementDurationSeconds: t.number,
  totalMessagesExchanged: t.number,
})

/** The outbound intelligence callback of the spec, every field of its table. Exact: encoding drops extras. */
export const CallbackPayload = t.exact(
  t.type({
    sessionId: t.string,
    status: t.literal('success'),
    scamDetected: t.boolean,
    scamType: t.union([ScamType, t.null]),
    confidenceLevel: t.union([t.number, t.null]),
    totalMessagesExchanged: t.number,
    engagementDurationSeconds: t.union([t.number, t.null]),
    engagementMetrics: EngagementMetrics,
    extractedIntelligence: Evidence,
    agentNotes: t.string,
  }),
)
export type CallbackPayload = t.TypeOf<typeof CallbackPayload>

/** The callback payload for a session's current projection: the per-turn and the final report alike. */
export const callbackPayloadOf = (s: SessionState): CallbackPayload => {
  const engagement = engagementOf(s)
  return CallbackPayload.encode({
    sessionId: s.sessionId,
    status: 'success',
    scamDetected: scamDetected(s.scamType, s.confidence, s.evidence),
    scamType: s.scamType,
    confidenceLevel: toThousandths(s.confidence),
    totalMessagesExchanged: engagement.totalMessagesExchanged,
    engagementDurationSeconds: engagement.engagementDurationSeconds,
    engagementMetrics: engagement,
    extractedIntelligence: s.evidence,
    agentNotes: multiLineNotes(s),
  })
}
