import { cuePrefilter } from './cue-prefilter.js'
import { compileCueSet, type Cue } from './cue-set.js'
import {
  benign,
  leverLexicon,
  officialChannel,
  paymentChannel,
  pretextLexicon,
  scamPressure,
  unlabelledFamilies,
  type ConcreteScamType,
  type Lever,
} from './lexicon/index.js'
import { normaliseText } from './normalise-text.js'
import {
  BENIGN_KEY,
  CHANNEL_KEY,
  leverKey,
  MESSAGES_KEY,
  OFFICIAL_KEY,
  pretextKey,
  SCAM_KEY,
  UNLABELLED_KEY,
  type SignalTally,
} from './signal-tally.js'

// A scam message is a few hundred characters; reading no more than this keeps a turn's cost
// bounded when someone pastes a book into the chat.
const MAX_CHARS = 6000
// One message adds at most this much to any one key, so a single verbose message cannot outweigh
// a conversation: a type has to recur, or be backed by other cues, to dominate.
const MESSAGE_CAP = 7

// The cues of one family, and where they start in the list every family's cues are numbered in.
type Family = { readonly cues: ReadonlyArray<Cue>; readonly offset: number }
const families: Family[] = []
const family = (cues: ReadonlyArray<Cue>): Family => {
  const last = families[families.length - 1]
  const f = { cues, offset: last === undefined ? 0 : last.offset + last.cues.length }
  families.push(f)
  return f
}
const benignCues = family(compileCueSet(benign))
const officialCues = family(compileCueSet(officialChannel))
// Every family read after the benign phrases are hidden, each under its tally key.
const keyedCues: ReadonlyArray<readonly [string, Family]> = [
  [SCAM_KEY, family(compileCueSet(scamPressure))],
  ...Object.entries(leverLexicon).map(([lever, set]) => [leverKey(lever as Lever), family(compileCueSet(set))] as const),
  ...Object.entries(pretextLexicon).map(([type, set]) => [pretextKey(type as ConcreteScamType), family(compileCueSet(set))] as const),
  [UNLABELLED_KEY, family(compileCueSet(unlabelledFamilies))],
  [CHANNEL_KEY, family(compileCueSet(paymentChannel))],
]
// Most cues meet a message without any word they need: one scan of the text rules them out, and
// a cue ruled out is never run (nor compiled, which V8 does on a pattern's first use). A cue needs
// a literal of each of its lists ("call " and " back"): the scan marks lists, and a cue may match
// only when every list of its own is marked, and then only when every list of one of its top-level
// alternatives is marked too. The pooled lists rule out most cues at a glance; the alternatives'
// (4,600 of them) are read only for the few cues left, and keep a text from passing on one
// alternative's first word and another's second.
// Cue k's lists: clauseStart[k] .. clauseStart[k + 1]; its alternatives altStart[k] .. altStart[k + 1],
// alternative a's lists listStart[a] .. listStart[a + 1].
const allCues = families.flatMap((f) => f.cues)
const lists: (ReadonlyArray<string> | null)[] = []
const clauseStart = new Int32Array(allCues.length + 1)
allCues.forEach((c, k) => {
  lists.push(...(c.clauses ?? [null]))
  clauseStart[k + 1] = lists.length
})
const listStart: number[] = [lists.length]
const altStart = new Int32Array(allCues.length + 1)
allCues.forEach((c, k) => {
  for (const alternative of c.alternatives ?? [[null]]) {
    lists.push(...alternative)
    listStart.push(lists.length)
  }
  altStart[k + 1] = listStart.length - 1
})
const listStarts = Int32Array.from(listStart)
const mayMatch = cuePrefilter(lists)
const allMarked = (may: Uint8Array, from: number, to: number): boolean => {
  for (let j = from; j < to; j++) if (may[j] !== 1) return false
  return true
}
const cueMay = (may: Uint8Array, k: number): boolean => {
  if (!allMarked(may, clauseStart[k]!, clauseStart[k + 1]!)) return false
  for (let a = altStart[k]!, end = altStart[k + 1]!; a < end; a++) if (allMarked(may, listStarts[a]!, listStarts[a + 1]!)) return true
  return false
}

// Each cue counts once per message however often it matches: repetition within a message is
// emphasis, not new evidence.
const weigh = (text: string, { cues, offset }: Family, may: Uint8Array): number => {
  let sum = 0
  for (let i = 0; i < cues.length; i++) {
    const c = cues[i]!
    if (cueMay(may, offset + i) && text.search(c.pattern) >= 0) sum += c.weight
  }
  return Math.min(MESSAGE_CAP, sum)
}

// Only phrases are hidden ("never share your OTP", "koi jaldi nahi"): a weak mark is a single
// word (papa, dinner, thanks) that a scam move may need to be read whole ("don't tell papa").
// The prefilter speaks for the text it scanned only: once a phrase is hidden, later cues run.
const HIDDEN_WEIGHT = 2
const hide = (text: string, { cues, offset }: Family, may: Uint8Array): string =>
  cues.reduce(
    (t, c, i) => (c.weight >= HIDDEN_WEIGHT && (t !== text || cueMay(may, offset + i)) ? t.replace(c.pattern, ' ') : t),
    text,
  )

/**
 * Signals in one scammer message: the weight of each type's pretext cues, of each lever, of the
 * unlabelled families and the crypto payment channel, of scam moves, of benign and official-channel marks.
 */
export const tallySignals = (text: string): SignalTally => {
  const normalised = normaliseText(text.slice(0, MAX_CHARS))
  const may = mayMatch(normalised)
  const benignWeight = weigh(normalised, benignCues, may)
  // Benign phrases are read first and hidden, so "never share your OTP" is not an OTP request.
  const rest = benignWeight > 0 ? hide(normalised, benignCues, may) : normalised
  const mayRest = rest === normalised ? may : mayMatch(rest)
  // Keys in a fixed order, zero weights left out.
  const tally: Record<string, number> = { [MESSAGES_KEY]: 1 }
  const add = (key: string, weight: number): void => {
    if (weight > 0) tally[key] = weight
  }
  add(BENIGN_KEY, benignWeight)
  add(OFFICIAL_KEY, weigh(normalised, officialCues, may))
  for (const [key, cues] of keyedCues) add(key, weigh(rest, cues, mayRest))
  return tally
}
