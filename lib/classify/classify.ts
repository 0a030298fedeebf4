import type { Evidence } from '../evidence.js'
import type { ScamType } from '../scam-type.js'
import { sessionScores } from './session-scores.js'
import type { SignalTally } from './signal-tally.js'

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
// Scam moves weighing less than one deadline or threat are no pressure: a genuine notice mentions
// an OTP or a fee in passing ("share the OTP with the delivery agent", "no extra charges").
const MIN_PRESSURE = 2

const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x))
const round2 = (x: number): number => Math.round(x * 100) / 100

/**
 * The session's scam type and a confidence in 0..1 from its cumulative signals and evidence.
 * A type needs enough cues of its own and a scam side heavier than the benign one. Its confidence
 * rises with the weight of agreeing cues (saturating), falls with a rival type's weight and with
 * benign marks. A session with clear benign marks and no scam pressure is an everyday notice
 * (a courier update, a bill receipt, a premium reminder): its topic alone names no scam, so it is
 * NOT_SCAM until pressure arrives. Otherwise the conversation is NOT_SCAM when benign marks
 * dominate, or UNKNOWN, whose confidence is how scam-like it looks (above 0.5 only with several
 * scam moves).
 */
export const classify = (tally: SignalTally, evidence: Evidence): Classification => {
  const s = sessionScores(tally, evidence)
  const scamSide = s.leaderScore + s.scam
  if (s.benign >= MIN_BENIGN && s.pressure < MIN_PRESSURE) {
    return { scamType: 'NOT_SCAM', confidence: round2(clamp(0.5 + 0.06 * (s.benign - s.scam), 0.5, 0.95)) }
  }
  if (s.leaderScore >= MIN_TYPE_SCORE && scamSide > BENIGN_GUARD * s.benign) {
    const strength = 1 - Math.exp(-(s.leaderScore + 0.5 * s.scam) / 8)
    const dominance = s.leaderScore / (s.leaderScore + s.rivalScore)
    const benignDrag = s.benign / (scamSide + s.benign)
    const confidence = 0.2 + 0.78 * strength * (0.4 + 0.6 * dominance) * (1 - benignDrag)
    return { scamType: s.leader, confidence: round2(clamp(confidence, 0, 0.98)) }
  }
  if (s.benign >= MIN_BENIGN && s.benign >= scamSide) {
    return { scamType: 'NOT_SCAM', confidence: round2(clamp(0.5 + 0.06 * (s.benign - scamSide), 0.5, 0.95)) }
  }
  return { scamType: 'UNKNOWN', confidence: round2(clamp(0.1 + 0.05 * (scamSide - s.benign), 0.05, 0.85)) }
}
