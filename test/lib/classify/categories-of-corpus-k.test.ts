import t from 'tap'
import { tellCategories, weightOf as weight } from '../../helpers/tell-categories.js'

// The categories the sixth blind corpus (corpus-k) found unread, outside tech support (which has an audit
// of its own), told again in English and every persona language, in sentences written for this test, not
// taken from the corpus: units of an asset sold with a royalty or a yield, the victim's name on a scheme's
// list. 13 of 22 failed before. Then the words that pulled other stories to a wrong type.
tellCategories(new URL('./categories-of-corpus-k.json', import.meta.url), true)

t.test('when a token is no coin', async (t) => {
  t.equal(weight('Pay a token of ₹10,000 today to hold the flat.', 'pretext:CRYPTO_INVESTMENT'), 0, "a booking's token")
  t.equal(weight('Token received, the rest is due in a week.', 'pretext:CRYPTO_INVESTMENT'), 0, 'a token received')
  t.equal(weight('Your saved card token will be removed, open the link.', 'pretext:CRYPTO_INVESTMENT'), 0, "a card's token")
  t.equal(weight('आपका कार्ड टोकन आज हट जाएगा।', 'pretext:CRYPTO_INVESTMENT'), 0, "a card's token in Hindi")
  t.ok(weight('Buy our new token before it lists next week.', 'pretext:CRYPTO_INVESTMENT') > 0, 'while a coin still is one')
})

t.test("when an insurer's claim is numbered or approved", async (t) => {
  t.ok(weight('Your approved claim will be credited once the fee is paid.', 'pretext:INSURANCE_SCAM') >= 2, 'an approved claim')
  t.ok(weight('आपका क्लेम नंबर HC-2231 है।', 'pretext:INSURANCE_SCAM') >= 2, 'a claim number in Hindi')
  t.ok(weight('உங்க க்ளைம் எண் HC-2231.', 'pretext:INSURANCE_SCAM') >= 2, 'and in Tamil')
  t.equal(weight('Unlock the premium pack of tasks for ₹2,000.', 'pretext:INSURANCE_SCAM'), 0, "a task's premium pack is no premium")
})

t.test('when a subscription is written in Kannada or Telugu', async (t) => {
  t.equal(weight('ನಿಮ್ಮ ಚಂದಾದಾರಿಕೆ ನವೀಕರಣ ಆಗಿದೆ.', 'benign'), 0, "a subscription is no festival's collection")
  t.ok(weight('ಗಣೇಶ ಹಬ್ಬಕ್ಕೆ ಚಂದಾ ಪ್ರತಿ ಮನೆಗೆ ₹500.', 'benign') > 0, 'while the collection still is')
})
