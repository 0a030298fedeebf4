import t from 'tap'
import { tellCategories, weightOf as weight } from '../../helpers/tell-categories.js'
import { readLast } from '../../helpers/read-turns.js'

// The genuine messages the seventh blind corpus (corpus-l) read as UNKNOWN, told again in English and every
// persona language, in sentences written for this test, not taken from the corpus: a reminder that says to
// ignore it once paid, a service paid for in person at the counter, a group's collection counted as it comes
// in. 30 of 33 failed before. Then the near misses: a scam that says the same still reads as its type.
tellCategories(new URL('./categories-of-corpus-l.json', import.meta.url), true)

t.test('when a scam says to ignore it if already paid', async (t) => {
  const kyc = {
    English: ['Your KYC has expired and your account will be blocked today. Ignore if already paid.', 'Click http://kyc-renew-now.in and enter your OTP now.'],
    Hindi: ['आपका KYC समाप्त हो गया है, आज खाता बंद हो जाएगा। अगर आपने पहले ही भुगतान कर दिया है तो इस संदेश को अनदेखा करें।', 'http://kyc-renew-now.in पर क्लिक करें और अभी OTP डालें।'],
    Tamil: ['உங்கள் KYC காலாவதியானது, இன்று கணக்கு முடக்கப்படும். ஏற்கனவே பணம் செலுத்தியிருந்தால் இந்த செய்தியை புறக்கணிக்கவும்.', 'http://kyc-renew-now.in கிளிக் செய்து இப்போதே OTP அனுப்புங்கள்.'],
  }
  for (const [language, turns] of Object.entries(kyc)) t.equal(readLast(turns).scamType, 'KYC_BANKING', `${language}: still KYC_BANKING`)
})

t.test("when a scheme counts the people who paid", async (t) => {
  t.ok(weight('So far 9 of us have sent it, thanks everyone!', 'benign') > 0, "a group's collection counted")
  t.equal(weight('So far 4,000 people have paid and earned double.', 'benign'), 0, "a scheme's crowd is no group's collection")
  const job = ['Congratulations, you are selected for the data entry job. Pay the registration fee of ₹2,500 to hrdesk.jobs@ybl today.', 'So far 40 people have paid and joined, only 3 seats left, pay within 1 hour.']
  t.equal(readLast(job).scamType, 'JOB_SCAM', 'a job scam that says so stays one')
})

t.test('when a service is free or a colony is named', async (t) => {
  t.equal(weight('இந்த மாதம் இலவச சர்வீஸ்.', 'lever:greed'), 0, "a vehicle's free service is no bait")
  t.ok(weight('இலவச ஐபோன் வென்றுள்ளீர்கள்!', 'lever:greed') > 0, 'while a free phone still is')
  for (const colony of ['कॉलोनी में कल बैठक है।', 'ನಮ್ಮ ಕಾಲೋನಿಯಲ್ಲಿ ಸಭೆ.', 'আমাদের কলোনির মাঠে খেলা।', 'આપણી કોલોનીમાં મીટિંગ છે.']) {
    t.equal(weight(colony, 'pretext:LOAN_SCAM'), 0, `a colony is no loan: ${colony}`)
  }
  t.ok(weight('आपका लोन मंजूर हो गया है।', 'pretext:LOAN_SCAM') > 0, 'while a loan still is')
  t.ok(weight('ನಿಮ್ಮ ಲೋನಿಗೆ ಅನುಮೋದನೆ ಸಿಕ್ಕಿದೆ.', 'pretext:LOAN_SCAM') > 0, 'and a Kannada loan with its ending')
})
