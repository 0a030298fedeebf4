import * as t from 'io-ts'
import type { Evidence } from '../evidence.js'
import type { ScamType } from '../scam-type.js'

/**
 * Weighted scam signals seen in scammer text, summed over the session. Kept in the projection so
 * a turn classifies the whole scammer side without re-reading it: bounded by the number of
 * signal names, not by the session's length.
 */
export const SignalTally = t.readonly(t.record(t.string, t.number))
export type SignalTally = t.TypeOf<typeof SignalTally>

export type Classification = { readonly scamType: ScamType; readonly confidence: number }

// First version (the classification issue replaces it): a few English cues per type.
const cues: ReadonlyArray<readonly [ScamType, RegExp]> = [
  ['KYC_BANKING', /\b(kyc|account (?:blocked|suspended)|bank)\b/giu],
  ['DIGITAL_ARREST', /\b(arrest|police|cbi|warrant)\b/giu],
  ['JOB_SCAM', /\b(job|task|salary)\b/giu],
  ['LOTTERY_PRIZE', /\b(lottery|prize|winner|won)\b/giu],
  ['CUSTOM_DUTY', /\b(customs|parcel|courier)\b/giu],
  ['TECH_SUPPORT', /\b(virus|anydesk|teamviewer|remote)\b/giu],
  ['LOAN_SCAM', /\b(loan)\b/giu],
  ['CRYPTO_INVESTMENT', /\b(crypto|bitcoin|usdt)\b/giu],
  ['INVESTMENT_SCAM', /\b(invest|returns|trading)\b/giu],
  ['INSURANCE_SCAM', /\b(insurance|policy)\b/giu],
]

/** Signals in one scammer message. */
export const tallySignals = (text: string): SignalTally =>
  Object.fromEntries(
    cues.map(([type, re]) => [type, text.match(re)?.length ?? 0] as const).filter(([, n]) => n > 0),
  )

export const addTallies = (a: SignalTally, b: SignalTally): SignalTally => {
  const out: Record<string, number> = { ...a }
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v
  return out
}

/** The session's scam type and a confidence in 0..1 from its cumulative signals and evidence. */
export const classify = (tally: SignalTally, evidence: Evidence): Classification => {
  const ranked = Object.entries(tally).sort((x, y) => y[1] - x[1])
  const best = ranked[0]
  if (best === undefined) {
    return evidence.upiIds.length + evidence.bankAccounts.length > 0
      ? { scamType: 'UNKNOWN', confidence: 0.5 }
      : { scamType: 'UNKNOWN', confidence: 0.2 }
  }
  const total = ranked.reduce((s, [, v]) => s + v, 0)
  return { scamType: best[0] as ScamType, confidence: Math.min(0.95, 0.4 + (0.5 * best[1]) / total) }
}
