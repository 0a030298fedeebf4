import t from 'tap'
import { tellCategories, weightOf as weight } from '../../helpers/tell-categories.js'
import { readLast } from '../../helpers/read-turns.js'

// The genuine messages the seventh blind corpus (corpus-l) read as UNKNOWN, told again in English and every
// persona language, in sentences written for this test, not taken from the corpus: a reminder that says to
// ignore it once paid, a service paid for in person at the counter, a group's collection counted as it comes
// in. 30 of 33 failed before. Then the near misses (a scam that says the same still reads as its type), the
// words that pulled them elsewhere, and the bank's accounts by their product, which KYC stories missed.
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

t.test("when the bank's account is named by its product", async (t) => {
  // a salary account to be converted to savings, in each language: the bank's story, and no job's salary
  const salaryAccount: Record<string, string> = {
    English: 'Dear customer, no salary has come into your salary account for three months, so it will be converted to a regular savings account today.',
    Hindi: 'प्रिय ग्राहक, तीन महीने से आपके सैलरी अकाउंट में वेतन नहीं आया, इसलिए आज इसे सामान्य बचत खाते में बदल दिया जाएगा।',
    Hinglish: 'Dear customer, teen mahine se aapke salary account me salary nahi aayi, isliye aaj ise normal savings account me badal diya jayega.',
    Tamil: 'அன்புள்ள வாடிக்கையாளரே, மூன்று மாதமாக உங்கள் சம்பள கணக்கில் சம்பளம் வரவில்லை, அதனால் இன்று அது சாதாரண சேமிப்பு கணக்காக மாற்றப்படும்.',
    Tanglish: 'Dear customer, moonu maasama unga salary account-la salary varala, adhanaala innaikku adhu normal savings account-a maathappadum.',
    Telugu: 'ప్రియమైన కస్టమర్, మూడు నెలలుగా మీ సాలరీ అకౌంట్‌లో జీతం రాలేదు, అందుకే ఈరోజు దాన్ని సాధారణ సేవింగ్స్ ఖాతాగా మారుస్తాం.',
    Kannada: 'ಪ್ರಿಯ ಗ್ರಾಹಕರೇ, ಮೂರು ತಿಂಗಳಿಂದ ನಿಮ್ಮ ಸಂಬಳ ಖಾತೆಗೆ ಸಂಬಳ ಬಂದಿಲ್ಲ, ಆದ್ದರಿಂದ ಇಂದು ಅದನ್ನು ಸಾಮಾನ್ಯ ಉಳಿತಾಯ ಖಾತೆಯಾಗಿ ಬದಲಾಯಿಸಲಾಗುತ್ತದೆ.',
    Malayalam: 'പ്രിയ ഉപഭോക്താവേ, മൂന്ന് മാസമായി നിങ്ങളുടെ ശമ്പള അക്കൗണ്ടിൽ ശമ്പളം വന്നിട്ടില്ല, അതിനാൽ ഇന്ന് അത് സാധാരണ സേവിംഗ്സ് അക്കൗണ്ടാക്കി മാറ്റും.',
    Bengali: 'প্রিয় গ্রাহক, তিন মাস ধরে আপনার স্যালারি অ্যাকাউন্টে বেতন আসেনি, তাই আজ এটি সাধারণ সেভিংস অ্যাকাউন্টে বদলে দেওয়া হবে।',
    Marathi: 'प्रिय ग्राहक, तीन महिन्यांपासून तुमच्या पगार खात्यात पगार आलेला नाही, म्हणून आज ते साध्या बचत खात्यात बदलले जाईल.',
    Gujarati: 'પ્રિય ગ્રાહક, ત્રણ મહિનાથી તમારા પગાર ખાતામાં પગાર આવ્યો નથી, તેથી આજે તેને સામાન્ય બચત ખાતામાં બદલી દેવામાં આવશે.',
  }
  for (const [language, text] of Object.entries(salaryAccount)) {
    t.ok(weight(text, 'pretext:KYC_BANKING') >= 2, `${language}: a salary account is the bank's`)
    t.equal(weight(text, 'pretext:JOB_SCAM'), 0, `${language}: and no job's`)
  }
  t.ok(weight('Your FD mandate ends today, renew it now.', 'pretext:KYC_BANKING') >= 2, 'a fixed deposit\'s mandate')
  t.ok(weight('আপনার অটো-সুইপ ম্যান্ডেট আজ শেষ।', 'pretext:KYC_BANKING') >= 2, 'an auto-sweep in Bengali')
  t.ok(weight('Your NRO to NRE transfer is on hold.', 'pretext:KYC_BANKING') >= 2, 'an NRI account')
  t.equal(weight('Our plan pays more than an FD ever will.', 'pretext:KYC_BANKING'), 0, "while an FD named for comparison is none")
})
