import t from 'tap'
import fc from 'fast-check'
import { tallySignals } from '../../../lib/classify/classify.js'
import { levers, pretextLexicon, type ConcreteScamType } from '../../../lib/classify/lexicon/index.js'
import { CHANNEL_KEY, leverKey, pretextKey, UNLABELLED_KEY } from '../../../lib/classify/signal-tally.js'

const allowedKeys = new Set([
  'messages',
  'scam',
  'benign',
  'official',
  UNLABELLED_KEY,
  CHANNEL_KEY,
  ...levers.map(leverKey),
  ...Object.keys(pretextLexicon).map((k) => pretextKey(k as ConcreteScamType)),
])

t.test('when a message threatens to block an account over KYC', async (t) => {
  const tally = tallySignals('Your KYC has expired and your account will be blocked today. Share the OTP to update it.')
  t.ok((tally['pretext:KYC_BANKING'] ?? 0) >= 3, 'weighs it as a KYC_BANKING pretext')
  t.ok((tally['lever:loss'] ?? 0) >= 3, 'reads the threat to block as the fear-of-loss lever')
  t.ok((tally['scam'] ?? 0) > 0, 'counts the OTP request as a scam move')
  t.equal(tally['messages'], 1, 'counts one scammer message')
})

// Messages that mention an OTP, a password or sending money back without asking for any of it:
// each counts as a clear benign mark and not as a scam move.
const benignNotices = [
  ['a genuine alert warns never to share an OTP', 'Rs 500 debited from your a/c. Never share your OTP, PIN or CVV with anyone.'],
  ['any sender says it never asks for a password or OTP', 'LIC never asks for your bank password or OTP over phone or email.'],
  ['a delivery notice says to share the OTP only at the door', 'Your delivery partner is on the way. Share OTP 5512 only at the time of delivery.'],
  ['a friend pays back what he borrowed', 'Bhai, jo ₹2,000 udhaar liye the, aaj wapas bhej raha hoon.'],
] as const
for (const [situation, text] of benignNotices) {
  t.test(`when ${situation}`, async (t) => {
    const tally = tallySignals(text)
    t.ok((tally['benign'] ?? 0) >= 3, 'counts it as a benign mark')
    t.notOk(tally['scam'], 'does not read it as a scam move')
  })
}

t.test('when a friend says there is no hurry', async (t) => {
  const tally = tallySignals('Mera UPI rahul@okaxis hai, bhej dena, koi jaldi nahi.')
  t.ok((tally['benign'] ?? 0) > 0, 'counts it as benign')
  t.notOk(tally['scam'], 'does not count "jaldi" as urgency')
})

t.test('when a cue repeats within one message', async (t) => {
  const once = tallySignals('Claim your lottery now.')
  const thrice = tallySignals('Claim your lottery now. Lottery! LOTTERY!')
  t.same(thrice, once, 'counts it once: repetition is emphasis, not new evidence')
})

t.test('when the same word is typed with and without a nukta', async (t) => {
  t.same(tallySignals('आपका खाता फ्रीज़ कर दिया जाएगा'), tallySignals('आपका खाता फ्रीज कर दिया जाएगा'), 'gives the same tally')
})

t.test('when a Gujarati loanword is typed with the candra vowel or the plain one', async (t) => {
  t.same(tallySignals('ગઈકાલનો વીડિયો કૉલ મેં રેકોર્ડ કર્યો છે'), tallySignals('ગઈકાલનો વીડિયો કોલ મેં રેકોર્ડ કર્યો છે'), 'gives the same tally')
})

t.test('when scammers write the loanwords in Latin letters inside Indic text', async (t) => {
  const tally = tallySignals('உங்கள் KYC காலாவதியாகிவிட்டது, OTP-ஐ அனுப்புங்கள்')
  t.ok((tally['pretext:KYC_BANKING'] ?? 0) >= 3, 'still finds KYC')
  t.ok((tally['scam'] ?? 0) >= 3, 'and the OTP request')
})

t.test('when a Tamil cue is inflected by a case ending', async (t) => {
  const tally = tallySignals('நீங்கள் இப்போது டிஜிட்டல் கைதில் இருக்கிறீர்கள், இந்த வழக்கில் போலீசார் விசாரிக்கிறார்கள்.')
  t.ok((tally['lever:authority'] ?? 0) >= 3, 'still reads the arrest as the authority lever')
  t.ok((tally['pretext:DIGITAL_ARREST'] ?? 0) >= 2, 'and the police as its pretext')
})

t.test('when a message opens by addressing a parent or a child', async (t) => {
  t.ok((tallySignals('Maa, hostel fees ke liye 5000 bhej do.')['benign'] ?? 0) >= 2, 'counts the family address as a benign mark')
  t.ok((tallySignals('I told my mom about you.')['benign'] ?? 0) < 2, 'but a passing mention weighs little')
})

t.test('when a message is ordinary small talk', async (t) => {
  t.same(tallySignals('Hello, how are you?'), { messages: 1 }, 'records only that a message arrived')
})

t.test('for any text at all', async (t) => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (text) => {
      const tally = tallySignals(text)
      return Object.entries(tally).every(([k, v]) => allowedKeys.has(k) && Number.isFinite(v) && v > 0 && v <= 7)
    }),
  )
  t.pass('uses only the fixed keys, with positive weights no larger than the per-message cap')
  const huge = tallySignals('lottery prize winner KYC OTP '.repeat(50_000))
  t.ok(Object.values(huge).every((v) => v <= 7), 'bounds a huge message like any other')
})
