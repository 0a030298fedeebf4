import { accountQualifiers, contextLabels, type LabelClass } from './data/context-labels.js'
import { scamLexicon } from './data/scam-lexicon.js'
import type { Label } from './labels.js'
import { phraseScanner } from './phrase-scanner.js'
import { resolveLabels } from './resolve-labels.js'
import { uniqueValues } from './unique-values.js'

const maxHits = 8192
const labelPhrases = (Object.entries(contextLabels) as [LabelClass, readonly string[]][]).flatMap(([kind, ps]) =>
  ps.map((p) => [p, kind] as const),
)
// a phrase that is both a qualifier and a label is a label
const scan = phraseScanner(
  new Map<string, LabelClass | 'qualifier'>([...accountQualifiers.map((p) => [p, 'qualifier'] as const), ...labelPhrases]),
  new Map(Object.values(scamLexicon).flat().map((p) => [p, true] as const)),
)

// "never share your OTP", "do not click the link": a warning against the scam, not the scam
const negated = /(?:\bnever|\bdon'?t|\bdo\s+not|\bnot\s+to|\bmat|मत|नहीं)\s+(?:[\p{L}\p{M}']+\s+)?$/iu

/**
 * One pass over the text for both phrase lists: the context labels that say what a nearby
 * number is, and the scam-indicator keywords (lower-cased, single-spaced, each once).
 */
export const findPhrases = (text: string): { labels: Label[]; keywords: string[] } => {
  const { a, b } = scan(text, maxHits)
  return {
    labels: resolveLabels(text, a),
    keywords: uniqueValues(
      b
        .filter((h) => !negated.test(text.slice(Math.max(0, h.start - 24), h.start)))
        .map((h) => text.slice(h.start, h.end).toLowerCase().replace(/\s+/g, ' ')),
    ),
  }
}
