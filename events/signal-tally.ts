import * as t from 'io-ts'

/**
 * Weighted scam signals seen in scammer text, summed over the session. Kept in the projection so
 * a turn classifies the whole scammer side without re-reading it. Its keys come from a fixed
 * set (one per concrete scam type (`type:KYC_BANKING`…), plus `scam`, `benign`, `official` and `messages`), never from the text, so
 * its size is bounded however long the session runs. Unknown keys (from an older version) are
 * carried but ignored.
 */
const TallyRecord = t.readonly(t.record(t.string, t.number))
// Encoded as is: a record over `t.string` keys encodes to its input, but through a function of its
// own, which would keep every codec holding a tally (the events, the state) from encoding as is.
export const SignalTally = new t.Type<t.TypeOf<typeof TallyRecord>, t.TypeOf<typeof TallyRecord>, unknown>(
  TallyRecord.name,
  TallyRecord.is,
  TallyRecord.validate,
  t.identity,
)
export type SignalTally = t.TypeOf<typeof SignalTally>

/** Sum of two tallies, key by key. Associative and commutative, with `{}` as identity. */
export const addTallies = (a: SignalTally, b: SignalTally): SignalTally => {
  const out: Record<string, number> = { ...a }
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v
  return out
}
