import { evidenceKinds, type Evidence, type EvidenceKind } from '../../lib/evidence.js'
import { playDialogue } from './play-dialogue.js'

/** One conversation of a scenario file (`test/corpus/*.json`, the evaluator's format): what matters for evidence. */
export type EvidenceScenario = {
  readonly id: string
  readonly language: string
  readonly turns: ReadonlyArray<string>
  readonly expectedEvidence?: Partial<Record<EvidenceKind, ReadonlyArray<string>>>
  readonly forbiddenEvidence?: Partial<Record<EvidenceKind, ReadonlyArray<string>>>
}

/** Counts of one kind: planted values found and missed (normalised), values reported but not planted. */
export type KindScore = { tp: number; fn: number; fp: number }

/** What a scenario file scores, with every miss, false value and trap named (`id kind value`). */
export type EvidenceScore = {
  readonly planted: number
  /** Planted values that occur as a substring of some reported value of their kind (the partner's rubric). */
  readonly substringHits: number
  readonly perKind: Readonly<Record<string, KindScore>>
  readonly tp: number
  readonly fp: number
  readonly fn: number
  readonly traps: ReadonlyArray<string>
  readonly substringMisses: ReadonlyArray<string>
  readonly falseValues: ReadonlyArray<string>
}

// The evaluator's normalisation per kind (shared/eval/evaluate.mjs), so the figures are its figures.
const digits = (s: string): string => s.replace(/\D/g, '')
const normalisers: Partial<Record<EvidenceKind, (s: string) => string>> = {
  phoneNumbers: (s) => digits(s).slice(-10),
  bankAccounts: digits,
  aadhaarNumbers: digits,
  upiIds: (s) => s.toLowerCase().replace(/\s+/g, ''),
  emailAddresses: (s) => s.toLowerCase().trim(),
  phishingLinks: (s) =>
    s.toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/[/.,;:!?)]+$/, ''),
  amounts: (s) => {
    const n = Number(s.replace(/[,\s]/g, ''))
    return Number.isFinite(n) ? String(n) : s
  },
}
const normalise = (kind: EvidenceKind, s: string): string =>
  (normalisers[kind] ?? ((x: string) => x.toUpperCase().replace(/\s+/g, '')))(String(s))

/** Keywords are not scored; ids and amounts count towards recall only, as in the evaluator. */
const scoredKinds = evidenceKinds.filter((k) => k !== 'suspiciousKeywords')
const preciseKinds: ReadonlySet<EvidenceKind> = new Set([
  'bankAccounts', 'upiIds', 'phishingLinks', 'phoneNumbers', 'emailAddresses', 'ifscCodes', 'cryptoWallets',
  'aadhaarNumbers', 'panNumbers',
])

/** Scores the evidence a session reported against one scenario's planted values and traps. */
const scoreOne = (sc: EvidenceScenario, got: Evidence, into: {
  perKind: Record<string, KindScore>
  traps: string[]
  substringMisses: string[]
  falseValues: string[]
  planted: number
  substringHits: number
}): void => {
  for (const k of scoredKinds) {
    const planted = sc.expectedEvidence?.[k] ?? []
    const reported = got[k]
    for (const v of planted) {
      into.planted++
      if (reported.some((r) => r.includes(v))) into.substringHits++
      else into.substringMisses.push(`${sc.id} ${k} ${v} (reported: ${reported.join(', ') || 'nothing'})`)
    }
    const expected = new Set(planted.map((v) => normalise(k, v)))
    const gotSet = new Set(reported.map((v) => normalise(k, v)))
    const score = (into.perKind[k] ??= { tp: 0, fn: 0, fp: 0 })
    for (const e of expected) if (gotSet.has(e)) score.tp++
    else score.fn++
    if (preciseKinds.has(k)) {
      for (const g of gotSet) {
        if (expected.has(g)) continue
        score.fp++
        into.falseValues.push(`${sc.id} ${k} ${reported.find((r) => normalise(k, r) === g) ?? g}`)
      }
    }
    for (const trap of sc.forbiddenEvidence?.[k] ?? []) if (gotSet.has(normalise(k, trap))) into.traps.push(`${sc.id} ${k} ${trap}`)
  }
}

/**
 * Plays every scenario turn by turn through the service's own turn decision and fold (no HTTP),
 * and scores the session's evidence after the last turn, which is what the final callback
 * carries, the way the partner's evaluator does: planted values matched as substrings, and
 * normalised precision and recall per kind.
 */
export const scoreEvidence = (scenarios: ReadonlyArray<EvidenceScenario>): EvidenceScore => {
  const acc = { perKind: {} as Record<string, KindScore>, traps: [], substringMisses: [], falseValues: [], planted: 0, substringHits: 0 }
  for (const sc of scenarios) {
    const { state } = playDialogue(`corpus-${sc.id}`, sc.language, sc.turns)
    scoreOne(sc, state.evidence, acc)
  }
  const sum = (f: keyof KindScore): number => Object.values(acc.perKind).reduce((n, s) => n + s[f], 0)
  return { ...acc, tp: sum('tp'), fp: sum('fp'), fn: sum('fn') }
}

/** Percent of planted values found as substrings. */
export const substringRecall = (s: EvidenceScore): number => (100 * s.substringHits) / Math.max(1, s.planted)
/** The evaluator's precision: normalised planted values found, over those plus false values of the precise kinds. */
export const precision = (s: EvidenceScore): number => (100 * s.tp) / Math.max(1, s.tp + s.fp)
