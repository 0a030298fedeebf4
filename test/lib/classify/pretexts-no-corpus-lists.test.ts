import t from 'tap'
import { readLast as last } from '../../helpers/read-turns.js'
import { tellCategories, weightOf as weight } from '../../helpers/tell-categories.js'

// The second coverage audit of issue 17, by construction: for each type, UNKNOWN and NOT_SCAM, a
// pretext or lever from Indian scam reporting that no corpus README lists (a card's annual fee
// waived for an OTP, a hoax bomb call from a SIM on the victim's Aadhaar, data labelling for an "AI
// company", a hidden camera in a trial room, a spin-the-wheel prize, a photo backup to be deleted,
// a bus fleet's seat-share, a government health card renewed, cabin crew in love, a loan waiver,
// medicines held for a drug licence, a coin's presale, a classmate's father in ICU, a school's PTM),
// in English and three persona languages each, in sentences written for this test. 12 of 56 failed
// at first; each was fixed as a category, in every script.
tellCategories(new URL('./pretexts-no-corpus-lists.json', import.meta.url), false)

t.test('when the new words sit in talk that is no scam of theirs', async (t) => {
  t.equal(weight('आपका OTP 4821 है, इसे किसी से शेयर न करें।', 'pretext:INVESTMENT_SCAM'), 0, 'an OTP not to be shared is no share sold')
  t.equal(weight('Screen share karke 6 digit code batao, ₹500 charge lagega.', 'pretext:INVESTMENT_SCAM'), 0, 'nor is a screen shared')
  t.equal(weight('स्क्रीन शेयर करके 6 अंकों का कोड बताइए।', 'pretext:INVESTMENT_SCAM'), 0, 'in Hindi either')
  t.equal(weight('This month my salary is late, I will send the rent on Monday.', 'pretext:JOB_SCAM'), 0, "one's own salary late offers no job")
  t.ok(weight('Salary ₹25,000 per month, joining on Monday, pay the ₹2,000 kit fee.', 'pretext:JOB_SCAM') >= 2, 'while a salary offered still does')
  t.equal(weight('Your account ban? No, I was banned from the gym for a week haha.', 'pretext:TECH_SUPPORT') >= 3, false, 'a ban told of in passing is no support desk')
  t.equal(weight('ये मेरा नया नंबर है, व्हाट्सऐप पर सेव कर लेना।', 'pretext:TECH_SUPPORT'), 0, 'a new number to save on WhatsApp is no support desk')
  t.equal(weight('Order ID KSSK-ETH-2026-557 is confirmed.', 'channel:crypto'), 0, 'a coin ticker inside an id names no coin')
  t.ok(weight('Send 0.05 ETH to the wallet below.', 'channel:crypto') > 0, 'while ETH as a coin still does')
  t.not(last(['मैंने शादी का वीडियो फैमिली ग्रुप में डाला है, देख लेना।']).scamType, 'SEXTORTION', 'a wedding video posted to the family group is no blackmail')
  t.not(last(['ഞാൻ കൊച്ചിയിൽ നഴ്സാണ്, നാളെ ഡ്യൂട്ടി ഉണ്ട്.']).scamType, 'ROMANCE_SCAM', 'a nurse at home in Kochi is no suitor abroad')
  t.equal(weight('Gujarati: પ્રી-લોન્ચ ઓફર', 'pretext:LOAN_SCAM'), 0, 'a pre-launch is no loan')
  t.equal(weight('ഈ നമ്പർ ഒഴിവാക്കുക, ഇത് തെറ്റാണ്.', 'pretext:JOB_SCAM'), 0, 'to avoid (ഒഴിവാക്കുക) is no vacancy (ഒഴിവ്)')
})

t.test('when the blackmailer wants the recording kept from a group', async (t) => {
  const cases: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
    ['Hindi', ['कल की वीडियो कॉल मैंने रिकॉर्ड की है।', 'ये वीडियो तुम्हारे ऑफिस ग्रुप में न जाए, इसके लिए ₹20,000 भेजो।']],
    ['Tamil', ['நேத்து வீடியோ கால் நான் ரெக்கார்ட் பண்ணிட்டேன்.', 'இந்த வீடியோ உன் ஆபீஸ் குரூப்புக்கு போகாம இருக்க ₹20,000 அனுப்பு.']],
    ['Bengali', ['কালকের ভিডিও কল আমি রেকর্ড করেছি।', 'এই ভিডিও যেন তোমার অফিসের গ্রুপে না যায়, তার জন্য ₹20,000 পাঠাও।']],
  ]
  for (const [language, turns] of cases) t.equal(last(turns).scamType, 'SEXTORTION', `${language}: kept from a group for money is blackmail`)
})
