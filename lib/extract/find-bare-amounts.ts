import { amountFillers, amountFollowers, moneyCuesAfter, moneyCuesBefore } from './data/money-words.js'
import { amountValues, type AmountHit } from './find-amounts.js'
import { isTight, labelBefore, type Label } from './labels.js'
import { matchesOf } from './spans.js'

/** Numbers read per message, and amounts kept: a hostile message of numbers stays cheap. */
const maxCandidates = 8192
const maxHits = 512
/** How far around a number its cue is looked for: a few words either side. */
const reach = 48
const maxCueWords = 3

// Three to eight digits (or Indian/Western grouping), optional paise, standing alone: not part of
// an id, a decimal, a time, a percentage or a spaced run of digit groups (a phone written 98840 31726).
// A case ending of an Indian script may cling to it ("10000ஐ", "10000-ஐ", "3000-টা").
const candidate = /(?<![\p{L}\p{M}\p{N}_.,/:₹$£€#@+-])(\d{1,3}(?:,\d{2,3})+|\d{3,8})(?:\.(\d{1,2}))?(?![A-Za-z\p{N}_/%:]|[.,-]\d|-[A-Za-z])/gu
const groupBefore = /\d[ -]$/
// "USD 900 ಮೌಲ್ಯದ Ethereum": a sum in a foreign currency, which the amounts (rupees) do not hold
const foreignCurrencyBefore = /\b(?:usd|us\$|aed|eur|gbp|sgd|cad|aud|usdt|dollars?)\s?$/i
const groupAfter = /^[ -]\d/

const isLatin = (w: string): boolean => /^[a-z]/.test(w)
const split = (words: readonly string[]) => ({
  whole: new Set(words.filter(isLatin)),
  prefixes: words.filter((w) => !isLatin(w)),
})
const before = split(moneyCuesBefore)
const after = split(moneyCuesAfter)
const fillers = new Set(amountFillers)
const followers = new Set(amountFollowers)
// possessive particles between an amount and the payment noun it qualifies
const particles = new Set(['ka', 'ki', 'ke', 'का', 'की', 'के', 'ची', 'चा', 'ના', 'નો', 'ની', 'এর'])

/** Latin cues match whole words; Indic ones as prefixes, so inflected forms count (भेजिए, அனுப்புங்க). */
const isCue = (cues: { whole: ReadonlySet<string>; prefixes: readonly string[] }, phrase: string): boolean =>
  cues.whole.has(phrase) || (!isLatin(phrase) && cues.prefixes.some((p) => phrase.startsWith(p)))

// surrounding quotes, brackets and colons are no part of a word
const strip = (w: string): string => w.toLowerCase().replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, '')
const endsClause = (w: string): boolean => /[.!?।;]$/.test(w)

/** A cue right before the number, past at most two fillers, and not across a clause's end. */
const cueBefore = (text: string, start: number): boolean => {
  const words = text.slice(Math.max(0, start - reach), start).split(/\s+/).filter((w) => w !== '')
  if (start > 0 && !/[\s(:]/.test(text[start - 1] ?? '')) return false
  let end = words.length
  for (let skipped = 0; end > 0 && skipped <= 2; skipped++) {
    for (let n = Math.min(maxCueWords, end); n >= 1; n--) {
      const span = words.slice(end - n, end)
      if (span.some(endsClause)) continue
      if (isCue(before, span.map(strip).join(' '))) return true
    }
    const last = words[end - 1] ?? ''
    if (endsClause(last) || !fillers.has(strip(last))) return false
    end--
  }
  return false
}

// an Indic case ending on the number, hyphenated or not: "10000-ஐ அனுப்புங்க" reads as "10000 அனுப்புங்க"
const caseEnding = /^-?[\u0900-\u0dff\u200c\u200d]{1,4}(?=\s|$)/

/** The words after the number, past a case ending on it, up to the first clause end. */
const wordsAfter = (text: string, end: number): string[] => {
  const rest = text.slice(end, end + reach).replace(caseEnding, '')
  if (!/^\s/.test(rest) && rest !== '') return [] // "500," "500." : punctuation, no word follows in the clause
  const words = rest.split(/\s+/).filter((w) => w !== '')
  const stop = words.findIndex(endsClause)
  return (stop === -1 ? words : words.slice(0, stop + 1)).map(strip)
}

/** A payment verb right after the number ("15000 bhej do", "40000 aur bhejna", "5000 ka payment"), past one filler or particle. */
const cueAfter = (words: readonly string[]): boolean => {
  const skips = (w: string): boolean => (fillers.has(w) || particles.has(w)) && !isCue(after, w)
  const from = skips(words[0] ?? '') ? 1 : 0
  const first = words[from] ?? ''
  return first !== '' && (isCue(after, first) || isCue(after, `${first} ${words[from + 1] ?? ''}`))
}

/** What may follow an amount whose cue stands before it: nothing, punctuation, a particle or a verb, not a unit. */
const endsWell = (text: string, end: number, words: readonly string[]): boolean => {
  const next = text.slice(end, end + 2)
  if (next === '' || /^[^\s\p{L}\p{M}\p{N}]/u.test(next)) return true
  const first = words[0] ?? ''
  return first === '' || followers.has(first) || fillers.has(first) || isCue(after, first)
}

/**
 * Amounts written without a currency word, where the words around them make them money: a payment
 * verb or money noun before ("send 30000 now", "start with just 10000", "rent 24000 hai") with no
 * unit after, or a payment verb after ("15000 bhej do", "1500 pottu", "3000 জমা করুন"); never a
 * number a label right in front names (an OTP, a ticket). Run on the text after rupee amounts were
 * found; it masks nothing, since a number it reads is too short to be a phone or an account.
 * Linear: each number is judged from a bounded stretch around it.
 */
export const findBareAmounts = (text: string, labels: readonly Label[]): AmountHit[] => {
  const hits: AmountHit[] = []
  for (const m of matchesOf(candidate, text, maxCandidates)) {
    if (hits.length >= maxHits) break
    const start = m.index
    const end = start + m[0].length
    if (groupBefore.test(text.slice(Math.max(0, start - 2), start)) || groupAfter.test(text.slice(end, end + 2))) continue
    if (foreignCurrencyBefore.test(text.slice(Math.max(0, start - 9), start))) continue
    // "OTP 482913 bhejo", "ticket 44718": a number its label names is that, not money
    const label = labelBefore(labels, start)
    if (label !== undefined && label.kind !== 'payment' && isTight(text, label, start)) continue
    const following = wordsAfter(text, end)
    const isMoney = (cueBefore(text, start) && endsWell(text, end, following)) || cueAfter(following)
    const values = isMoney ? amountValues(m[1] ?? '', m[2], undefined) : undefined
    if (values !== undefined) hits.push({ start, end, values })
  }
  return hits
}
