import t from 'tap'
import { understandMessage } from '../../../lib/dialogue/acts/understand-message.js'
import { kannada } from '../../../lib/dialogue/surface/packs/kannada.js'
import { playTurns, reAsks } from './play-turns.js'
import { withoutValues } from '../../helpers/play-dialogue.js'

const script = /[\u0C80-\u0CFF]/u
// Words that would give the game away, in English and in Kannada.
const leak = /\b(?:bot|chatbot|robot|ai|automated|scam|scammer|fraud|honeypot|detected)\b|ಬಾಟ್|ರೋಬೋಟ್|ಯಂತ್ರ|ಮೆಷಿನ್|ಎಐ|ಮೋಸ|ವಂಚನೆ|ಸ್ಕ್ಯಾಮ್|ಕೃತಕ/iu

// A KYC caller: name and bank, questions about the victim, an OTP, a fee, secrecy, a bot accusation.
const kyc = [
  'ನಮಸ್ಕಾರ ಸಾರ್, ನನ್ನ ಹೆಸರು ರಾಜೇಶ್ ಗೌಡ, ಎಸ್‌ಬಿಐ ಕಡೆಯಿಂದ ಮಾತಾಡ್ತಿದೀನಿ. ನಿಮ್ಮ ಕೆವೈಸಿ ಅಪ್‌ಡೇಟ್ ಆಗಿಲ್ಲ, ಇವತ್ತೇ ಮಾಡದಿದ್ರೆ ಅಕೌಂಟ್ ಬ್ಲಾಕ್ ಆಗುತ್ತೆ.',
  'ನಿಮ್ಮ ವಯಸ್ಸು ಎಷ್ಟು? ಯಾವ ಬ್ಯಾಂಕಲ್ಲಿ ಅಕೌಂಟ್ ಇದೆ?',
  'ನಿಮ್ಮ ಫೋನಿಗೆ ಒಂದು ಒಟಿಪಿ ಬಂದಿದೆ, ಅದನ್ನ ಬೇಗ ಹೇಳಿ.',
  'ನನ್ನ ಎಂಪ್ಲಾಯಿ ಐಡಿ SBI4521. ಚಿಂತೆ ಮಾಡಬೇಡಿ, ಇದು ಪೂರ್ತಿ ಸೇಫ್.',
  'ಒಟಿಪಿ ಬಂತಾ?',
  'ಸರಿ, ಒಟಿಪಿ ಬೇಡ. ಬರೀ ತೊಂಬತ್ತೊಂಬತ್ತು ರೂಪಾಯಿ ಪ್ರೊಸೆಸಿಂಗ್ ಫೀ ಕಟ್ಟಬೇಕು, rajesh.kyc@ybl ಈ UPI ಗೆ ಕಳಿಸಿ.',
  'ನಿಮ್ಮ ಮಗನಿಗೆ ಏನೂ ಹೇಳಬೇಡಿ, ಇದು ಗುಟ್ಟಿನ ವಿಷಯ.',
  'ನೀವು ರೋಬೋಟಾ? ಯಾಕೆ ಇಷ್ಟು ತಡ ಮಾಡ್ತಿದೀರಾ?',
  'ಪೇಮೆಂಟ್ ಆಯ್ತಾ? ನೀವು ಒಬ್ಬರೇ ಇದ್ದೀರಾ?',
  'ಸರಿ, ಅಕೌಂಟ್ ನಂಬರ್ 123456789012, IFSC SBIN0001234 ಗೆ ಕಳಿಸಿ.',
]
// A prize caller: greed, questions about home and work, a fee, a callback number, a bot accusation, secrecy.
const prize = [
  'ಅಭಿನಂದನೆಗಳು! ನೀವು ಲಕ್ಕಿ ಡ್ರಾದಲ್ಲಿ ಇಪ್ಪತ್ತೈದು ಲಕ್ಷ ರೂಪಾಯಿ ಗೆದ್ದಿದ್ದೀರಿ. ನಾನು ವಿಜಯ್ ಕುಮಾರ್ ಮಾತಾಡ್ತಿದೀನಿ.',
  'ನೀವು ಎಲ್ಲಿ ಇರೋದು? ಏನು ಕೆಲಸ ಮಾಡ್ತೀರಾ?',
  'ಬಹುಮಾನದ ಹಣ ಪಡೆಯೋಕೆ ಐದು ಸಾವಿರ ರಿಜಿಸ್ಟ್ರೇಷನ್ ಫೀ ಕಟ್ಟಬೇಕು. ಈ ನಂಬರ್‌ಗೆ ಕಾಲ್ ಮಾಡಿ 9876543210',
  'ನೀವು ಮನುಷ್ಯರಾ ಅಥವಾ ಬಾಟ್? ಯಾಕೆ ಇಷ್ಟು ಪ್ರಶ್ನೆ ಕೇಳ್ತೀರಾ?',
  'vijay.prize@okaxis ಗೆ ಹಣ ಕಳಿಸಿ, ಬೇಗ, ಇವತ್ತೇ ಕೊನೆಯ ಅವಕಾಶ.',
  'ಒಟಿಪಿ ಬೇಕಾಗಿಲ್ಲ, ಬರೀ ಫೀ ಕಟ್ಟಿ. ಹಣ ಕಳಿಸಿದ್ರಾ?',
  'ನಿಮ್ಮ ಹತ್ರ ಮೊಬೈಲ್ ಅಥವಾ ಕಂಪ್ಯೂಟರ್ ಇದೆಯಾ?',
  'ಯಾರಿಗೂ ಏನೂ ಹೇಳಬೇಡಿ, ಇಲ್ಲಾಂದ್ರೆ ಬಹುಮಾನ ರದ್ದಾಗುತ್ತೆ.',
  'ನಿಮ್ಮ ಅಕೌಂಟಲ್ಲಿ ಎಷ್ಟು ಹಣ ಇದೆ? ಯಾವಾಗ ಕಳಿಸ್ತೀರಾ?',
]

t.test('when a KYC caller and a prize caller talk to Shankarappa in Kannada', async (t) => {
  for (const [label, texts] of [['kyc', kyc], ['prize', prize]] as const) {
    for (const sessionId of [`kn-${label}-1`, `kn-${label}-2`, `kn-${label}-3`]) {
      const { turns } = playTurns(sessionId, 'Kannada', texts)
      const replies = turns.map((x) => x.reply)
      t.ok(replies.every((r) => script.test(r)), `${sessionId}: every reply is in Kannada script`)
      t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), `${sessionId}: no reply carries a digit, in any script`)
      t.equal(new Set(replies).size, replies.length, `${sessionId}: no reply repeats`)
      t.notOk(replies.some((r) => /[{}|<>]/u.test(r)), `${sessionId}: no template markup is left in a reply`)
      t.notOk(replies.some((r) => leak.test(r)), `${sessionId}: no reply hints at a machine or a detection`)
      t.ok(turns.every((x) => x.moves !== undefined), `${sessionId}: every reply comes from the dialogue manager, not the old phrase book`)
      t.same(turns.flatMap(reAsks), [], `${sessionId}: nothing already given is asked again`)
    }
  }
})

t.test('when the scammer asks Shankarappa about himself', async (t) => {
  const { turns } = playTurns('kn-questions', 'Kannada', kyc)
  t.match(turns[1]!.reply, /ಅರವತ್ತೇಳು ವರ್ಷ/u, 'his age is told in words, with years')
  t.match(turns[1]!.reply, /ಬ್ಯಾಂಕ/u, 'and his bank is named')
  t.match(turns[8]!.reply, /ಒಬ್ನೇ|ಇಬ್ರೇ/u, 'whether he lives alone is answered')
  const prizeTurns = playTurns('kn-prize-questions', 'Kannada', prize).turns
  t.ok(kannada.persona.cities.some((c) => prizeTurns[1]!.reply.includes(c)), 'where he lives is answered with a town')
  t.match(prizeTurns[1]!.reply, /ರೈತ|ವ್ಯವಸಾಯ/u, 'and what he did for a living')
  t.match(prizeTurns[6]!.reply, /ಫೋನ/u, 'the mobile or computer question is answered with his phone')
  t.match(prizeTurns[8]!.reply, /ಸಾವಿರ|ಲಕ್ಷ/u, 'how much he has is told in thousands or lakh, in words')
  t.match(prizeTurns[8]!.reply, /ಮಧ್ಯಾಹ್ನ|ಬೆಳಗ್ಗೆ|ಸಂಜೆ/u, 'and when he can send, as a time of day')
})

t.test('when the scammer asks whether Shankarappa is a bot', async (t) => {
  for (const [texts, at] of [[kyc, 7], [prize, 3]] as const) {
    const { turns } = playTurns(`kn-probe-${at}`, 'Kannada', texts)
    t.ok(turns[at]!.moves?.reactions.includes('probe'), 'the accusation is heard')
    t.notOk(leak.test(turns[at]!.reply), 'and answered in character, with no word about machines')
  }
})

t.test('when the scammer tells Shankarappa to keep his son out of it', async (t) => {
  const { turns } = playTurns('kn-secrecy', 'Kannada', kyc)
  t.notOk(turns.slice(7).some((x) => /(?<!ಮೊಮ್)ಮಗ(?!ಳ)/u.test(x.reply)), 'his son is not mentioned after that')
})

t.test('when Kannada messages are read as dialogue acts', async (t) => {
  const otp = understandMessage('ನಿಮ್ಮ ಫೋನಿಗೆ ಒಂದು ಒಟಿಪಿ ಬಂದಿದೆ, ಅದನ್ನ ಬೇಗ ಹೇಳಿ.')
  t.same(otp.demands, ['otp'], 'a stated OTP is a demand')
  t.ok(otp.tactics.includes('urgency'), 'and the hurry is heard')
  const negated = understandMessage('ನಾವು ಒಟಿಪಿ ಕೇಳುವುದಿಲ್ಲ, ಬರೀ ಲಿಂಕ್ ಮೇಲೆ ಕ್ಲಿಕ್ ಮಾಡಿ.')
  t.same(negated.negated, ['otp'], '"we do not ask the OTP" turns the OTP demand around')
  t.same(negated.demands, ['click'], 'while the click is still wanted')
  t.same(understandMessage('ಈ ಕೆಲಸಕ್ಕೆ ಯಾವುದೇ ಫೀ ಇಲ್ಲ.').negated, ['payment'], '"no fee" is no fee demand')
  t.same(understandMessage('OTP ಬೇಡ, ಬರೀ ಫೀ ಕಟ್ಟಿ.').negated, ['otp'], '"no OTP" in its own clause')
  t.same(understandMessage('ಒಟಿಪಿ ಬಂತಾ?').questions, ['received'], 'whether the OTP came is a question')
  t.same(understandMessage('ನಿಮ್ಮ ವಯಸ್ಸು ಎಷ್ಟು? ಯಾವ ಬ್ಯಾಂಕಲ್ಲಿ ಅಕೌಂಟ್ ಇದೆ?').questions, ['age', 'bank'], 'age and bank are asked')
  t.equal(understandMessage('ಕ್ಯಾಶ್ ಅಥವಾ ಕಾರ್ಡ್?').choice, 'ಕ್ಯಾಶ್', 'an "A ಅಥವಾ B?" question offers A')
  t.ok(understandMessage('ನೀವು ಮನುಷ್ಯರಾ ಅಥವಾ ಬಾಟ್?').choice === null, 'and "human or bot?" is an accusation, not a choice')
  t.same(understandMessage('ನೀವು ಒಬ್ಬರೇ ಇದ್ದೀರಾ?').questions, ['family'], 'living alone is asked about the household')
  t.same(understandMessage('ನೀವು ಮನೆಯಲ್ಲಿ ಇದ್ದೀರಾ?').questions, ['location'], 'being at home is asked about the place')
  t.same(understandMessage('ಇಲ್ಲಿ ಒಂದು ಫಾರ್ಮ್ ಭರ್ತಿ ಮಾಡಿ.').negated, [], '"ಇಲ್ಲಿ" (here) is not "ಇಲ್ಲ" (no)')
  const claim = understandMessage('ನಮಸ್ಕಾರ, ನಾನು ರಾಜೇಶ್ ಗೌಡ ಮಾತಾಡ್ತಿದೀನಿ, ಎಸ್‌ಬಿಐ ಕಡೆಯಿಂದ.')
  t.same(claim.claims, { name: 'ರಾಜೇಶ್ ಗೌಡ', organisation: 'ಎಸ್‌ಬಿಐ' }, 'the name before "ಮಾತಾಡ್ತಿದೀನಿ" and the bank before "ಕಡೆಯಿಂದ" are claimed')
  t.equal(understandMessage('ನನ್ನ ಹೆಸರು ರವಿ ಕುಮಾರ್ ಅಂತ.').claims.name, 'ರವಿ ಕುಮಾರ್', 'a name after "ನನ್ನ ಹೆಸರು" ends before "ಅಂತ"')
  t.same(
    understandMessage('ನಾನು ಕೆನರಾ ಬ್ಯಾಂಕ್‌ನಿಂದ ಮಾತನಾಡುತ್ತಿದ್ದೇನೆ.').claims,
    { organisation: 'ಕೆನರಾ ಬ್ಯಾಂಕ್‌ನಿಂದ' },
    'a bank joined to "-ನಿಂದ" before "ಮಾತನಾಡುತ್ತಿದ್ದೇನೆ" is a firm, not a name',
  )
  t.same(understandMessage('ನನ್ನ ಎಂಪ್ಲಾಯಿ ಐಡಿ SBI4521.').claims, { employeeId: 'SBI4521' }, 'a staff id is claimed')
  const secret = understandMessage('ನಿಮ್ಮ ಮಗನಿಗೆ ಏನೂ ಹೇಳಬೇಡಿ, ಇದು ಗುಟ್ಟಿನ ವಿಷಯ.')
  t.same(secret.instructions, ['secrecy'], 'keeping it from the son is secrecy')
  t.same(secret.avoid, ['son'], 'and the son is to be kept out')
  t.same(understandMessage('ನಿಮ್ಮ ಮಗಳಿಗೆ ಹೇಳಬೇಡಿ.').avoid, ['daughter'], 'a daughter is not a son')
  t.ok(understandMessage('ನೀವು ರೋಬೋಟಾ?').probe, 'a robot accusation is a probe')
  t.ok(understandMessage('ನೀವು ಬಾಟ್ ಆ?').probe, 'so is a bot accusation')
  t.notOk(understandMessage('ಎಟಿಎಂ ಮೆಷಿನ್‌ನಿಂದ ಹಣ ತೆಗೆಯಿರಿ.').probe, 'an ATM machine is no accusation')
  t.same(understandMessage('ಆಪ್ ಡೌನ್ಲೋಡ್ ಮಾಡಿ.').demands, ['install'], 'a download typed without the joiner is read')
  t.same(understandMessage('please otp heli sir').demands, ['otp'], 'and so is romanised Kannada')
})
