import { readFileSync } from 'node:fs'
import t from 'tap'
import { tallySignals } from '../../../lib/classify/classify.js'
import { readLast as last } from '../../helpers/read-turns.js'

// The categories the fifth blind corpus (corpus-j) found unread, each told again in English and every
// persona language, in sentences written for this test, not taken from the corpus.
type Category = { readonly type: string; readonly byLanguage: Readonly<Record<string, ReadonlyArray<string>>> }
const categories = JSON.parse(readFileSync(new URL('./categories-of-corpus-j.json', import.meta.url), 'utf8')) as Record<string, Category>

for (const [what, { type, byLanguage }] of Object.entries(categories)) {
  t.test(`when ${what} is told in each language`, async (t) => {
    t.equal(Object.keys(byLanguage).length, 11, 'English, every script and both romanisations')
    for (const [language, turns] of Object.entries(byLanguage)) t.equal(last(turns).scamType, type, `${language}: read as ${type}`)
  })
}

const weight = (text: string, key: string): number => tallySignals(text)[key] ?? 0

t.test('when a lever names the type with no pretext read', async (t) => {
  // a medium blackmail cue and a sum, no story of who is writing: the lever backs off the UNKNOWN decision
  t.equal(last(['Your photos are with me.', 'Pay ₹15,000 and I delete everything.']).scamType, 'SEXTORTION', 'blackmail with a sum')
  t.equal(last(['ഞാൻ എപ്പോഴും നിന്റെ അടുത്ത് ഇരിക്കണം എന്ന് ആഗ്രഹിക്കുന്നു.', 'വിസ ഫീസ് ₹30,000 ആണ്, വന്നാൽ നമുക്ക് ഒരുമിച്ച് ജീവിക്കാം.']).scamType, 'ROMANCE_SCAM', 'a life together and a fee')
  // warmth with nothing asked stays an opener
  t.equal(last(['Hi, I feel so safe with you, like an old friend.']).scamType, 'UNKNOWN', 'warmth alone is still an opener')
})

t.test('when the new words sit in talk that is no scam of theirs', async (t) => {
  t.equal(weight('আমার বন্ধুর UPI-তে ₹2,000 পাঠাও, কাল ফেরত দেব।', 'lever:blackmail'), 0, "a friend's UPI id the money goes to is no audience for a recording")
  t.equal(weight('Send it to my friend’s account, he will pass it on.', 'lever:blackmail'), 0, 'nor in English')
  t.ok(weight('ভিডিওটা তোমার বন্ধুদের পাঠিয়ে দেব।', 'lever:blackmail') > 0, 'while the video sent to friends still is')
  t.equal(weight('Please hold, I will be with you in a minute.', 'lever:affection'), 0, "a support desk's 'be with you' presses no affection")
  t.equal(weight('We will work together on your account.', 'lever:affection'), 0, 'nor does working together')
  t.equal(last(['ಮಗ, ಮನೆ ಬಾಡಿಗೆಗೆ ₹5,000 ಕಡಿಮೆ ಆಗಿದೆ, ಕೊಡ್ತೀಯಾ?', 'ಸಂಬಳ ಬಂದ ತಕ್ಷಣ ವಾಪಸ್ ಕೊಡ್ತೀನಿ. ನಾಳೆ ಸಿಗೋಣ.']).scamType, 'NOT_SCAM', "a father's rent shortfall repaid on payday stays family talk")
})
