import t from 'tap'
import { understandMessage } from '../../../lib/dialogue/acts/understand-message.js'
import { marathi } from '../../../lib/dialogue/surface/packs/marathi.js'
import { playTurns, reAsks } from './play-turns.js'
import { withoutValues } from '../../helpers/play-dialogue.js'

const script = /[\u0900-\u097F]/u
// Words that would give the game away, in English and in Marathi.
const leak = /\b(?:bot|chatbot|robot|ai|automated|scam|scammer|fraud|honeypot|detected)\b|बॉट|रोबोट|यंत्र|मशीन|एआय|फसवणूक|फसवणुकी|स्कॅम/iu

// A KYC caller: name and bank, questions about the victim, an OTP, a fee, secrecy, a bot accusation.
const kyc = [
  'नमस्कार साहेब, मी सुनील पाटील बोलतोय, स्टेट बँकेतून बोलतोय. तुमचं केवायसी अपडेट झालेलं नाही, आजच अपडेट करा नाहीतर खातं बंद होईल.',
  'तुमचं वय किती? आणि तुमचं खातं कोणत्या बँकेत आहे?',
  'तुमच्या फोनवर एक OTP आलाय, तो लगेच सांगा.',
  'माझा आयडी नंबर SBI7731 आहे. काळजी करू नका, हे एकदम सेफ आहे.',
  'OTP आला का?',
  'ठीक आहे, आता OTP नको. फक्त ९९ रुपये फी भरा, sunil.kyc@ybl या UPI वर पाठवा.',
  'तुमच्या मुलाला काही सांगू नका, हे गुप्त आहे.',
  'तुम्ही रोबोट आहात का? एवढा उशीर का करताय?',
  'पेमेंट झालं का? तुम्ही एकटे राहता का?',
  'ठीक आहे, खाते नंबर 123456789012, IFSC MAHB0000123 वर पाठवा.',
]
// A prize caller: greed, questions about home and work, a fee, a callback number, a bot accusation, secrecy.
const prize = [
  'अभिनंदन! तुम्हाला कौन बनेगा करोडपती लकी ड्रॉमध्ये पंचवीस लाखांचं बक्षीस लागलंय. मी विजय शिंदे बोलतोय.',
  'तुम्ही कुठे राहता? आणि काय काम करता?',
  'बक्षिसाचे पैसे मिळवण्यासाठी पाच हजार रुपये नोंदणी फी भरावी लागेल. या नंबरवर फोन करा 9876543210',
  'तुम्ही खरा माणूस आहात का? एवढे प्रश्न का विचारताय?',
  'vijay.prize@okaxis वर पैसे पाठवा, लगेच, ही शेवटची संधी आहे.',
  'OTP लागणार नाही, फक्त फी भरा. पैसे पाठवले का?',
  'तुमच्याकडे मोबाईल की कॉम्प्युटर?',
  'कोणालाही काही सांगू नका, नाहीतर बक्षीस रद्द होईल.',
  'तुमच्या खात्यात किती पैसे आहेत? कधी पाठवू शकता?',
]

t.test('when a KYC caller and a prize caller talk to Sudhakar in Marathi', async (t) => {
  for (const [label, texts] of [['kyc', kyc], ['prize', prize]] as const) {
    for (const sessionId of [`mr-${label}-1`, `mr-${label}-2`, `mr-${label}-3`]) {
      const { turns } = playTurns(sessionId, 'Marathi', texts)
      const replies = turns.map((x) => x.reply)
      t.ok(replies.every((r) => script.test(r)), `${sessionId}: every reply is in Devanagari`)
      t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), `${sessionId}: no reply carries a digit, in any script`)
      t.equal(new Set(replies).size, replies.length, `${sessionId}: no reply repeats`)
      t.notOk(replies.some((r) => leak.test(r)), `${sessionId}: no reply hints at a machine or a detection`)
      t.ok(turns.every((x) => x.moves !== undefined), `${sessionId}: every reply comes from the dialogue manager, not the old phrase book`)
      t.same(turns.flatMap(reAsks), [], `${sessionId}: nothing already given is asked again`)
    }
  }
})

t.test('when the scammer asks Sudhakar about himself', async (t) => {
  const { turns } = playTurns('mr-questions', 'Marathi', kyc)
  t.match(turns[1]!.reply, /पासष्ट वर्षं/u, 'his age is told in words, with years')
  t.match(turns[1]!.reply, /बँक/u, 'and his bank is named')
  t.match(turns[8]!.reply, /राहतो|असतो/u, 'whether he lives alone is answered')
  const prizeTurns = playTurns('mr-prize-questions', 'Marathi', prize).turns
  t.ok(marathi.persona.cities.some((c) => prizeTurns[1]!.reply.includes(c)), 'where he lives is answered with a town')
  t.match(prizeTurns[1]!.reply, /सुपरवायझर/u, 'and what he did for a living')
  t.match(prizeTurns[6]!.reply, /फोन/u, 'the phone or computer question is answered with his phone')
  t.match(prizeTurns[8]!.reply, /हजार|लाख/u, 'how much he has is told in thousands or lakh, in words')
  t.ok(marathi.persona.free.some((f) => prizeTurns[8]!.reply.includes(f)), 'and when he is free, with a time of day')
})

t.test('when the scammer asks whether Sudhakar is a bot', async (t) => {
  const { turns } = playTurns('mr-probe', 'Marathi', kyc)
  t.ok(turns[7]!.moves?.reactions.includes('probe'), 'the accusation is heard')
  t.notOk(leak.test(turns[7]!.reply), 'and answered in character, with no word about machines')
})

t.test('when the scammer tells Sudhakar to keep his son out of it', async (t) => {
  const { turns } = playTurns('mr-secrecy', 'Marathi', kyc)
  t.notOk(turns.slice(7).some((x) => /मुलगा|मुलाला/u.test(x.reply)), 'his son is not mentioned after that')
})

t.test('when Marathi messages are read as dialogue acts', async (t) => {
  const otp = understandMessage('तुमच्या फोनवर एक कोड आलाय, तो कोड सांगा लगेच.')
  t.same(otp.demands, ['otp'], 'telling the code is an OTP demand')
  t.ok(otp.tactics.includes('urgency'), 'and the hurry is heard')
  const negated = understandMessage('आम्ही OTP मागत नाही, फक्त फॉर्म भरा.')
  t.same(negated.negated, ['otp'], '"we do not ask the OTP" turns the OTP demand around')
  t.same(negated.demands, ['click'], 'while the form is still wanted')
  t.same(understandMessage('या कामासाठी फी भरायची गरज नाही.').negated, ['payment'], '"no need to pay a fee" is no fee demand')
  t.same(understandMessage('लिंकवर क्लिक करू नका.').negated, ['click'], '"do not click" turns the click around')
  t.same(understandMessage('आजच अपडेट करा नाहीतर खातं बंद होईल.').demands, ['click'], '"नाहीतर" (or else) negates nothing')
  t.same(understandMessage('OTP आला का?').questions, ['received'], 'whether the OTP came is a question')
  t.same(understandMessage('तुमचं वय किती? खातं कोणत्या बँकेत आहे?').questions, ['age', 'bank'], 'age and bank are asked')
  t.same(understandMessage('तुम्ही एकटे राहता का?').questions, ['family'], 'living alone is asked about the household')
  const claim = understandMessage('नमस्कार, मी सुनील पाटील बोलतोय, पोलीस मुख्यालयातून.')
  t.equal(claim.claims.name, 'सुनील पाटील', 'the name before "बोलतोय" is claimed')
  t.same(understandMessage('मी सायबर सेल मधून बोलतोय.').claims, { organisation: 'सायबर सेल' }, 'the office before "मधून बोलतोय" is claimed')
  t.same(understandMessage('माझा आयडी नंबर SBI7731 आहे.').claims, { employeeId: 'SBI7731' }, 'a staff id is claimed')
  const secret = understandMessage('तुमच्या मुलाला काही सांगू नका, हे गुप्त आहे.')
  t.same(secret.instructions, ['secrecy'], 'keeping it from the son is secrecy')
  t.same(secret.avoid, ['son'], 'and the son is to be kept out')
  t.ok(understandMessage('तुम्ही रोबोट आहात का?').probe, 'a robot accusation is a probe')
  t.ok(understandMessage('तुम्ही खरा माणूस आहात का?').probe, 'so is asking whether he is a real person')
  t.same(understandMessage('राम का घर कहाँ है').questions, [], 'Hindi "का" (of) is not read as the Marathi question particle')
})
