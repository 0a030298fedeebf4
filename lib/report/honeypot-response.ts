import * as t from 'io-ts'
import type { SessionState } from '../../events/session-state.js'
import { oneLineNotes } from './agent-notes.js'
import { EngagementMetrics } from './callback-payload.js'
import { engagementOf } from './engagement.js'
import { Evidence } from '../evidence.js'
import { scamDetected } from '../scam-detected.js'
import { ScamType } from '../scam-type.js'
import { nullable } from '../codec/nullable.js'
import { toThousandths } from '../to-thousandths.js'


/** The inbound response body of the spec. On `status: "error"` the analysis fields are null. */
export const HoneypotResponse = t.exact(
  t.type({
    status: t.keyof({ success: null, error: null }),
    reply: nullable(t.string),
    sessionId: nullable(t.string),
    scamDetected: nullable(t.boolean),
    scamType: nullable(ScamType),
    confidenceLevel: nullable(t.number),
    extractedIntelligence: nullable(Evidence),
    engagementMetrics: nullable(EngagementMetrics),
    totalMessagesExchanged: nullable(t.number),
    engagementDurationSeconds: nullable(t.number),
    agentNotes: nullable(t.string),
  }),
)
export type HoneypotResponse = t.TypeOf<typeof HoneypotResponse>

/** The success response for a turn: the reply and the session's cumulative analysis after it. */
export const honeypotResponseOf = (s: SessionState, reply: string): HoneypotResponse => {
  const engagement = engagementOf(s)
  return HoneypotResponse.encode({
    status: 'success',
    reply,
    sessionId: s.sessionId,
    scamDetected: scamDetected(s.scamType, s.confidence, s.evidence),
    scamType: s.scamType,
    confidenceLevel: toThousandths(s.confidence),
    extractedIntelligence: s.evidence,
    engagementMetrics: engagement,
    totalMessagesExchanged: engagement.totalMessagesExchanged,
    engagementDurationSeconds: engagement.engagementDurationSeconds,
    agentNotes: oneLineNotes(s),
  })
}

/** An error response: the full shape, analysis fields null, the message, and the bad fields for a 400. */
export const errorResponseOf = (error: string, sessionId: string | null, details?: ReadonlyArray<string>) => ({
  ...HoneypotResponse.encode({
    status: 'error',
    reply: null,
    sessionId,
    scamDetected: null,
    scamType: null,
    confidenceLevel: null,
    extractedIntelligence: null,
    engagementMetrics: null,
    totalMessagesExchanged: null,
    engagementDurationSeconds: null,
    agentNotes: null,
  }),
  error,
  ...(details === undefined ? {} : { details }),
})
