import { compileCueSet, type Cue } from './cue-set.js'
import { benign, officialChannel, scamPressure, typeLexicon, type ConcreteScamType } from './lexicon/index.js'
import { normaliseText } from './normalise-text.js'
import { BENIGN_KEY, MESSAGES_KEY, OFFICIAL_KEY, SCAM_KEY, typeKey, type SignalTally } from './signal-tally.js'

// A scam message is a few hundred characters; reading no more than this keeps a turn's cost
// bounded when someone pastes a book into the chat.
const MAX_CHARS = 6000
// One message adds at most this much to any one key, so a single verbose message cannot outweigh
// a conversation: a type has to recur, or be backed by other cues, to dominate.
const MESSAGE_CAP = 7

const typeCues: ReadonlyArray<readonly [ConcreteScamType, ReadonlyArray<Cue>]> = Object.entries(typeLexicon).map(
  ([type, set]) => [type as ConcreteScamType, compileCueSet(set)] as const,
)
const pressureCues = compileCueSet(scamPressure)
const benignCues = compileCueSet(benign)
const officialCues = compileCueSet(officialChannel)

// Each cue counts once per message however often it matches: repetition within a message is
// emphasis, not new evidence.
const weigh = (text: string, cues: ReadonlyArray<Cue>): number =>
  Math.min(
    MESSAGE_CAP,
    cues.reduce((sum, c) => (text.search(c.pattern) >= 0 ? sum + c.weight : sum), 0),
  )

// Only phrases are hidden ("never share your OTP", "koi jaldi nahi"): a weak mark is a single
// word (papa, dinner, thanks) that a scam move may need to be read whole ("don't tell papa").
const HIDDEN_WEIGHT = 2
const hide = (text: string, cues: ReadonlyArray<Cue>): string =>
  cues.reduce((t, c) => (c.weight >= HIDDEN_WEIGHT ? t.replace(c.pattern, ' ') : t), text)

/** Signals in one scammer message: the weight of each type's cues, of scam moves, of benign and official-channel marks. */
export const tallySignals = (text: string): SignalTally => {
  const normalised = normaliseText(text.slice(0, MAX_CHARS))
  const benignWeight = weigh(normalised, benignCues)
  // Benign phrases are read first and hidden, so "never share your OTP" is not an OTP request.
  const rest = benignWeight > 0 ? hide(normalised, benignCues) : normalised
  const entries: Array<readonly [string, number]> = [
    [MESSAGES_KEY, 1],
    [BENIGN_KEY, benignWeight],
    [OFFICIAL_KEY, weigh(normalised, officialCues)],
    [SCAM_KEY, weigh(rest, pressureCues)],
    ...typeCues.map(([type, cues]) => [typeKey(type), weigh(rest, cues)] as const),
  ]
  return Object.fromEntries(entries.filter(([, v]) => v > 0))
}
