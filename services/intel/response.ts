import * as t from 'io-ts'
import { nullable } from '../../lib/codec/nullable.js'
import { IntelKind } from '../../lib/intel/intel-kind.js'
import { SessionSummary } from '../../lib/intel/session-summary.js'
import { ScamType } from '../../lib/scam-type.js'

const Cursor = nullable(t.string)

/** `GET /sessions`. */
export const SessionListResponse = t.type({ sessions: t.readonlyArray(SessionSummary), nextCursor: Cursor })

const Shared = t.type({ kind: IntelKind, value: t.string })

/** `GET /sessions/{id}/linked`. */
export const LinkedSessionsResponse = t.type({
  sessionId: t.string,
  linked: t.readonlyArray(t.type({ sessionId: t.string, scamType: ScamType, lastActivityAtMs: nullable(t.number), shared: t.readonlyArray(Shared) })),
  truncated: t.boolean,
})

/** `POST /sessions/{id}/verify`: `logged` and `replayed` are any JSON value. */
export const VerificationResponse = t.type({
  sessionId: t.string,
  verified: t.boolean,
  turns: t.number,
  mismatches: t.readonlyArray(t.type({ turn: t.number, field: t.string, logged: t.unknown, replayed: t.unknown })),
})

const ValueFields = {
  kind: IntelKind,
  value: t.string,
  sessions: t.number,
  occurrences: t.number,
  firstSeenAtMs: t.number,
  lastSeenAtMs: t.number,
  scamTypes: t.readonlyArray(ScamType),
}
export const IntelligenceItem = t.type(ValueFields)
export type IntelligenceItem = t.TypeOf<typeof IntelligenceItem>

/** `GET /intelligence`. */
export const IntelligenceListResponse = t.type({ items: t.readonlyArray(IntelligenceItem), nextCursor: Cursor })

/** `GET /intelligence/{kind}/{value}`. */
export const IntelligenceValueResponse = t.type({ ...ValueFields, sessionIds: t.readonlyArray(t.string), nextCursor: Cursor })

const GraphNode = t.union([
  t.type({ id: t.string, kind: t.literal('session'), label: t.string, scamType: ScamType }),
  t.type({ id: t.string, kind: IntelKind, label: t.string, sessions: t.number }),
])
/** `GET /intelligence/graph`. */
export const IntelligenceGraphResponse = t.type({
  nodes: t.readonlyArray(GraphNode),
  edges: t.readonlyArray(t.type({ from: t.string, to: t.string })),
  truncated: t.boolean,
})
