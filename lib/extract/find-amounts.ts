import { countedNouns, currencyAfter, currencyBefore, multipliers } from './data/money-words.js'
import { decimalAmount } from './decimal-amount.js'
import { matchesOf, type Span } from './spans.js'

/** An amount: its normalised value first, then the value as written when that differs (`1250.5`, `1250.50`). */
export type AmountHit = Span & { readonly values: readonly string[] }

const maxMarkers = 512

const alternation = (words: readonly string[]): string =>
  [...new Set(words)].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')

const bigUnits = ['lakhs', 'lakh', 'lacs', 'lac', 'crores', 'crore', 'लाख', 'करोड़', 'करोड', 'லட்சம்', 'லட்ச', 'கோடி', 'లక్ష', 'కోట్ల', 'కోటి', 'কোটি', 'লাখ', 'ಲಕ್ಷ', 'ಕೋಟಿ', 'ലക്ഷം', 'കോടി']
const number = String.raw`(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?(?![\d,]\d)`
const unit = `(?:\\s?(${alternation(Object.keys(multipliers))})(?![\\p{L}\\p{M}]))?`

// The scan is anchored on currency words and lakh/crore, which are rare, and reads the number
// next to each in place: anchoring on digits would visit every digit of a hostile message.
// A currency word or unit in an Indic script, three letters or more, may carry its case ending
// (രൂപയുടെ "of rupees", টাকার, ரூபாய்க்கு, लाखों): up to a few more letters after it.
const caseEnding = '(?:(?<=[\\u0900-\\u0DFF]{3})[\\p{L}\\p{M}]{1,8})?'
const marker = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:(${alternation(currencyBefore)})|(${alternation([...currencyAfter, ...bigUnits])})${caseEnding})(?![\\p{L}\\p{M}])`,
  'giu',
)
// the noun a bare lakh counts, right after it ("10 lakh students"): Latin whole, Indic as a prefix
const counted = new RegExp(
  `^\\s{1,2}(?:(?:${alternation(countedNouns.filter((w) => /^[a-z]/.test(w)))})(?![\\p{L}\\p{M}])|(?:${alternation(countedNouns.filter((w) => !/^[a-z]/.test(w)))}))`,
  'iu',
)
const numberAfter = new RegExp(`\\s{0,2}${number}${unit}`, 'iuy')
const numberBefore = new RegExp(`(?<![\\d,.])${number}${unit}\\s?$`, 'iu')

/**
 * The amount as numeric strings: normalised (`1250.5`), and as written without its group
 * separators when that differs (`1250.50`, `18640.00`): the partner matches a planted amount as
 * a substring, and a scammer's `1250.50` is not in `1250.5`. A lakh or crore amount is only normalised.
 */
export const amountValues = (written: string, paise: string | undefined, unitWord: string | undefined): string[] | undefined => {
  const power = multipliers[(unitWord ?? '').toLowerCase()] ?? 0
  const value = decimalAmount(paise === undefined ? written : `${written}.${paise}`, power)
  if (/^0*(?:\.0*)?$/.test(value)) return undefined
  const asWritten = paise === undefined || power !== 0 ? value : `${written.replace(/[,\s]/g, '').replace(/^0+(?=\d)/, '')}.${paise}`
  return asWritten === value ? [value] : [value, asWritten]
}

/**
 * Rupee amounts as numeric strings: `Rs 1,50,000` is 150000, `₹2.5 lakh` is 250000,
 * `499.50 rupees` is 499.5 (and 499.50 as written), and lakh or crore alone (`5 लाख`) is a rupee
 * amount too.
 */
export const findAmounts = (text: string): AmountHit[] => {
  const hits: AmountHit[] = []
  let taken = 0
  for (const m of matchesOf(marker, text, maxMarkers)) {
    const end = m.index + m[0].length
    if (m[1] !== undefined && end >= taken) {
      numberAfter.lastIndex = end
      const n = numberAfter.exec(text)
      const values = n === null ? undefined : amountValues(n[1] ?? '', n[2], n[3])
      if (n !== null && values !== undefined) {
        hits.push({ start: m.index, end: end + n[0].length, values })
        taken = end + n[0].length
        continue
      }
    }
    if (m.index < taken) continue
    const before = numberBefore.exec(text.slice(Math.max(taken, m.index - 48), m.index))
    if (before === null) continue
    // "2 lakh" counts bare; any other word after a number has to be a currency word
    const isUnit = m[2] !== undefined && multipliers[m[2].toLowerCase()] !== undefined && before[3] === undefined
    // "10 lakh students": a number of people or things, not rupees
    if (isUnit && counted.test(text.slice(end, end + 40))) {
      taken = end
      continue
    }
    const values = isUnit ? amountValues(before[1] ?? '', before[2], m[2]) : amountValues(before[1] ?? '', before[2], before[3])
    if (values === undefined) continue
    hits.push({ start: m.index - before[0].length, end, values })
    taken = end
  }
  return hits
}
