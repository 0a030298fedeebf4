import type { Evidence } from '../evidence.js'
import type { ScamType } from '../scam-type.js'
import { sessionScores, type SessionScores } from './session-scores.js'
import type { Lever } from './lexicon/index.js'
import { leverKey, type SignalTally } from './signal-tally.js'

export { SignalTally, addTallies } from './signal-tally.js'
export { tallySignals } from './tally-signals.js'

export type Classification = { readonly scamType: ScamType; readonly confidence: number }

// One strong cue (3), or a medium one with two weak ones, names a type; less is thin evidence.
const MIN_TYPE_SCORE = 3
// Benign marks outweighing the scam side this much make an ordinary conversation.
const MIN_BENIGN = 2
// A type is named only when the scam side outweighs the benign marks this many times over, so a
// genuine alert ("EMI for your home loan has been debited") does not become a loan scam.
const BENIGN_GUARD = 2
// Pressure weighing less than one deadline or threat is none: a genuine notice mentions an OTP or
// a fee in passing ("share the OTP with the delivery agent", "no extra charges").
const MIN_PRESSURE = 2
// Messages after which a conversation that has shown nothing of a scam (no story of who is
// writing, no pressure, no demand) is small talk, not an opener still to be judged.
const SMALL_TALK_MESSAGES = 3
// A pretext, lever or demand lighter than this is a passing word (a bank's name, "bill", "help me"), not a story.
const PASSING_WORD = 1
// Weight at which a part of the evidence is nearly two-thirds of the way to certain.
const SCALE = 4

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x))
const round2 = (x: number): number => Math.round(x * 100) / 100
const saturate = (x: number): number => 1 - Math.exp(-Math.max(0, x) / SCALE)
// Independent supports, each alone worth at most its share: 1 - (1 - a)(1 - b)...
const together = (...supports: ReadonlyArray<number>): number => 1 - supports.reduce((left, p) => left * (1 - p), 1)

/**
 * How sure the named type is: who the scammer claims to be (the pretext, up to 0.65 alone), how
 * they press (the levers, up to 0.5) and what they demand (up to 0.5), taken together, so a lone
 * strong cue is modest (about 0.35) and a conversation with all three 0.8-0.9; less where a rival
 * type weighs nearly as much, or benign marks sit beside.
 */
const typeConfidence = (s: SessionScores): number => {
  const support = together(0.65 * saturate(s.leaderPretext), 0.5 * saturate(s.leaderLevers), 0.5 * saturate(s.demand))
  const dominance = s.leaderScore / (s.leaderScore + s.rivalScore)
  const benignDrag = s.benign / (s.scam + s.benign)
  return round2(clamp(support * (0.7 + 0.3 * dominance) * (1 - benignDrag), 0.05, 0.98))
}

/**
 * How scam-like a conversation that names no type is: its levers and demands, and a little for a
 * story told. An opener that says little (a wrong number, "hi, who is this") stays at 0.05; it
 * passes 0.5, and so counts as detected by the spec's third rule, only with a lever and demands.
 */
const unknownConfidence = (s: SessionScores): number =>
  round2(clamp(together(0.45 * saturate(s.levers), 0.45 * saturate(s.demand), 0.15 * saturate(s.topPretext)) - 0.05 * s.benign, 0.05, 0.85))

const ordinaryConfidence = (benign: number, scam: number): number => round2(clamp(0.5 + 0.06 * (benign - scam), 0.5, 0.95))

/**
 * Warmth alone: a stranger's compliment or "nice talking to you", with no story of who is writing
 * of any kind (a suitor abroad, an officer, a parcel at the airport), nothing asked and no sum named, is a wrong-number or
 * hello opener still to be judged, not yet the romance the warmth leans to. Other levers are not
 * so: blackmail or a threat is the scam from its first message.
 */
const warmthOnly = (tally: SignalTally, evidence: Evidence, s: SessionScores): boolean =>
  s.topPretext < PASSING_WORD && s.demand === 0 && evidence.amounts.length === 0 && s.levers === (tally[leverKey('affection')] ?? 0)

// A lever that names a type on its own pressed at one medium cue's weight: with something asked
// beside it, the lever is the story even where no pretext was read.
const LEVER_NAMES = 2
// The levers that may back off UNKNOWN, by the type each names. Fear of authority is not among them:
// a threat of "legal action" is every collector's (a loan's recovery, a bill), and an arrest, an FIR
// or a warrant already weighs enough to name DIGITAL_ARREST on its own.
const backingLever: Partial<Record<ScamType, Lever>> = { SEXTORTION: 'blackmail', ROMANCE_SCAM: 'affection' }
/**
 * A lever backs off the UNKNOWN decision: blackmail with a demand is sextortion, affection with a sum
 * asked is romance, whoever the scammer says they are and in whatever words the pretext went unread.
 * The leader's own lever must carry it, the leader must stand clear of any rival and of the families
 * without a label, and something must be asked: a scam move, or a sum named.
 */
const leverNamesIt = (tally: SignalTally, evidence: Evidence, s: SessionScores): boolean => {
  const lever = backingLever[s.leader]
  return (
    lever !== undefined &&
    (tally[leverKey(lever)] ?? 0) >= LEVER_NAMES &&
    (s.demand >= MIN_PRESSURE || evidence.amounts.length > 0) &&
    s.leaderScore > s.unlabelled &&
    s.leaderScore >= 2 * s.rivalScore
  )
}

// A story told at a medium and a weak cue's weight, short of one strong cue.
const THIN_STORY = 2.5
/**
 * A thin story backed by the scam's moves: a type read at a medium and a weak cue's weight (a salary
 * and a job's word, a bank's mandate and its account), where the conversation asks for a fee, a code
 * or a payment with a deadline (twice the pressure that makes a notice a scam), stands clear of any
 * rival and of the families without a label. The pretext is then more likely the story than no type.
 */
const storyBacked = (s: SessionScores): boolean =>
  s.leaderScore >= THIN_STORY && s.demand >= 2 * MIN_PRESSURE && s.leaderScore > s.unlabelled && s.leaderScore >= 2 * s.rivalScore

/**
 * The session's scam type and a confidence in 0..1 from its cumulative signals and evidence.
 * A session with clear benign marks and no pressure is an everyday notice (a courier update, a
 * bill receipt, a premium reminder, a flatmate's rent): its topic alone names no scam, so it is
 * NOT_SCAM until pressure arrives; so is small talk that has gone on for a few messages without
 * any sign of a scam. Otherwise a concrete type is named when its pretext and levers
 * weigh enough, more than the unlabelled families (a utility bill, money sent by mistake, a
 * refund), and clearly more than the benign marks. A session the unlabelled families lead, or one
 * that says too little, is UNKNOWN, whose confidence is how scam-like it looks; or NOT_SCAM when
 * benign marks dominate.
 */
export const classify = (tally: SignalTally, evidence: Evidence): Classification => {
  const s = sessionScores(tally, evidence)
  if (s.benign >= MIN_BENIGN && s.pressure < MIN_PRESSURE) {
    return { scamType: 'NOT_SCAM', confidence: ordinaryConfidence(s.benign, s.scam) }
  }
  if (s.messages >= SMALL_TALK_MESSAGES && s.scam < PASSING_WORD && s.pressure < PASSING_WORD && s.topPretext < PASSING_WORD) {
    return { scamType: 'NOT_SCAM', confidence: ordinaryConfidence(s.benign + 1, 0) }
  }
  const benignGuard = s.scam > BENIGN_GUARD * s.benign
  if (s.leaderScore >= MIN_TYPE_SCORE && s.leaderScore > s.unlabelled && benignGuard && !warmthOnly(tally, evidence, s)) {
    return { scamType: s.leader, confidence: typeConfidence(s) }
  }
  if (s.benign >= MIN_BENIGN && s.benign >= s.scam) {
    return { scamType: 'NOT_SCAM', confidence: ordinaryConfidence(s.benign, s.scam) }
  }
  if ((leverNamesIt(tally, evidence, s) || storyBacked(s)) && benignGuard) return { scamType: s.leader, confidence: typeConfidence(s) }
  return { scamType: 'UNKNOWN', confidence: unknownConfidence(s) }
}
