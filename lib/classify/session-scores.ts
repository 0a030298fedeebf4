import { evidenceKinds, type Evidence, type EvidenceKind } from '../evidence.js'
import {
  channelServes,
  evidenceChannelWeights,
  evidencePressureKinds,
  evidenceScamWeights,
  evidenceTypeWeights,
  leverAffinity,
  leverPrecedence,
  levers,
  leverServesPretext,
  pretextLexicon,
  specialisations,
  type ConcreteScamType,
  type Lever,
  type LeverTarget,
} from './lexicon/index.js'
import {
  BENIGN_KEY,
  CHANNEL_KEY,
  legacyTypeKey,
  leverKey,
  MESSAGES_KEY,
  OFFICIAL_KEY,
  pretextKey,
  SCAM_KEY,
  UNLABELLED_KEY,
  type SignalTally,
} from './signal-tally.js'

/** The session's weights, ready for a decision. */
export type SessionScores = {
  /** The leading concrete type, its weight (pretext, its levers' share, its channel) and its nearest rival's. */
  readonly leader: ConcreteScamType
  readonly leaderScore: number
  readonly rivalScore: number
  /** The leader's own parts: what its pretext weighs, what its levers give it in score. */
  readonly leaderPretext: number
  readonly leaderLever: number
  /** How hard the victim is pressed in the leader's ways: its levers at full weight, the others at half. */
  readonly leaderLevers: number
  /** The weight of the families without a label, their pretext and their levers' share. */
  readonly unlabelled: number
  /** The strongest pretext of any kind: how much the scammer has said about who they are. */
  readonly topPretext: number
  /** All levers together: how hard the victim is pressed, whatever the type. */
  readonly levers: number
  /** Demands and scam moves (codes, fees, payments, deadlines, secrecy) with the evidence that backs them. */
  readonly demand: number
  /** The scam side: the leader with every lever and demand. */
  readonly scam: number
  /** What a genuine notice never carries: levers, scam moves, an official veneer over a payment place of the sender's own, a suspicious link. */
  readonly pressure: number
  readonly benign: number
  /** Scammer messages read. */
  readonly messages: number
}

// A special type is "clearly present" from one cue of its own, or its payment channel (a coin asked
// for, a wallet given): within an investment pitch, being paid in crypto is what makes it crypto.
const SPECIAL_PRESENT = 2
// Without its payment channel, the special type's pretext must be at least this share of the general type's.
const BORROWED_SHARE = 0.5
// A payment channel is weak evidence: it counts at this share of its weight.
const CHANNEL_SHARE = 0.5

const concreteTypes = Object.keys(pretextLexicon) as ReadonlyArray<ConcreteScamType>
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
const officialPlacesOnly = (evidence: Evidence): boolean => !paysOwnPlace(evidence) && !has(evidence, 'phoneNumbers')

// Keys and per-type weight lists built once, not a template string or a filter on every read.
const byKey = <K extends string, V>(keys: ReadonlyArray<K>, value: (key: K) => V): Readonly<Record<K, V>> =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>
// The tally's weights the scores read, each in a slot of its own: the tally (a record keyed by
// strings, in dictionary mode) is read once per call, not looked up by key in every sum.
const slotKeys: string[] = []
const slotOf = (key: string): number => slotKeys.push(key) - 1
const leverSlots = byKey(levers, (lever) => slotOf(leverKey(lever)))
const pretextSlots = byKey(concreteTypes, (type) => slotOf(pretextKey(type)))
const legacySlots = byKey(concreteTypes, (type) => slotOf(legacyTypeKey(type)))
const CHANNEL = slotOf(CHANNEL_KEY)
const SCAM = slotOf(SCAM_KEY)
const OFFICIAL = slotOf(OFFICIAL_KEY)
const UNLABELLED = slotOf(UNLABELLED_KEY)
const BENIGN = slotOf(BENIGN_KEY)
const MESSAGES = slotOf(MESSAGES_KEY)
type Weights = Float64Array
// One buffer for every call: `sessionScores` is synchronous and keeps nothing of it.
const weightBuffer: Weights = new Float64Array(slotKeys.length)
const slotByKey = new Map(slotKeys.map((key, slot) => [key, slot]))
// A tally holds a handful of keys: each is looked up once, and the slots it lacks weigh 0.
const readWeights = (tally: SignalTally): Weights => {
  weightBuffer.fill(0)
  for (const key in tally) {
    const slot = slotByKey.get(key)
    if (slot !== undefined) weightBuffer[slot] = tally[key] ?? 0
  }
  return weightBuffer
}
const weightOf = (w: Weights, slot: number): number => w[slot]!
type EvidenceWeights = ReadonlyArray<{ readonly kind: EvidenceKind; readonly type: string; readonly weight: number }>
// Each type's weights, in the list's order, so a sum adds them in the same order as before.
const weightsByType = (weights: EvidenceWeights): Readonly<Record<ConcreteScamType, EvidenceWeights>> =>
  byKey(concreteTypes, (type) => weights.filter((w) => w.type === type))
const typeWeights = weightsByType(evidenceTypeWeights)
const channelWeights = weightsByType(evidenceChannelWeights)
const evidenceWeight = (evidence: Evidence, weights: EvidenceWeights): number => {
  let s = 0
  for (const w of weights) if (has(evidence, w.kind)) s += w.weight
  return s
}

// A lever presses in earnest from one strong cue's weight.
const LEVER_PRESENT = 3
// Whether a lever's type share goes to a lever that outranks it and has pressed in earnest.
const outrankedBy = byKey(levers, (lever) => leverPrecedence.filter((p) => p.over === lever).map((p) => leverSlots[p.lever]))
const yields = (w: Weights, lever: Lever): boolean => {
  for (const slot of outrankedBy[lever]) if (weightOf(w, slot) >= LEVER_PRESENT) return true
  return false
}

const pretextOf = (w: Weights, evidence: Evidence, type: ConcreteScamType): number =>
  weightOf(w, pretextSlots[type]) + weightOf(w, legacySlots[type]) + evidenceWeight(evidence, typeWeights[type])

// A pretext is told in earnest from two strong cues' weight.
const PRETEXT_TOLD = 6
// The types a lever names on its own (blackmail: SEXTORTION), which a pretext it serves takes it from.
const homeTypes = byKey(levers, (lever) => concreteTypes.filter((type) => (leverAffinity[lever][type] ?? 0) >= 1))
type Served = ReadonlyArray<{ readonly lever: Lever; readonly type: ConcreteScamType }>
const noneServed: Served = []
/** The levers a pretext told in earnest, and heavier than the lever's own types' pretexts, takes this time. */
const servedLevers = (w: Weights, evidence: Evidence): Served => {
  let served = noneServed
  for (const s of leverServesPretext) {
    if (weightOf(w, leverSlots[s.lever]) === 0) continue
    const told = pretextOf(w, evidence, s.type)
    if (told >= PRETEXT_TOLD && homeTypes[s.lever].every((home) => told > pretextOf(w, evidence, home))) served = [...served, s]
  }
  return served
}
/** A lever's share for a target: its affinity, or all of it for a pretext it serves and none for its own types then. */
const affinity = (lever: Lever, target: LeverTarget, served: Served): number => {
  for (const s of served) {
    if (s.lever !== lever) continue
    if (s.type === target) return 1
    if (homeTypes[lever].some((home) => home === target)) return 0
  }
  return leverAffinity[lever][target] ?? 0
}

/** What the levers give one target, each at its affinity; a lever outranked by one that pressed gives none. */
const leverShare = (w: Weights, target: LeverTarget, served: Served): number => {
  let s = 0
  for (const lever of levers) if (!yields(w, lever)) s = s + affinity(lever, target, served) * weightOf(w, leverSlots[lever])
  return s
}

// Blackmail or a threat of arrest, pressed in earnest, is what the coin pays for: then it is no channel of a crypto scheme.
const channelServesLever = (w: Weights): boolean => channelServes.some((lever) => weightOf(w, leverSlots[lever]) >= LEVER_PRESENT)
const channelOf = (w: Weights, evidence: Evidence, type: ConcreteScamType): number =>
  type === 'CRYPTO_INVESTMENT' && !channelServesLever(w)
    ? weightOf(w, CHANNEL) + evidenceWeight(evidence, channelWeights[type])
    : 0

type Scored = { readonly type: ConcreteScamType; readonly pretext: number; readonly lever: number; readonly channel: number; readonly score: number }
const scoreOf = (w: Weights, evidence: Evidence, type: ConcreteScamType, served: Served): Scored => {
  const pretext = pretextOf(w, evidence, type)
  const lever = leverShare(w, type, served)
  const channel = channelOf(w, evidence, type)
  return { type, pretext, lever, channel, score: pretext + lever + CHANNEL_SHARE * channel }
}

/**
 * Folds the tally and the evidence into per-type scores and the scam, pressure and benign sides.
 * A type's score is its pretext, the share its levers give it (a lever serving a pretext told in
 * earnest gives its share to that pretext's type), and half its payment channel; ties
 * go to the type listed first in the lexicon. Official-channel marks are benign only while the
 * evidence names no payment place of the sender's own (a UPI id, an account, a suspicious link, a
 * wallet), no phone to call and no scam move of weight; with such a place they turn into pressure,
 * the veneer of a scam.
 */
export const sessionScores = (tally: SignalTally, evidence: Evidence): SessionScores => {
  const w = readWeights(tally)
  const served = servedLevers(w, evidence)
  const ranked = concreteTypes.map((type) => scoreOf(w, evidence, type, served)).sort((a, b) => b.score - a.score)
  const first = ranked[0] ?? scoreOf(w, evidence, 'KYC_BANKING', served)
  // A refinement (crypto of investment) takes the lead and does not count its parent as a rival.
  const specialFor = (type: ConcreteScamType): Scored | undefined => {
    const s = specialisations.find((x) => x.general === type)
    if (s === undefined) return undefined
    const special = scoreOf(w, evidence, s.special, served)
    const present = special.pretext + special.channel >= SPECIAL_PRESENT
    // a word of the special one's jargon borrowed into another pitch (a gold trader's "liquidity
    // pool") refines nothing: with no coin named, its pretext must weigh half the general one's
    const own = special.channel > 0 || BORROWED_SHARE * first.pretext <= special.pretext
    return present && own ? special : undefined
  }
  const special = specialFor(first.type)
  const leader = special ?? first
  const rivals = ranked.filter((r) => r.type !== leader.type && r.type !== (special === undefined ? undefined : first.type))
  const leverTotal = levers.reduce((s, lever) => s + weightOf(w, leverSlots[lever]), 0)
  const moves = weightOf(w, SCAM)
  const official = weightOf(w, OFFICIAL)
  // A loss ("your plan expires tomorrow") that is to be averted in the organisation's own app or
  // branch is a reminder: while the evidence names no place of the sender's own, it presses no one.
  const reminder = official > 0 && officialPlacesOnly(evidence) ? weightOf(w, leverSlots.loss) : 0
  const pressing = moves + leverTotal - reminder
  const veneer = official > 0 && paysOwnPlace(evidence) ? OFFICIAL_VENEER : 0
  const evidenceScam = evidenceKinds.reduce((s, kind) => (has(evidence, kind) ? s + (evidenceScamWeights[kind] ?? 0) : s), 0)
  const evidencePressure = evidencePressureKinds.some((kind) => has(evidence, kind)) ? OFFICIAL_VENEER : 0
  const demand = moves + evidenceScam + veneer
  const unlabelledPretext = weightOf(w, UNLABELLED)
  return {
    leader: leader.type,
    leaderScore: Math.max(leader.score, special === undefined ? 0 : first.score),
    rivalScore: rivals[0]?.score ?? 0,
    leaderPretext: leader.pretext,
    leaderLever: leader.lever,
    leaderLevers: levers.reduce((sum, lever) => sum + (affinity(lever, leader.type, served) > 0 ? 1 : 0.5) * weightOf(w, leverSlots[lever]), 0),
    unlabelled: unlabelledPretext + leverShare(w, 'UNLABELLED', served),
    topPretext: Math.max(unlabelledPretext, ...ranked.map((r) => r.pretext)),
    levers: leverTotal,
    demand,
    scam: leader.score + leverTotal - leader.lever + demand,
    pressure: pressing + veneer + evidencePressure,
    benign: weightOf(w, BENIGN) + (officialPlacesOnly(evidence) && pressing < OFFICIAL_VOIDING_PRESSURE ? official : 0),
    messages: weightOf(w, MESSAGES),
  }
}
