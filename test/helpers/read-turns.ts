import { addTallies, classify, tallySignals, type Classification } from '../../lib/classify/classify.js'
import { emptyEvidence, mergeAllEvidence, type Evidence } from '../../lib/evidence.js'
import { extractEvidence } from '../../lib/extract/extract-evidence.js'
import { scamDetected } from '../../lib/scam-detected.js'

/** What a conversation reads as after one of its messages: the type, the evidence so far, and whether it is a detected scam. */
export type Read = Classification & { readonly evidence: Evidence; readonly detected: boolean }

/**
 * A conversation read as the turn reads it: every message tallied and its evidence extracted, the
 * sum classified after each message.
 */
export const readTurns = (turns: ReadonlyArray<string>): ReadonlyArray<Read> => {
  let tally = {}
  let evidence = emptyEvidence()
  return turns.map((text) => {
    tally = addTallies(tally, tallySignals(text))
    evidence = mergeAllEvidence(evidence, [extractEvidence(text)]).evidence
    const c = classify(tally, evidence)
    return { ...c, evidence, detected: scamDetected(c.scamType, c.confidence, evidence) }
  })
}

/** The conversation as read after its last message. */
export const readLast = (turns: ReadonlyArray<string>): Read => {
  const end = readTurns(turns).at(-1)
  if (end === undefined) throw new Error('no turns')
  return end
}
