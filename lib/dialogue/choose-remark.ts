import type { Cue } from './cue-patterns.js'
import { pickFresh } from './pick-fresh.js'
import type { PhraseBook } from './phrase-book.js'
import { rotate, seedFor } from './seeded.js'

type RemarkInput = {
  readonly sessionId: string
  readonly turn: number
  readonly recentReplies: ReadonlyArray<string>
  readonly cues: ReadonlyArray<Cue>
  readonly benign: boolean
}

/**
 * The sentence naming a red flag in the persona's voice: the most telling flag the latest
 * message raised, in a wording not used lately; once those are spent, a general worry (OTP,
 * hurry, fees, links). A probably-genuine message only gets mild unease, never an accusation.
 */
export const chooseRemark = (book: PhraseBook, input: RemarkInput): string => {
  const shift = seedFor(input.sessionId, 'remark') + input.turn
  if (input.benign) return pickFresh(rotate(book.benignRemarks, shift), input.recentReplies)
  const reactive = input.cues.flatMap((cue) => rotate(book.reactive[cue], shift))
  return pickFresh([...reactive, ...rotate(book.worries, shift)], input.recentReplies)
}
