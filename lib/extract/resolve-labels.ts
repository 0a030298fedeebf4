import { accountIdWords, idHeads, idOwners, qualifierGlue, referenceHeads, scriptIds, type LabelClass } from './data/context-labels.js'
import type { Label } from './labels.js'
import type { PhraseHit } from './phrase-scanner.js'

/** A phrase found by the scanner: a context label, or a word that qualifies the "account" after it. */
export type LabelHit = PhraseHit<LabelClass | 'qualifier'>

const normalise = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ')
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const heads = new Set(idHeads.map(normalise))
const references = new Set(referenceHeads.map(normalise))
const idKinds: ReadonlySet<LabelClass> = new Set(['order', 'policy', 'case'])
// labels whose numbers are not reported: a "code" or "ref" right after one is still theirs
const heldKinds: ReadonlySet<LabelClass> = new Set(['void', 'identity'])

/** Longest gap between two phrases read as one label; longer ones are separate labels. */
const maxGap = 24
// the rest of an inflected Indic word, then a space or hyphen, possibly a possessive ("BESCOM's", "बिजली का")
const adjacentGap = new RegExp(`^[\\p{L}\\p{M}]*(?:['’]s)?(?:\\s*-\\s*|\\s+)(?:(?:${qualifierGlue.map(escape).join('|')})\\s+)?$`, 'iu')
const namedById = new RegExp(`^[\\p{L}\\p{M}]*[\\s:.\\-]*(?:${accountIdWords.map(escape).join('|')})(?![\\p{L}\\p{M}\\d])`, 'iu')

const adjacent = (text: string, end: number, start: number): boolean =>
  start >= end && start - end <= maxGap && adjacentGap.test(text.slice(end, start))

const owners = new Set(idOwners)
const bareIds = new Set(['id', 'id no', 'id number', ...scriptIds])
// the word right before a phrase, if the phrase follows it after spaces only
const wordBefore = /([\p{L}\p{M}]{1,24})\s{1,3}$/u
/** "Refund ID", "Booking ID": a bare ID after a word other than an owner's is that thing's id, no label of its own. */
const isThingsId = (text: string, hit: LabelHit): boolean => {
  if (!bareIds.has(normalise(text.slice(hit.start, hit.end)))) return false
  const word = wordBefore.exec(text.slice(Math.max(0, hit.start - 28), hit.start))?.[1]
  return word !== undefined && !owners.has(word.toLowerCase())
}

/**
 * The labels that decide what a number is, from the phrases found, reading neighbours together:
 * "BESCOM account", "consumer account" and "account ID" name a utility or login identifier, not a
 * bank account (`void`); "tracking code", "order reference" and "policy ref" name the id of the
 * first label's kind, as "FIR ID", "WhatsApp ID" and "offer letter ref" do; a bare "ID" after
 * another word ("Refund ID") is that thing's. Qualifier words themselves are no label. One pass,
 * in text order.
 */
export const resolveLabels = (text: string, hits: readonly LabelHit[]): Label[] => {
  const labels: Label[] = []
  let previous: LabelHit | undefined
  for (const hit of hits) {
    const before = previous
    previous = hit
    if (hit.value === 'qualifier') continue
    const last = labels[labels.length - 1]
    // the "ID" that "account ID" already took in
    if (last !== undefined && hit.start < last.end) continue
    const joined = before !== undefined && adjacent(text, before.end, hit.start)
    const lastIsBefore = joined && last !== undefined && last.end === before.end
    const phrase = normalise(text.slice(hit.start, hit.end))
    // a person's id takes in its "ID" or "code", not a reference: that names a file of its own
    const head = heads.has(phrase) && !(lastIsBefore && last.kind === 'identity' && references.has(phrase))
    if (hit.value === 'account') {
      const qualified = joined && (before.value === 'qualifier' || before.value === 'void')
      // the label takes in its "ID", so the number after it still stands right next to it
      const id = namedById.exec(text.slice(hit.end, hit.end + maxGap))?.[0].length ?? 0
      if (qualified || id > 0) {
        if (qualified && lastIsBefore) labels.pop()
        labels.push({ start: qualified ? before.start : hit.start, end: hit.end + id, kind: 'void' })
        continue
      }
    } else if (lastIsBefore && head && (hit.value === 'identity' || idKinds.has(last.kind) || heldKinds.has(last.kind))) {
      // "FIR ID", "WhatsApp ID", "letter ref": the id of what the first label names, not an id or case of its own
      labels[labels.length - 1] = { start: last.start, end: hit.end, kind: last.kind }
      continue
    } else if (hit.value === 'identity' && isThingsId(text, hit)) {
      continue
    }
    labels.push({ start: hit.start, end: hit.end, kind: hit.value })
  }
  return labels
}
