import * as t from 'io-ts'

/**
 * A value the scammer presented as evidence of one kind that fails that kind's checksum: a
 * 12-digit number called Aadhaar whose Verhoeff digit is wrong, a "platform wallet" whose
 * address checksum does not hold. It is kept out of the 14 evidence arrays (it is not what it
 * claims to be) but not dropped: investigators see it in the notes, since a scammer who mistypes
 * or invents a value has still said it.
 */
export const Lead = t.type({
  kind: t.keyof({ aadhaarNumbers: null, cryptoWallets: null }),
  value: t.string,
})
export type Lead = t.TypeOf<typeof Lead>

/** How many leads a session keeps; later ones are dropped (the notes are for reading). */
export const MAX_LEADS = 20

/** `base` with the leads of `more` not already in it, at most `MAX_LEADS`, in order of first sighting. */
export const mergeLeads = (base: ReadonlyArray<Lead>, more: ReadonlyArray<Lead>): ReadonlyArray<Lead> => {
  if (more.length === 0 || base.length >= MAX_LEADS) return base
  const seen = new Set(base.map((l) => `${l.kind} ${l.value}`))
  const out = [...base]
  for (const l of more) {
    const key = `${l.kind} ${l.value}`
    if (out.length >= MAX_LEADS) break
    if (seen.has(key)) continue
    seen.add(key)
    out.push(l)
  }
  return out.length === base.length ? base : out
}
