import * as t from 'io-ts'
import { SessionEvent } from '../../events/session-event.js'
import { Evidence } from '../../lib/evidence.js'
import { ScamType } from '../../lib/scam-type.js'

/**
 * What the console reads from the service, decoded before any of it is shown: an answer of another
 * shape is reported as such, never half-rendered. The session's events and evidence use the
 * service's own codecs; the investigator API's answers follow `openapi.yaml`. Fields the console
 * does not show are not named (io-ts keeps reading the rest).
 */
const Cursor = t.union([t.string, t.null])
const Count = t.number
const Counts = t.record(t.string, Count)

const Ms = t.union([t.number, t.null])

export const SessionSummary = t.type({
  sessionId: t.string,
  scamType: t.string,
  scamDetected: t.boolean,
  confidence: t.number,
  channel: t.union([t.string, t.null]),
  language: t.union([t.string, t.null]),
  startedAtMs: Ms,
  firstReceivedAtMs: Ms,
  lastActivityAtMs: Ms,
  turns: Count,
  evidenceCounts: Counts,
  /** How many of its values appear in another session too (0: linked to none). */
  sharedValues: Count,
})
export type SessionSummary = t.TypeOf<typeof SessionSummary>

/** `GET /sessions`: a page of sessions, newest first. */
export const SessionPage = t.type({ sessions: t.readonlyArray(SessionSummary), nextCursor: Cursor })
export type SessionPage = t.TypeOf<typeof SessionPage>

/** `GET /sessions/{id}`: the parts of the projection the session page shows. */
export const SessionView = t.type({
  sessionId: t.string,
  session: t.type({
    turns: Count,
    messageCount: Count,
    channel: t.union([t.string, t.null]),
    language: t.union([t.string, t.null]),
    scamType: ScamType,
    confidence: t.number,
    evidence: Evidence,
    persona: t.union([t.type({ label: t.string, language: t.string }), t.null]),
    callbacks: t.type({ delivered: Count, failed: Count, skipped: Count }),
    finalReportDelivered: t.union([t.type({ at: t.number }), t.null]),
    pendingFinalReport: t.union([t.type({ dueAt: t.number }), t.null]),
  }),
  report: t.type({ scamDetected: t.boolean }),
  times: t.type({ startedAtMs: t.union([t.number, t.null]), firstReceivedAtMs: t.union([t.number, t.null]), lastActivityAtMs: t.union([t.number, t.null]) }),
})
export type SessionView = t.TypeOf<typeof SessionView>

/** `GET /sessions/{id}/events`: the session's log, by the service's own event codecs. */
export const SessionEvents = t.type({ sessionId: t.string, events: t.readonlyArray(SessionEvent) })
export type SessionEvents = t.TypeOf<typeof SessionEvents>

export const SharedValue = t.type({ kind: t.string, value: t.string })
export type SharedValue = t.TypeOf<typeof SharedValue>

/** `GET /sessions/{id}/linked`. */
export const LinkedSessions = t.type({
  sessionId: t.string,
  linked: t.readonlyArray(t.type({ sessionId: t.string, scamType: t.string, lastActivityAtMs: Ms, shared: t.readonlyArray(SharedValue) })),
  truncated: t.boolean,
})
export type LinkedSessions = t.TypeOf<typeof LinkedSessions>

/** `POST /sessions/{id}/verify`. */
export const Verification = t.type({
  sessionId: t.string,
  verified: t.boolean,
  turns: Count,
  mismatches: t.readonlyArray(t.type({ turn: Count, field: t.string, logged: t.unknown, replayed: t.unknown })),
})
export type Verification = t.TypeOf<typeof Verification>

const ValueStats = t.type({
  kind: t.string,
  value: t.string,
  sessions: Count,
  occurrences: Count,
  firstSeenAtMs: t.number,
  lastSeenAtMs: t.number,
  scamTypes: t.readonlyArray(t.string),
})
export type ValueStats = t.TypeOf<typeof ValueStats>

/** `GET /intelligence`: values, the most shared first (or those matching `q`). */
export const ValuePage = t.type({ items: t.readonlyArray(ValueStats), nextCursor: Cursor })
export type ValuePage = t.TypeOf<typeof ValuePage>

/** `GET /intelligence/{kind}/{value}`. */
export const ValueDetail = t.intersection([ValueStats, t.type({ sessionIds: t.readonlyArray(t.string), nextCursor: Cursor })])
export type ValueDetail = t.TypeOf<typeof ValueDetail>

/** A session (`label` its id) or an evidence value (`label` the value, `sessions` how many hold it). */
export const GraphNode = t.intersection([t.type({ id: t.string, kind: t.string, label: t.string }), t.partial({ scamType: t.string, sessions: Count })])
export type GraphNode = t.TypeOf<typeof GraphNode>

/** `GET /intelligence/graph`: the ring around a seed, bounded. */
export const Graph = t.type({
  nodes: t.readonlyArray(GraphNode),
  edges: t.readonlyArray(t.type({ from: t.string, to: t.string })),
  truncated: t.boolean,
})
export type Graph = t.TypeOf<typeof Graph>
