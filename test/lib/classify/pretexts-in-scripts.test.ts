import { readFileSync } from 'node:fs'
import t from 'tap'
import { addTallies, classify, tallySignals, type Classification } from '../../../lib/classify/classify.js'
import { emptyEvidence, mergeAllEvidence } from '../../../lib/evidence.js'
import { extractEvidence } from '../../../lib/extract/extract-evidence.js'

// The coverage audit of issue 17, by construction: for each of the 12 scam types, the everyday
// words of its pretext and lever in each persona language, the English loanwords as the script
// writes them (केवाईसी, ల్యాప్‌టాప్ సాఫ్ట్‌వేర్ లైసెన్స్, ইনভেস্টমেন্ট) beside its own words. One or two
// messages per type and language, written for this test, not taken from any corpus.
const sentences = JSON.parse(readFileSync(new URL('./pretexts-in-scripts.json', import.meta.url), 'utf8')) as Record<string, Record<string, string | ReadonlyArray<string>>>

const last = (turns: ReadonlyArray<string>): Classification => {
  let tally = {}
  let evidence = emptyEvidence()
  for (const text of turns) {
    tally = addTallies(tally, tallySignals(text))
    evidence = mergeAllEvidence(evidence, [extractEvidence(text)]).evidence
  }
  return classify(tally, evidence)
}
const turnsOf = (value: string | ReadonlyArray<string>): ReadonlyArray<string> => (typeof value === 'string' ? [value] : value)

for (const [type, byLanguage] of Object.entries(sentences)) {
  t.test(`when a ${type} pretext is told in each persona language`, async (t) => {
    t.equal(Object.keys(byLanguage).length, 10, 'every script and both romanisations are covered')
    for (const [language, value] of Object.entries(byLanguage)) t.equal(last(turnsOf(value)).scamType, type, `${language}: read as ${type}`)
  })
}

t.test('when the same loanwords are everyday talk', async (t) => {
  const notTech = {
    'Hindi laptop taken for repair': 'मेरा लैपटॉप स्लो चल रहा है, कल सर्विस सेंटर ले जाऊँगा।',
    'Kannada driving licence': 'ನನ್ನ ಡ್ರೈವಿಂಗ್ ಲೈಸೆನ್ಸ್ ಎಕ್ಸ್‌ಪೈರ್ ಆಗಿದೆ, ನಾಳೆ RTO ಗೆ ಹೋಗ್ತೀನಿ.',
    'Malayalam software engineer': 'ഞാൻ ഓഫീസിൽ സോഫ്റ്റ്‌വെയർ എഞ്ചിനീയർ ആണ്, ലാപ്ടോപ്പ് പുതിയതാണ്.',
    'English driving licence': 'My driving licence expired last week, I renewed it at the RTO.',
  }
  for (const [what, text] of Object.entries(notTech)) t.not(last([text]).scamType, 'TECH_SUPPORT', `${what} is no tech support`)
  const family = {
    Hindi: 'बेटा, तुम्हारी बहुत याद आती है, रविवार को घर आ जाना।',
    Telugu: 'అమ్మా, నిన్ను చాలా మిస్ అవుతున్నా, ఆదివారం ఇంటికి వస్తా.',
    Kannada: 'ಅಮ್ಮ, ನಿನ್ನನ್ನು ತುಂಬಾ ಮಿಸ್ ಮಾಡ್ತಿದ್ದೀನಿ, ಭಾನುವಾರ ಮನೆಗೆ ಬರ್ತೀನಿ.',
    Malayalam: 'അമ്മേ, നിന്നെ ഒരുപാട് മിസ്സ് ചെയ്യുന്നു, ഞായറാഴ്ച വീട്ടിൽ വരാം.',
  }
  for (const [language, text] of Object.entries(family)) t.not(last([text]).scamType, 'ROMANCE_SCAM', `${language}: missing one's mother is no romance`)
})
