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
 * How many distinct values of one kind a session keeps. A real conversation reveals a handful
 * (a phone is three values: as written, `+91…`, ten digits); a scammer pasting thousands would
 * otherwise make every later response and callback carry them all. The first values seen are
 * kept, so a value once reported stays in every later callback (the collector overwrites).
 */
export const MAX_VALUES_PER_KIND = 100

/** What a phone's kept variants (as written, `+91…`, ten digits) have in common: its last ten digits. */
export const phoneKey = (value: string): string => value.replace(/\D/gu, '').slice(-10)

/** Per kind, how many values were not kept because the kind was full; absent means none. */
export const EvidenceOverflow = t.partial(
  Object.fromEntries(evidenceKinds.map((k) => [k, t.number])) as Record<EvidenceKind, t.NumberC>,
)
export type EvidenceOverflow = t.TypeOf<typeof EvidenceOverflow>

export type MergedEvidence = { readonly evidence: Evidence; readonly overflow: EvidenceOverflow }

/**
 * `base` with the values of every record of `more` added, in order of first sighting, exact
 * repeats dropped, at most `MAX_VALUES_PER_KIND` per kind; each value not kept adds one to the
 * kind's count in `overflow` (a value dropped again by a later merge is counted again). Linear:
 * one set per kind for the whole merge, made when the kind first gets a value, so a turn with
 * thousands of messages, or an event with thousands of findings, costs one pass. A kind with
 * nothing new keeps `base`'s array.
 */
export const mergeAllEvidence = (
  base: Evidence,
  more: Iterable<Partial<Evidence>>,
  overflow: EvidenceOverflow = {},
): MergedEvidence => {
  const grown: Partial<Record<EvidenceKind, { values: string[]; seen: Set<string> }>> = {}
  let dropped: Partial<Record<EvidenceKind, number>> | undefined
  for (const record of more) {
    for (const k of evidenceKinds) {
      const added = record[k]
      if (added === undefined || added.length === 0) continue
      const kind = (grown[k] ??= { values: [...base[k]], seen: new Set(base[k]) })
      for (const v of added) {
        if (kind.seen.has(v)) continue
        kind.seen.add(v)
        if (kind.values.length < MAX_VALUES_PER_KIND) kind.values.push(v)
        else (dropped ??= {})[k] = (dropped[k] ?? 0) + 1
      }
    }
  }
  let evidence = base
  for (const k of evidenceKinds) {
    const kind = grown[k]
    if (kind !== undefined && kind.values.length > base[k].length) evidence = { ...evidence, [k]: kind.values }
  }
  if (dropped === undefined) return { evidence, overflow }
  const counted = { ...overflow }
  for (const k of evidenceKinds) if (dropped[k] !== undefined) counted[k] = (counted[k] ?? 0) + dropped[k]
  return { evidence, overflow: counted }
}

/** Union of two evidence records, as `mergeAllEvidence` with one record; `b` may leave kinds out. */
export const mergeEvidence = (a: Evidence, b: Partial<Evidence>): Evidence => mergeAllEvidence(a, [b]).evidence

/** Values of `b` not already in `a`: what a message adds to the session's evidence. */
export const evidenceNotIn = (a: Evidence, b: Evidence): Evidence =>
  Object.fromEntries(
    evidenceKinds.map((k) => {
      const seen = new Set(a[k])
      return [k, b[k].filter((v) => !seen.has(v))]
    }),
  ) as unknown as Evidence

export const isEmptyEvidence = (e: Evidence): boolean => evidenceKinds.every((k) => e[k].length === 0)
