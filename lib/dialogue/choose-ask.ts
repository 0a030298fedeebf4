import type { Evidence } from '../evidence.js'
import type { ScamType } from '../scam-type.js'
import { askPlan, authorityScams, type AskKind } from './ask-plan.js'
import { pickFresh } from './pick-fresh.js'
import type { PhraseBook } from './phrase-book.js'
import { rotate, seedFor } from './seeded.js'

type AskInput = {
  readonly sessionId: string
  readonly turn: number
  readonly recentReplies: ReadonlyArray<string>
  readonly scamType: ScamType
  readonly evidence: Evidence
  readonly benign: boolean
}

// The first few missing kinds take turns; the rest wait until those are given.
const rotating = 3
// Every third turn leads with a question about who the scammer is rather than an evidence ask.
const investigativeEvery = 3

/** The evidence kinds this scam's plan still lacks, most useful first. */
export const missingKinds = (scamType: ScamType, evidence: Evidence): ReadonlyArray<AskKind> =>
  // A type decoded from an older log may be unknown to this build: ask as for an unclassified scam.
  (askPlan[scamType] ?? askPlan.UNKNOWN).filter((kind) => (evidence[kind]?.length ?? 0) === 0)

/**
 * The reply's question. It asks for evidence this scam type still lacks (never for a kind
 * already extracted, from this message or an earlier one), each wording also asking who the
 * scammer is; every third turn, or once nothing is missing, it leads with a pure investigative
 * question (name, employee id, office address, supervisor, badge). A probably-genuine message
 * only gets a polite "who is this?".
 */
export const chooseAsk = (book: PhraseBook, input: AskInput): string => {
  const shift = seedFor(input.sessionId, 'ask') + input.turn
  if (input.benign) return pickFresh(rotate(book.benignAsks, shift), input.recentReplies)
  const missing = missingKinds(input.scamType, input.evidence)
  // Count only the turns that ask for evidence, so the investigative turns skip no kind.
  const evidenceTurn = input.turn - Math.floor(input.turn / investigativeEvery)
  const kindShift = seedFor(input.sessionId, 'kind') + evidenceTurn
  const kinds = [...rotate(missing.slice(0, rotating), kindShift), ...missing.slice(rotating)]
  const evidenceAsks = kinds.flatMap((kind) => rotate(book.asks[kind], shift))
  const whoAsks = authorityScams.has(input.scamType)
    ? [...rotate(book.authority, shift), ...rotate(book.investigative, shift)]
    : rotate(book.investigative, shift)
  const leadWithWho = missing.length === 0 || input.turn % investigativeEvery === 0
  return pickFresh(leadWithWho ? [...whoAsks, ...evidenceAsks] : [...evidenceAsks, ...whoAsks], input.recentReplies)
}
