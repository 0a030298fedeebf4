import t from 'tap'
import { understandMessage } from '../../../lib/dialogue/acts/understand-message.js'
import { malayalam } from '../../../lib/dialogue/surface/packs/malayalam.js'
import { playTurns, reAsks } from './play-turns.js'
import { withoutValues } from '../../helpers/play-dialogue.js'

const script = /[\u0D00-\u0D7F]/u
// Words that would give the game away, in English and in Malayalam.
const leak = /\b(?:bot|chatbot|robot|ai|automated|scam|scammer|fraud|honeypot|detected)\b|ബോട്ട്|റോബോ|യന്ത്ര|മെഷീൻ|എഐ|തട്ടിപ്പ്|വഞ്ചന|സ്കാം|കൃത്രിമ/iu

// A KYC caller: name and bank, questions about the victim, an OTP, a fee, secrecy, a bot accusation.
const kyc = [
  'നമസ്കാരം അമ്മേ, എന്റെ പേര് രാജേഷ് നായർ, എസ്ബിഐയിൽ നിന്നാണ് വിളിക്കുന്നത്. നിങ്ങളുടെ കെവൈസി അപ്ഡേറ്റ് ആയിട്ടില്ല, ഇന്ന് തന്നെ ചെയ്തില്ലെങ്കിൽ അക്കൗണ്ട് ബ്ലോക്ക് ആകും.',
  'അമ്മയുടെ പ്രായം എത്രയാ? ഏത് ബാങ്കിലാണ് അക്കൗണ്ട്?',
  'നിങ്ങളുടെ ഫോണിൽ ഒരു ഒടിപി വന്നിട്ടുണ്ട്, അത് വേഗം പറയൂ.',
  'എന്റെ എംപ്ലോയി ഐഡി SBI4521. പേടിക്കേണ്ട, ഇത് പൂർണ്ണമായും സേഫ് ആണ്.',
  'ഒടിപി വന്നോ?',
  'ശരി, ഒടിപി വേണ്ട. തൊണ്ണൂറ്റൊമ്പത് രൂപ പ്രോസസിംഗ് ഫീ അടയ്ക്കണം, rajesh.kyc@ybl എന്ന UPI യിലേക്ക് അയക്കൂ.',
  'നിങ്ങളുടെ മകനോട് ഒന്നും പറയരുത്, ഇത് രഹസ്യമാണ്.',
  'നിങ്ങൾ റോബോട്ട് ആണോ? എന്താ ഇത്ര താമസം?',
  'പേയ്മെന്റ് ചെയ്തോ? നിങ്ങൾ ഒറ്റയ്ക്കാണോ താമസം?',
  'ശരി, അക്കൗണ്ട് നമ്പർ 123456789012, IFSC SBIN0001234 ലേക്ക് അയക്കൂ.',
]
// A prize caller: greed, questions about home and work, a fee, a callback number, a bot accusation, secrecy.
const prize = [
  'അഭിനന്ദനങ്ങൾ! നിങ്ങൾ ലക്കി ഡ്രോയിൽ ഇരുപത്തഞ്ച് ലക്ഷം രൂപ സമ്മാനം നേടി. വിജയ് കുമാർ ആണ് സംസാരിക്കുന്നത്.',
  'നിങ്ങൾ എവിടെയാണ് താമസം? എന്ത് ജോലിയാണ് ചെയ്യുന്നത്?',
  'സമ്മാനത്തുക കിട്ടാൻ അയ്യായിരം രൂപ രജിസ്ട്രേഷൻ ഫീ അടയ്ക്കണം. ഈ നമ്പറിൽ വിളിക്കൂ 9876543210',
  'നിങ്ങൾ മനുഷ്യനാണോ അതോ ബോട്ട് ആണോ? എന്തിനാ ഇത്ര ചോദ്യങ്ങൾ?',
  'vijay.prize@okaxis ലേക്ക് പണം അയക്കൂ, വേഗം, ഇന്ന് അവസാന അവസരം.',
  'ഒടിപി ആവശ്യമില്ല, ഫീസ് മാത്രം അടച്ചാൽ മതി. പൈസ അയച്ചോ?',
  'നിങ്ങളുടെ കയ്യിൽ മൊബൈലോ കമ്പ്യൂട്ടറോ?',
  'ആരോടും ഒന്നും പറയരുത്, അല്ലെങ്കിൽ സമ്മാനം റദ്ദാകും.',
  'നിങ്ങളുടെ അക്കൗണ്ടിൽ എത്ര പൈസ ഉണ്ട്? എപ്പോൾ അയക്കാൻ പറ്റും?',
]

t.test('when a KYC caller and a prize caller talk to Thankamma in Malayalam', async (t) => {
  for (const [label, texts] of [['kyc', kyc], ['prize', prize]] as const) {
    for (const sessionId of [`ml-${label}-1`, `ml-${label}-2`, `ml-${label}-3`]) {
      const { turns } = playTurns(sessionId, 'Malayalam', texts)
      const replies = turns.map((x) => x.reply)
      t.ok(replies.every((r) => script.test(r)), `${sessionId}: every reply is in Malayalam script`)
      t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), `${sessionId}: no reply carries a digit, in any script`)
      t.equal(new Set(replies).size, replies.length, `${sessionId}: no reply repeats`)
      t.notOk(replies.some((r) => /[{}|<>]/u.test(r)), `${sessionId}: no template markup is left in a reply`)
      t.notOk(replies.some((r) => leak.test(r)), `${sessionId}: no reply hints at a machine or a detection`)
      t.ok(turns.every((x) => x.moves !== undefined), `${sessionId}: every reply comes from the dialogue manager, not the old phrase book`)
      t.same(turns.flatMap(reAsks), [], `${sessionId}: nothing already given is asked again`)
    }
  }
})

t.test('when the scammer asks Thankamma about herself', async (t) => {
  const { turns } = playTurns('ml-questions', 'Malayalam', kyc)
  t.match(turns[1]!.reply, /അറുപത്തെട്ട് വയസ്സ/u, 'her age is told in words, with years')
  t.match(turns[1]!.reply, /ബാങ്ക/u, 'and her bank is named')
  t.match(turns[8]!.reply, /ഒറ്റയ്ക്കാ|മാത്രമേ ഉള്ളൂ/u, 'whether she lives alone is answered')
  const prizeTurns = playTurns('ml-prize-questions', 'Malayalam', prize).turns
  t.ok(malayalam.persona.cities.some((c) => prizeTurns[1]!.reply.includes(c)), 'where she lives is answered with a town')
  t.match(prizeTurns[1]!.reply, /നഴ്സ്/u, 'and what she did for a living')
  t.match(prizeTurns[6]!.reply, /ഫോൺ/u, 'the mobile or computer question is answered with her phone')
  t.match(prizeTurns[8]!.reply, /ായിരം|ലക്ഷ/u, 'how much she has is told in thousands or lakh, in words')
  t.match(prizeTurns[8]!.reply, /ഉച്ച|രാവിലെ|വൈകുന്നേരം/u, 'and when she can send, as a time of day')
})

t.test('when the scammer asks whether Thankamma is a bot', async (t) => {
  for (const [texts, at] of [[kyc, 7], [prize, 3]] as const) {
    const { turns } = playTurns(`ml-probe-${at}`, 'Malayalam', texts)
    t.ok(turns[at]!.moves?.reactions.includes('probe'), 'the accusation is heard')
    t.notOk(leak.test(turns[at]!.reply), 'and answered in character, with no word about machines')
  }
})

t.test('when the scammer tells Thankamma to keep her son out of it', async (t) => {
  const { turns } = playTurns('ml-secrecy', 'Malayalam', kyc)
  t.notOk(turns.slice(6).some((x) => /(?<!കൊച്ചു)(?:മോൻ|മകൻ)/u.test(x.reply)), 'her son is not mentioned after that')
})

t.test('when Malayalam messages are read as dialogue acts', async (t) => {
  const otp = understandMessage('നിങ്ങളുടെ ഫോണിൽ ഒരു ഒടിപി വന്നിട്ടുണ്ട്, അത് വേഗം പറയൂ.')
  t.same(otp.demands, ['otp'], 'a stated OTP is a demand')
  t.ok(otp.tactics.includes('urgency'), 'and the hurry is heard')
  const negated = understandMessage('ഞങ്ങൾ ഒടിപി ചോദിക്കില്ല, ലിങ്കിൽ ക്ലിക്ക് ചെയ്താൽ മതി.')
  t.same(negated.negated, ['otp'], '"we will not ask the OTP" turns the OTP demand around')
  t.same(negated.demands, ['click'], 'while the click is still wanted')
  t.same(understandMessage('ഈ ജോലിക്ക് ഫീസ് ഒന്നും ഇല്ല.').negated, ['payment'], '"no fee" is no fee demand')
  t.same(understandMessage('ഒടിപി വന്നോ?').questions, ['received'], 'whether the OTP came is a question')
  t.same(understandMessage('നിങ്ങളുടെ പ്രായം എത്ര? ഏത് ബാങ്കിലാണ് അക്കൗണ്ട്?').questions, ['age', 'bank'], 'age and bank are asked')
  t.equal(understandMessage('ക്യാഷ് ആണോ അതോ കാർഡ് ആണോ?').choice, 'ക്യാഷ്', 'an "A ആണോ അതോ B ആണോ?" question offers A')
  t.ok(understandMessage('നിങ്ങൾ മനുഷ്യനാണോ അതോ ബോട്ട് ആണോ?').choice === null, 'and "human or bot?" is an accusation, not a choice')
  t.same(understandMessage('നിങ്ങൾ ഒറ്റയ്ക്കാണോ താമസം?').questions, ['family'], 'living alone is asked about the household')
  t.same(understandMessage('നിങ്ങൾ വീട്ടിൽ ആണോ?').questions, ['location'], 'being at home is asked about the place')
  t.same(understandMessage('ചെയ്യേണ്ടത് ഇത്രമാത്രം: ഫീസ് അടയ്ക്കണം.').negated, [], '"ചെയ്യേണ്ടത്" (what is to be done) is no negation')
  const claim = understandMessage('നമസ്കാരം, രാജേഷ് നായർ ആണ് വിളിക്കുന്നത്, എസ്ബിഐയിൽ നിന്നാണ്.')
  t.same(claim.claims, { name: 'രാജേഷ് നായർ', organisation: 'എസ്ബിഐയിൽ' }, 'the name before "ആണ് വിളിക്കുന്നത്" and the bank before "നിന്നാണ്" are claimed')
  t.equal(understandMessage('എന്റെ പേര് രവി കുമാർ ആണ്.').claims.name, 'രവി കുമാർ', 'a name after "എന്റെ പേര്" ends before "ആണ്"')
  t.equal(understandMessage('എൻ്റെ പേര് രവി.').claims.name, 'രവി', 'the newer spelling of എന്റെ is read')
  t.same(understandMessage('എന്റെ എംപ്ലോയി ഐഡി SBI4521.').claims, { employeeId: 'SBI4521' }, 'a staff id is claimed')
  const secret = understandMessage('നിങ്ങളുടെ മകനോട് ഒന്നും പറയരുത്, ഇത് രഹസ്യമാണ്.')
  t.same(secret.instructions, ['secrecy'], 'keeping it from the son is secrecy')
  t.same(secret.avoid, ['son'], 'and the son is to be kept out')
  t.same(understandMessage('മകളോട് പറയരുത്.').avoid, ['daughter'], 'a daughter is not a son')
  t.ok(understandMessage('നിങ്ങൾ റോബോട്ട് ആണോ?').probe, 'a robot accusation is a probe')
  t.ok(understandMessage('നിങ്ങൾ ബോട്ട് ആണോ?').probe, 'so is a bot accusation')
  t.notOk(understandMessage('ബോട്ട് യാത്രയ്ക്ക് ടിക്കറ്റ് ബുക്ക് ചെയ്യൂ.').probe, 'a boat trip is no accusation')
  t.same(understandMessage('ലിങ്ക് തുറക്കുക, ലോഗിന്\u200D ചെയ്യുക.').demands, ['click'], 'a chillu spelt with a joiner is read')
  t.same(understandMessage('please otp parayu').demands, ['otp'], 'and so is Manglish')
})
