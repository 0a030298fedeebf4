import * as t from 'io-ts'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'
import { SignalTally } from './signal-tally.js'
import { ScamType } from '../lib/scam-type.js'
import { evidenceKinds, type EvidenceKind } from '../lib/evidence.js'
import { Lead } from '../lib/lead.js'
import { Understanding } from '../lib/dialogue/acts/understanding.js'
import { encodedAsIs } from '../lib/codec/encoded-as-is.js'

const Values = t.readonlyArray(t.string)

/** Evidence of one message: only the kinds that were found. */
export const PartialEvidence = t.partial(
  Object.fromEntries(evidenceKinds.map((k) => [k, Values])) as Record<EvidenceKind, typeof Values>,
)
export type PartialEvidence = t.TypeOf<typeof PartialEvidence>

/**
 * Where a finding came from: the incoming message, or the n-th item of `newHistory`; `turn` (index 0)
 * only in events upgraded from the first shape, which did not say which message gave it. `leads`:
 * values that failed their kind's checksum (absent when none, and in events logged before leads).
 */
export const Finding = t.intersection([
  t.type({
    source: t.union([t.literal('message'), t.literal('history'), t.literal('turn')]),
    index: t.number,
    evidence: PartialEvidence,
  }),
  t.partial({ leads: t.readonlyArray(Lead) }),
])
export type Finding = t.TypeOf<typeof Finding>

/**
 * The analysis of a turn: the session's scam type and confidence after this turn, the signals the
 * turn's new scammer messages added, the evidence each of them gave (new values or not), and what
 * they said as dialogue acts (`acts`; absent from events logged before the dialogue manager, and
 * on a turn that brought no new scammer message).
 */
export const TurnAnalysed = encodedAsIs(
  t.intersection([
    t.type({
      type: t.literal('TurnAnalysed'),
      version: t.number,
      at: t.number,
      turn: t.number,
      scamType: ScamType,
      confidence: t.number,
      signals: SignalTally,
      findings: t.readonlyArray(Finding),
    }),
    t.partial({ acts: Understanding }),
  ]),
)
export type TurnAnalysed = t.TypeOf<typeof TurnAnalysed>

/** Retired first shape (kept so old logs replay): the turn's evidence as one record, not per message. */
export const TurnAnalysedV1 = t.type({
  type: t.literal('TurnAnalysed'),
  version: t.number,
  at: t.number,
  turn: t.number,
  scamType: ScamType,
  confidence: t.number,
  signals: SignalTally,
  evidence: PartialEvidence,
})
export type TurnAnalysedV1 = t.TypeOf<typeof TurnAnalysedV1>

const upgradeV1 = ({ evidence, ...rest }: TurnAnalysedV1): TurnAnalysed => ({
  ...rest,
  findings: Object.keys(evidence).length === 0 ? [] : [{ source: 'turn', index: 0, evidence }],
})

/** Decodes a first-shape event as today's `TurnAnalysed`; encodes today's shape. */
export const UpgradedTurnAnalysedV1 = new t.Type<TurnAnalysed, t.OutputOf<typeof TurnAnalysed>, unknown>(
  'TurnAnalysedV1',
  TurnAnalysed.is,
  (u, c) => pipe(TurnAnalysedV1.validate(u, c), E.map(upgradeV1)),
  TurnAnalysed.encode,
)
