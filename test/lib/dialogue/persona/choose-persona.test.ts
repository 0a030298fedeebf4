import t from 'tap'
import { choosePersona } from '../../../../lib/dialogue/persona/choose-persona.js'

const languages = ['English', 'Hindi', 'Hinglish', 'Tamil', 'Telugu', 'Bengali', 'Marathi', 'Kannada', 'Malayalam', 'Gujarati']

t.test('when metadata names one of the ten languages', async (t) => {
  for (const language of languages) {
    const persona = choosePersona(language, '')
    t.equal(persona.language, language, `${language} gets its own persona`)
    t.match(persona.label, /^[A-Z][a-z]+(?: [A-Z][a-z]+)?, \d{2}, [^()]+ \(.+\)$/u, `${language} label reads "name, age, situation (language)"`)
  }
  t.equal(new Set(languages.map((l) => choosePersona(l, '').id)).size, languages.length, 'every language has a distinct persona')
})

t.test('when metadata spells the language differently', async (t) => {
  t.equal(choosePersona('hindi', '').language, 'Hindi', 'case does not matter')
  t.equal(choosePersona(' Tamil ', '').language, 'Tamil', 'surrounding spaces do not matter')
  t.equal(choosePersona('ta-IN', '').language, 'Tamil', 'a locale-style code is understood')
  t.equal(choosePersona('bn', '').language, 'Bengali', 'an ISO code is understood')
  t.equal(choosePersona('Bangla', '').language, 'Bengali', 'a common alternative name is understood')
  t.equal(choosePersona('मराठी', '').language, 'Marathi', 'a native name is understood')
})

t.test('when metadata names a language without a persona', async (t) => {
  t.equal(choosePersona('French', 'Bonjour, votre compte est bloqué').language, 'English', 'the English persona answers')
  t.equal(choosePersona('', 'hello').language, 'English', 'an empty language falls back to English')
})

t.test('when the scammer writes in the metadata script', async (t) => {
  const hindiWithLatin = 'ऐप में लॉगिन करते समय जो OTP आए, वह मुझे बताइए। UPI से scammer.fraud@fakebank पर भेज दीजिए https://x.in/a'
  t.equal(choosePersona('Hindi', hindiWithLatin).language, 'Hindi', 'Latin codes, handles and links do not switch a Hindi session')
  const tamilWithLatin = 'OTP வரவில்லை என்றால் ₹199 சரிபார்ப்புக் கட்டணத்தை canarakyc.help@axl என்ற UPI-க்கு அனுப்புங்கள்.'
  t.equal(choosePersona('Tamil', tamilWithLatin).language, 'Tamil', 'a Tamil message with UPI and OTP stays Tamil')
  const mixed = 'Sir aapka account block ho jayega, तुरंत संपर्क करें'
  t.equal(choosePersona('Hindi', mixed).language, 'Hindi', 'a mixed message with real Devanagari stays Hindi')
  t.equal(choosePersona('Hindi', '"नमस्कार, मैं पुलिस से बोल रहा हूँ।" [pressure tactic, official tone]').language, 'Hindi', 'English stage directions do not count')
})

t.test('when the scammer clearly writes in another script', async (t) => {
  t.equal(choosePersona('Hindi', 'Aapka KYC pending hai, jaldi se link pe click karo warna account band ho jayega').language, 'Hinglish', 'romanised Hindi in a Hindi session gets romanised Hindi')
  t.equal(choosePersona('Tamil', 'Dear customer, your account will be suspended today. Call us now.').language, 'English', 'English in a Tamil session gets English')
  t.equal(choosePersona('English', 'आपका खाता आज बंद कर दिया जाएगा, तुरंत संपर्क करें').language, 'Hindi', 'Devanagari Hindi in an English session gets Hindi')
  t.equal(choosePersona('English', 'तुमच्या खात्यावर कारवाई सुरू झाली आहे, लगेच संपर्क करा').language, 'Marathi', 'Devanagari Marathi is told apart from Hindi')
  t.equal(choosePersona('Hinglish', 'உங்கள் கணக்கு இன்று முடக்கப்படும்').language, 'Tamil', 'Tamil script gets Tamil')
  t.equal(choosePersona('English', 'మీ ఖాతా ఈరోజు బ్లాక్ అవుతుంది').language, 'Telugu', 'Telugu script gets Telugu')
  t.equal(choosePersona('English', 'আপনার কার্ড আজ ব্লক হয়ে যাবে').language, 'Bengali', 'Bengali script gets Bengali')
  t.equal(choosePersona('English', 'ನಿಮ್ಮ ಖಾತೆ ಇಂದು ಬ್ಲಾಕ್ ಆಗುತ್ತದೆ').language, 'Kannada', 'Kannada script gets Kannada')
  t.equal(choosePersona('English', 'നിങ്ങളുടെ അക്കൗണ്ട് ഇന്ന് ബ്ലോക്ക് ആകും').language, 'Malayalam', 'Malayalam script gets Malayalam')
  t.equal(choosePersona('English', 'તમારું ખાતું આજે બંધ થઈ જશે').language, 'Gujarati', 'Gujarati script gets Gujarati')
})

t.test('when the message says too little to judge its script', async (t) => {
  t.equal(choosePersona('Hindi', 'ok').language, 'Hindi', 'a two-letter message keeps the metadata persona')
  t.equal(choosePersona('Tamil', '9876543210 https://bit.ly/x').language, 'Tamil', 'only numbers and links keep the metadata persona')
})
