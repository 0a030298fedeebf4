import * as t from 'io-ts'

/** The 14 evidence kinds of `extractedIntelligence`, in the spec's order. */
export const evidenceKinds = [
  'bankAccounts',
  'upiIds',
  'phishingLinks',
  'phoneNumbers',
  'emailAddresses',
  'suspiciousKeywords',
  'ifscCodes',
  'cryptoWallets',
  'aadhaarNumbers',
  'panNumbers',
  'amounts',
  'caseIds',
  'policyNumbers',
  'orderNumbers',
] as const
export type EvidenceKind = (typeof evidenceKinds)[number]

const Values = t.readonlyArray(t.string)

/** All 14 arrays; an empty array means nothing of that kind was found. */
export const Evidence = t.type(
  Object.fromEntries(evidenceKinds.map((k) => [k, Values])) as Record<EvidenceKind, typeof Values>,
)
export type Evidence = t.TypeOf<typeof Evidence>

export const emptyEvidence = (): Evidence => {
  const out: Partial<Record<EvidenceKind, ReadonlyArray<string>>> = {}
  for (const k of evidenceKinds) out[k] = []
  return out as Evidence
}

/**
 * Union of two evidence records: order of first sighting kept, exact repeats dropped. `b` may leave
 * kinds out (a finding holds only the kinds it found). Runs twice per event folded and per message
 * analysed, mostly with nothing to add: an empty kind costs no set.
 */
export const mergeEvidence = (a: Evidence, b: Partial<Evidence>): Evidence => {
  const out: Partial<Record<EvidenceKind, ReadonlyArray<string>>> = {}
  for (const k of evidenceKinds) {
    const more = b[k]
    if (more === undefined || more.length === 0) {
      out[k] = a[k]
      continue
    }
    const seen = new Set(a[k])
    const added = more.filter((v) => !seen.has(v) && (seen.add(v), true))
    out[k] = added.length === 0 ? a[k] : [...a[k], ...added]
  }
  return out as Evidence
}

/** Values of `b` not already in `a`: what a message adds to the session's evidence. */
export const evidenceNotIn = (a: Evidence, b: Evidence): Evidence =>
  Object.fromEntries(
    evidenceKinds.map((k) => {
      const seen = new Set(a[k])
      return [k, b[k].filter((v) => !seen.has(v))]
    }),
  ) as unknown as Evidence

export const isEmptyEvidence = (e: Evidence): boolean => evidenceKinds.every((k) => e[k].length === 0)
