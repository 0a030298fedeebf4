import t from 'tap'
import { addTallies, classify, tallySignals, type SignalTally } from '../../../lib/classify/classify.js'
import { emptyEvidence, type Evidence } from '../../../lib/evidence.js'

const fold = (turns: ReadonlyArray<string>): SignalTally => turns.map(tallySignals).reduce(addTallies, {})
const withEvidence = (e: Partial<Evidence>): Evidence => ({ ...emptyEvidence(), policyNumbers: ['55120934'], ...e })

// A premium reminder that sends the customer only to the insurer's own app, branches and site.
const reminders: Readonly<Record<string, ReadonlyArray<string>>> = {
  English: [
    'Dear customer, the premium of Rs 12,640 for your policy no. 55120934 is due on 15-01-2025.',
    'You can pay through the Star Health app, on our website https://www.starhealth.in or at any Star Health branch. A grace period of 30 days applies.',
    'This is a system generated message, please do not reply.',
  ],
  Hindi: [
    'प्रिय ग्राहक, आपकी पॉलिसी संख्या 55120934 का प्रीमियम ₹12,640 15-01-2025 को देय है।',
    'आप LIC ऐप से या किसी भी LIC शाखा में भुगतान कर सकते हैं। ग्रेस पीरियड 30 दिन है।',
    'यह सिस्टम जनित संदेश है, कृपया उत्तर न दें।',
  ],
  Tamil: [
    'அன்புள்ள வாடிக்கையாளரே, உங்கள் பாலிசி எண் 55120934 க்கான பிரீமியம் ₹12,640 செலுத்த வேண்டிய தேதி 15-01-2025.',
    'LIC செயலி மூலம் அல்லது எந்த LIC கிளையிலும் செலுத்தலாம். சலுகை காலம் 30 நாட்கள்.',
    'இது தானியங்கி செய்தி, பதில் அனுப்ப வேண்டாம்.',
  ],
  Kannada: [
    'ಆತ್ಮೀಯ ಗ್ರಾಹಕರೇ, ನಿಮ್ಮ ಪಾಲಿಸಿ ಸಂಖ್ಯೆ 55120934 ರ ಪ್ರೀಮಿಯಂ ₹12,640 ಕೊನೆಯ ದಿನಾಂಕ 15-01-2025.',
    'LIC ಆ್ಯಪ್ ಮೂಲಕ ಅಥವಾ ಯಾವುದೇ LIC ಶಾಖೆಯಲ್ಲಿ ಪಾವತಿಸಬಹುದು. ಗ್ರೇಸ್ ಅವಧಿ 30 ದಿನಗಳು.',
    'ದಯವಿಟ್ಟು ಉತ್ತರಿಸಬೇಡಿ.',
  ],
}

for (const [language, turns] of Object.entries(reminders)) {
  t.test(`when a ${language} premium reminder points only to official channels`, async (t) => {
    t.equal(classify(fold(turns), withEvidence({})).scamType, 'NOT_SCAM', 'it is an ordinary notice')
  })
  t.test(`when the same ${language} reminder names a place of the sender's own`, async (t) => {
    const upi = classify(fold(turns), withEvidence({ upiIds: ['lic.premium@ybl'] }))
    t.equal(upi.scamType, 'INSURANCE_SCAM', 'a personal UPI id makes it an insurance scam')
    const link = classify(fold(turns), withEvidence({ phishingLinks: ['https://lic-renew.in.net/pay'] }))
    t.equal(link.scamType, 'INSURANCE_SCAM', 'a non-official link makes it an insurance scam')
    const account = classify(fold(turns), withEvidence({ bankAccounts: ['50100234567812'] }))
    t.equal(account.scamType, 'INSURANCE_SCAM', 'an account number makes it an insurance scam')
  })
  t.test(`when the same ${language} reminder then sets a deadline in hours`, async (t) => {
    const deadline = [...turns, 'Pay within 2 hours or your policy will be cancelled and legal action taken.']
    t.equal(classify(fold(deadline), withEvidence({})).scamType, 'INSURANCE_SCAM', 'it is an insurance scam')
  })
}

t.test('when only official channels vouch for a notice and a phone number is given to call', async (t) => {
  const turns = ['Renew your policy no. 55120934 through the LIC app or at any LIC branch.']
  t.equal(classify(fold(turns), withEvidence({})).scamType, 'NOT_SCAM', 'without the phone it is ordinary')
  t.not(classify(fold(turns), withEvidence({ phoneNumbers: ['9876543210'] })).scamType, 'NOT_SCAM', 'with it, it is not called ordinary')
})

t.test('when a payment or remote-access app is named', async (t) => {
  t.notOk(tallySignals('Pay the fee through the PhonePe app now').official, 'PhonePe is no organisation’s own channel')
  t.notOk(tallySignals('Install the AnyDesk app to verify').official, 'nor is AnyDesk')
})
