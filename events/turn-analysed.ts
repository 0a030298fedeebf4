import * as t from 'io-ts'
import { SignalTally } from '../lib/classify/classify.js'
import { ScamType } from '../lib/scam-type.js'
import { evidenceKinds, type EvidenceKind } from '../lib/evidence.js'

const Values = t.readonlyArray(t.string)

/** Evidence of one message: only the kinds that were found. */
export const PartialEvidence = t.partial(
  Object.fromEntries(evidenceKinds.map((k) => [k, Values])) as Record<EvidenceKind, typeof Values>,
)
export type PartialEvidence = t.TypeOf<typeof PartialEvidence>

/** Where a finding came from: the incoming message, or the n-th item of `newHistory`. */
export const Finding = t.type({
  source: t.union([t.literal('message'), t.literal('history')]),
  index: t.number,
  evidence: PartialEvidence,
})
export type Finding = t.TypeOf<typeof Finding>

/**
 * The analysis of a turn: the session's scam type and confidence after this turn, the signals the
 * turn's new scammer messages added, and the evidence each of them gave (new values or not).
 */
export const TurnAnalysed = t.type({
  type: t.literal('TurnAnalysed'),
  version: t.number,
  at: t.number,
  turn: t.number,
  scamType: ScamType,
  confidence: t.number,
  signals: SignalTally,
  findings: t.readonlyArray(Finding),
})
export type TurnAnalysed = t.TypeOf<typeof TurnAnalysed>
