import { currencyAfter, currencyBefore, multipliers } from './data/money-words.js'
import { decimalAmount } from './decimal-amount.js'
import { matchesOf, type Span } from './spans.js'

export type AmountHit = Span & { readonly value: string }

const maxMarkers = 512

const alternation = (words: readonly string[]): string =>
  [...new Set(words)].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')

const bigUnits = ['lakhs', 'lakh', 'lacs', 'lac', 'crores', 'crore', 'लाख', 'करोड़', 'करोड', 'லட்சம்', 'கோடி', 'లక్ష', 'కోట్ల', 'কোটি', 'লাখ']
const number = String.raw`(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?(?![\d,]\d)`
const unit = `(?:\\s?(${alternation(Object.keys(multipliers))})(?![\\p{L}\\p{M}]))?`

// The scan is anchored on currency words and lakh/crore, which are rare, and reads the number
// next to each in place: anchoring on digits would visit every digit of a hostile message.
const marker = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:(${alternation(currencyBefore)})|(${alternation([...currencyAfter, ...bigUnits])}))(?![\\p{L}\\p{M}])`,
  'giu',
)
const numberAfter = new RegExp(`\\s{0,2}${number}${unit}`, 'iuy')
const numberBefore = new RegExp(`(?<![\\d,.])${number}${unit}\\s?$`, 'iu')

const valueOf = (written: string, paise: string | undefined, unitWord: string | undefined): string | undefined => {
  const power = multipliers[(unitWord ?? '').toLowerCase()] ?? 0
  const value = decimalAmount(paise === undefined ? written : `${written}.${paise}`, power)
  return /^0*(?:\.0*)?$/.test(value) ? undefined : value
}

/**
 * Rupee amounts as numeric strings: `Rs 1,50,000` is 150000, `₹2.5 lakh` is 250000,
 * `499.50 rupees` is 499.5, and lakh or crore alone (`5 लाख`) is a rupee amount too.
 */
export const findAmounts = (text: string): AmountHit[] => {
  const hits: AmountHit[] = []
  let taken = 0
  for (const m of matchesOf(marker, text, maxMarkers)) {
    const end = m.index + m[0].length
    if (m[1] !== undefined && end >= taken) {
      numberAfter.lastIndex = end
      const n = numberAfter.exec(text)
      const value = n === null ? undefined : valueOf(n[1] ?? '', n[2], n[3])
      if (n !== null && value !== undefined) {
        hits.push({ start: m.index, end: end + n[0].length, value })
        taken = end + n[0].length
        continue
      }
    }
    if (m.index < taken) continue
    const before = numberBefore.exec(text.slice(Math.max(taken, m.index - 48), m.index))
    if (before === null) continue
    // "2 lakh" counts bare; any other word after a number has to be a currency word
    const isUnit = m[2] !== undefined && multipliers[m[2].toLowerCase()] !== undefined && before[3] === undefined
    const value = isUnit ? valueOf(before[1] ?? '', before[2], m[2]) : valueOf(before[1] ?? '', before[2], before[3])
    if (value === undefined) continue
    hits.push({ start: m.index - before[0].length, end, value })
    taken = end
  }
  return hits
}
