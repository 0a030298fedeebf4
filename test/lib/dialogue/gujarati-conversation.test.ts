import t from 'tap'
import { understandMessage } from '../../../lib/dialogue/acts/understand-message.js'
import { gujarati } from '../../../lib/dialogue/surface/packs/gujarati.js'
import { playTurns, reAsks } from './play-turns.js'
import { withoutValues } from '../../helpers/play-dialogue.js'

const script = /[\u0A80-\u0AFF]/u
// Words that would give the game away, in English and in Gujarati.
const leak = /\b(?:bot|chatbot|robot|ai|automated|scam|scammer|fraud|honeypot|detected)\b|બોટ|રોબોટ|યંત્ર|મશીન|એઆઈ|છેતરપિંડી|ફ્રોડ|સ્કેમ/iu

// A KYC caller: name and bank, questions about the victim, an OTP, a fee, secrecy, a bot accusation.
const kyc = [
  'નમસ્તે સાહેબ, હું રાજેશ પટેલ બોલું છું, એસબીઆઈ તરફથી. તમારું કેવાયસી અપડેટ નથી થયું, આજે જ અપડેટ કરો નહીં તો ખાતું બંધ થઈ જશે.',
  'તમારી ઉંમર કેટલી? અને તમારું ખાતું કઈ બેંકમાં છે?',
  'તમારા ફોનમાં એક ઓટીપી આવ્યો છે, એ તરત કહો.',
  'મારો આઈડી નંબર SBI5521 છે. ચિંતા ન કરો, આ એકદમ સેફ છે.',
  'ઓટીપી આવ્યો?',
  'ઠીક છે, હવે ઓટીપીની જરૂર નથી. ફક્ત ૯૯ રૂપિયા ફી ભરો, rajesh.kyc@ybl આ UPI પર મોકલો.',
  'તમારા દીકરાને કંઈ કહેશો નહીં, આ ગુપ્ત વાત છે.',
  'તમે રોબોટ છો? આટલી વાર કેમ લગાડો છો?',
  'પેમેન્ટ થયું? તમે એકલા રહો છો?',
  'ઠીક છે, ખાતા નંબર 123456789012, IFSC BARB0MANINA પર મોકલો.',
]
// A prize caller: greed, questions about home and work, a fee, a callback number, a bot accusation, secrecy.
const prize = [
  'અભિનંદન! તમે કૌન બનેગા કરોડપતિ લકી ડ્રોમાં પચીસ લાખનું ઇનામ જીત્યા છો. હું વિજય શાહ બોલું છું.',
  'તમે ક્યાં રહો છો? અને શું ધંધો કરો છો?',
  'ઇનામના પૈસા મેળવવા પાંચ હજાર રૂપિયા રજીસ્ટ્રેશન ફી ભરવી પડશે. આ નંબર પર ફોન કરો 9876543210',
  'તમે સાચા માણસ છો કે બોટ? આટલા સવાલ કેમ પૂછો છો?',
  'vijay.prize@okaxis પર પૈસા મોકલો, જલ્દી, આ છેલ્લી તક છે.',
  'ઓટીપી નહીં જોઈએ, ફક્ત ફી ભરો. પૈસા મોકલ્યા?',
  'તમારી પાસે મોબાઇલ કે કમ્પ્યુટર?',
  'કોઈને કંઈ કહેતા નહીં, નહીં તો ઇનામ રદ થઈ જશે.',
  'તમારા ખાતામાં કેટલા પૈસા છે? ક્યારે મોકલી શકો?',
]

t.test('when a KYC caller and a prize caller talk to Jayesh in Gujarati', async (t) => {
  for (const [label, texts] of [['kyc', kyc], ['prize', prize]] as const) {
    for (const sessionId of [`gu-${label}-1`, `gu-${label}-2`, `gu-${label}-3`]) {
      const { turns } = playTurns(sessionId, 'Gujarati', texts)
      const replies = turns.map((x) => x.reply)
      t.ok(replies.every((r) => script.test(r)), `${sessionId}: every reply is in Gujarati script`)
      t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), `${sessionId}: no reply carries a digit, in any script`)
      t.equal(new Set(replies).size, replies.length, `${sessionId}: no reply repeats`)
      t.notOk(replies.some((r) => leak.test(r)), `${sessionId}: no reply hints at a machine or a detection`)
      t.ok(turns.every((x) => x.moves !== undefined), `${sessionId}: every reply comes from the dialogue manager, not the old phrase book`)
      t.same(turns.flatMap(reAsks), [], `${sessionId}: nothing already given is asked again`)
    }
  }
})

t.test('when the scammer asks Jayesh about himself', async (t) => {
  const { turns } = playTurns('gu-questions', 'Gujarati', kyc)
  t.match(turns[1]!.reply, /સાઠ વરસ/u, 'his age is told in words, with years')
  t.match(turns[1]!.reply, /બેંક/u, 'and his bank is named')
  t.match(turns[8]!.reply, /રહું|રહીએ|હોઉં/u, 'whether he lives alone is answered')
  const prizeTurns = playTurns('gu-prize-questions', 'Gujarati', prize).turns
  t.ok(gujarati.persona.cities.some((c) => prizeTurns[1]!.reply.includes(c)), 'where he lives is answered with a town')
  t.match(prizeTurns[1]!.reply, /દુકાન|વેપારી/u, 'and what he does for a living')
  t.notOk(prizeTurns[3]!.moves?.answers.includes('choice'), '"a real man or a bot?" is not answered by picking an option')
  t.match(prizeTurns[6]!.reply, /ફોન/u, 'the phone or computer question is answered with his phone')
  t.match(prizeTurns[8]!.reply, /હજાર|લાખ/u, 'how much he has is told in thousands or lakh, in words')
  t.ok(gujarati.persona.free.some((f) => prizeTurns[8]!.reply.includes(f)), 'and when he is free')
})

t.test('when the scammer asks whether Jayesh is a bot', async (t) => {
  const { turns } = playTurns('gu-probe', 'Gujarati', kyc)
  t.ok(turns[7]!.moves?.reactions.includes('probe'), 'the accusation is heard')
  t.notOk(leak.test(turns[7]!.reply), 'and answered in character, with no word about machines')
})

t.test('when the scammer tells Jayesh to keep his son out of it', async (t) => {
  const { turns } = playTurns('gu-secrecy', 'Gujarati', kyc)
  t.notOk(turns.slice(7).some((x) => /દીકરો|દીકરાને/u.test(x.reply)), 'his son is not mentioned after that')
})

t.test('when Gujarati messages are read as dialogue acts', async (t) => {
  const otp = understandMessage('તમારા ફોનમાં એક ઓટીપી આવ્યો છે, એ તરત કહો.')
  t.same(otp.demands, ['otp'], 'a stated OTP is a demand')
  t.ok(otp.tactics.includes('urgency'), 'and the hurry is heard')
  const negated = understandMessage('અમે ઓટીપી માંગતા નથી, ફક્ત ફોર્મ ભરો.')
  t.same(negated.negated, ['otp'], '"we do not ask the OTP" turns the OTP demand around')
  t.same(negated.demands, ['click'], 'while the form is still wanted')
  t.same(understandMessage('આ કામ માટે કોઈ ફી નહીં લાગે.').negated, ['payment'], '"no fee will be charged" is no fee demand')
  t.same(understandMessage('લિંક પર ક્લિક ના કરશો.').negated, ['click'], '"do not click" turns the click around')
  const orElse = understandMessage('આજે જ અપડેટ કરો નહીં તો ખાતું બંધ થઈ જશે.')
  t.same(orElse.demands, ['click'], '"નહીં તો" (or else) negates nothing')
  t.ok(orElse.tactics.includes('threat'), 'it is a threat')
  t.same(understandMessage('ઓટીપી આવ્યો?').questions, ['received'], 'whether the OTP came is a question')
  t.same(understandMessage('તમારી ઉંમર કેટલી? ખાતું કઈ બેંકમાં છે?').questions, ['age', 'bank'], 'age and bank are asked')
  t.same(understandMessage('તમે એકલા રહો છો?').questions, ['family'], 'living alone is asked about the household')
  t.equal(understandMessage('નમસ્તે, હું રાજેશ પટેલ બોલું છું.').claims.name, 'રાજેશ પટેલ', 'the name before "બોલું છું" is claimed')
  t.same(understandMessage('હું એસબીઆઈ તરફથી બોલું છું.').claims, { organisation: 'એસબીઆઈ' }, 'the bank before "તરફથી" is claimed')
  t.same(understandMessage('મારો આઈડી નંબર SBI5521 છે.').claims, { employeeId: 'SBI5521' }, 'a staff id is claimed')
  const secret = understandMessage('તમારા દીકરાને કંઈ કહેશો નહીં, આ ગુપ્ત વાત છે.')
  t.same(secret.instructions, ['secrecy'], 'keeping it from the son is secrecy')
  t.same(secret.avoid, ['son'], 'and the son is to be kept out')
  t.ok(understandMessage('તમે રોબોટ છો?').probe, 'a robot accusation is a probe')
  t.ok(understandMessage('તમે બોટ છો?').probe, 'so is a bot accusation')
  t.notOk(understandMessage('પાણીની બોટલ લઈ આવો.').probe, 'a bottle is no accusation')
  t.same(understandMessage('તમારું નામ શું છે?').questions, ['name'], 'the name is asked')
})
