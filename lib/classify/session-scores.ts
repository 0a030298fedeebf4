import { evidenceKinds, type Evidence, type EvidenceKind } from '../evidence.js'
import {
  evidenceScamWeights,
  evidenceTypeWeights,
  specialisations,
  typeLexicon,
  type ConcreteScamType,
} from './lexicon/index.js'
import { BENIGN_KEY, OFFICIAL_KEY, SCAM_KEY, typeKey, type SignalTally } from './signal-tally.js'

/** The session's weights, ready for a decision: the leading type, its nearest rival, both sides. */
export type SessionScores = {
  readonly leader: ConcreteScamType
  readonly leaderScore: number
  readonly rivalScore: number
  readonly scam: number
  /** The scam moves read in the text (a demand, a deadline, a threat, secrecy), without the evidence. */
  readonly pressure: number
  readonly benign: number
}

// A special type is "clearly present" from one strong cue of its own.
const SPECIAL_PRESENT = 3

const concreteTypes = Object.keys(typeLexicon) as ReadonlyArray<ConcreteScamType>
const has = (evidence: Evidence, kind: EvidenceKind): boolean => evidence[kind].length > 0

// Where money goes outside the organisation's own channels. The extractor reports only links it
// judged unofficial, so a link named in the text but absent here is the organisation's own site.
const ownPaymentPlaces: ReadonlyArray<EvidenceKind> = ['upiIds', 'bankAccounts', 'phishingLinks', 'cryptoWallets']
// An official-sounding notice that then names such a place is the scam move itself: as heavy as a deadline.
const OFFICIAL_VENEER = 2
const paysOwnPlace = (evidence: Evidence): boolean => ownPaymentPlaces.some((kind) => has(evidence, kind))
// Scam moves this heavy (a deadline in hours, a threat) void official marks: a genuine notice makes none.
const OFFICIAL_VOIDING_PRESSURE = 2
// A phone number may be the one to call and pay on, so official marks no longer vouch for the session.
const officialOnly = (tally: SignalTally, evidence: Evidence): boolean =>
  !paysOwnPlace(evidence) && !has(evidence, 'phoneNumbers') && (tally[SCAM_KEY] ?? 0) < OFFICIAL_VOIDING_PRESSURE

const typeScore = (tally: SignalTally, evidence: Evidence, type: ConcreteScamType): number =>
  (tally[typeKey(type)] ?? 0) +
  evidenceTypeWeights.reduce((s, w) => (w.type === type && has(evidence, w.kind) ? s + w.weight : s), 0)

/**
 * Folds the tally and the evidence kinds into per-type scores and the scam and benign sides.
 * Ties go to the type listed first in the lexicon. Official-channel marks are benign only while the
 * evidence names no payment place of the sender's own (a UPI id, an account, a suspicious link, a
 * wallet), no phone to call and no scam move of weight; with such a place they turn into pressure, the veneer of a scam.
 */
export const sessionScores = (tally: SignalTally, evidence: Evidence): SessionScores => {
  const ranked = concreteTypes
    .map((type) => ({ type, score: typeScore(tally, evidence, type) }))
    .sort((a, b) => b.score - a.score)
  const first = ranked[0] ?? { type: 'KYC_BANKING' as const, score: 0 }
  // A refinement (crypto of investment) takes the lead and does not count its parent as a rival.
  const special = specialisations.find(
    (s) => s.general === first.type && typeScore(tally, evidence, s.special) >= SPECIAL_PRESENT,
  )
  const leader = special?.special ?? first.type
  const rivals = ranked.filter((r) => r.type !== leader && r.type !== special?.general)
  const official = tally[OFFICIAL_KEY] ?? 0
  const veneer = official > 0 && paysOwnPlace(evidence) ? OFFICIAL_VENEER : 0
  const evidenceScam = evidenceKinds.reduce((s, kind) => (has(evidence, kind) ? s + (evidenceScamWeights[kind] ?? 0) : s), 0)
  return {
    leader,
    leaderScore: special === undefined ? first.score : Math.max(first.score, typeScore(tally, evidence, leader)),
    rivalScore: rivals[0]?.score ?? 0,
    scam: (tally[SCAM_KEY] ?? 0) + evidenceScam + veneer,
    pressure: (tally[SCAM_KEY] ?? 0) + veneer,
    benign: (tally[BENIGN_KEY] ?? 0) + (officialOnly(tally, evidence) ? official : 0),
  }
}
