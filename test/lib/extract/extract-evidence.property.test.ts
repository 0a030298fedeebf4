import fc from 'fast-check'
import t from 'tap'
import { emptyEvidence, evidenceKinds, mergeEvidence, type Evidence } from '../../../lib/evidence.js'
import { extractEvidence } from '../../../lib/extract/extract-evidence.js'

// Pieces that look like evidence or sit on the edge of it, so random messages hit every finder.
const pieces = [
  'Rs', '₹', '1,50,000', '2.5', 'lakh', 'रुपये', 'account', 'A/c', 'खाता संख्या', 'கணக்கு எண்', 'IFSC', 'SBIN0007734',
  'call', '+91', '98765', '43210', '9876543210', '(+91)', '022-26145533', '4147 4680 1715', 'Aadhaar', 'आधार', 'OTP',
  '583920', 'ending', '4521', 'XX4521', 'AWB', 'order', 'policy', 'FIR', 'SBI/FRD/2024/77812', 'PNB-CRD-560918',
  'https://', 'http://x', 'www.', '.in', '.xyz', 'bit.ly/a', 'sbi-kyc-update.in', 'https://www.onlinesbi.sbi', '@', 'ybl',
  'name.k@okaxis', 'a@b.com', '(at)', '[dot]', 'at', 'dot', 'ABNPV2231K', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', '[creating urgency]', '"', 'urgent',
  'share the otp', 'kyc', 'ஐ', '-', '.', '/', ',', ':', '।', '\n', '0', '12', '123456789012', 'EE482917365IN',
]
const separators = fc.constantFrom(' ', '', '-', '.', ' ', '\n', '/', ':')
const arbitraryMessage = fc.oneof(
  fc.array(fc.tuple(fc.constantFrom(...pieces), separators), { maxLength: 30 }).map((xs) => xs.map(([p, s]) => p + s).join('')),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
)

const asSets = (e: Evidence): Record<string, string[]> =>
  Object.fromEntries(evidenceKinds.map((k) => [k, [...new Set(e[k])].sort()]))
const conversation = (messages: readonly string[]): Evidence =>
  messages.reduce((acc, m) => mergeEvidence(acc, extractEvidence(m)), emptyEvidence())

t.test('when any message arrives', async (t) => {
  fc.assert(
    fc.property(arbitraryMessage, (m) => {
      const e = extractEvidence(m)
      return evidenceKinds.every((k) => Array.isArray(e[k]) && e[k].every((v) => typeof v === 'string' && v !== '') && new Set(e[k]).size === e[k].length)
    }),
    { numRuns: 2000 },
  )
  t.pass('extraction never throws and returns 14 arrays of distinct non-empty strings')
})

t.test('when the same message is read twice', async (t) => {
  fc.assert(fc.property(arbitraryMessage, (m) => JSON.stringify(extractEvidence(m)) === JSON.stringify(extractEvidence(m))), { numRuns: 300 })
  t.pass('the result is the same')
})

t.test('when a conversation is read in any order', async (t) => {
  const messagesAndShuffle = fc
    .array(arbitraryMessage, { maxLength: 6 })
    .chain((ms) => fc.tuple(fc.constant(ms), fc.shuffledSubarray(ms, { minLength: ms.length, maxLength: ms.length })))
  fc.assert(
    fc.property(messagesAndShuffle, ([ms, shuffled]) => {
      const union = asSets(
        Object.fromEntries(evidenceKinds.map((k) => [k, ms.flatMap((m) => extractEvidence(m)[k])])) as unknown as Evidence,
      )
      return JSON.stringify(asSets(conversation(ms))) === JSON.stringify(union) &&
        JSON.stringify(asSets(conversation(shuffled))) === JSON.stringify(union)
    }),
    { numRuns: 300 },
  )
  t.pass('the evidence is the union of each message’s evidence, whatever the order')
})

t.test('when evidence is planted among arbitrary words', async (t) => {
  const words = fc.array(fc.constantFrom('please', 'sir', 'जल्दी', 'கட்டணம்', 'bhai', 'the', 'आपका', 'now', 'ok', '🙏', 'और'), { maxLength: 8 })
  const text = (w: readonly string[]): string => w.join(' ')
  fc.assert(
    fc.property(words, words, fc.stringMatching(/^[a-z][a-z0-9.]{2,12}[a-z0-9]$/), (before, after, name) => {
      const e = extractEvidence(`${text(before)} ${name}@okaxis ${text(after)} call +91 98765 43210 ${text(after)}`)
      return e.upiIds.includes(`${name}@okaxis`) && e.phoneNumbers.includes('+919876543210')
    }),
    { numRuns: 300 },
  )
  t.pass('the UPI id and the phone are found whatever surrounds them')
})
