import t from 'tap'
import { understandMessage } from '../../../lib/dialogue/acts/understand-message.js'
import { tamil } from '../../../lib/dialogue/surface/packs/tamil.js'
import { expandsCleanly, playConversation, templatesOf } from './play-conversation.js'
import { withoutValues } from '../../helpers/play-dialogue.js'

const tamilScript = /[\u0B80-\u0BFF]/u
// Words that would give the game away, in English and in Tamil: machines, bots, scams, detection.
const leak = /\b(?:bot|robot|ai|chatbot|automated|scam|fraud|honeypot|detected)\b|ரோபோ|(?<![\u0B80-\u0BFF])பாட்(?![\u0B80-\u0BFF])|இயந்திர|மெஷின்|ஏஐ|மோசடி|ஸ்கேம்|ஏமாற்று/iu

t.test('when a Tamil scammer writes', async (t) => {
  const read = understandMessage
  t.same(read('உங்க அக்கவுண்ட் பிளாக் ஆகிடும், உடனே ஓடிபி சொல்லுங்க.').demands, ['otp'], 'an OTP demand is read')
  t.same(read('5000 ரூபாய் கட்டணம் உடனே கட்டுங்க').demands, ['payment'], 'a fee to pay is a payment demand')
  t.same(read('இந்த லிங்க்ல கிளிக் பண்ணுங்க').demands, ['click'], 'a click demand is read')
  t.same(read('நாங்க ஓடிபி கேட்க மாட்டோம், பயப்படாதீங்க.').negated, ['otp'], '"we will not ask the OTP" negates the OTP')
  t.same(read('இந்த வேலைக்கு எந்த கட்டணமும் இல்லை.').negated, ['payment'], '"no fee" negates the payment')
  t.same(read('சரி, இப்போ ஓடிபி வேண்டாம்.').negated, ['otp'], '"OTP not needed" negates the OTP')
  t.same(read('லிங்க் கிளிக் பண்ணாதீங்க').negated, ['click'], '"do not click" negates the click')
  t.same(read('பணம் கட்டலைன்னா அரெஸ்ட் பண்ணுவோம்').demands, ['payment'], '"if you do not pay" still demands payment')
  t.same(read('உங்க வயசு என்ன? எந்த ஊர்ல இருக்கீங்க?').questions, ['age', 'location'], 'age and place questions are read')
  t.same(read('உங்க பேங்க் எது?').questions, ['bank'], 'a bank question is read')
  t.same(read('வீட்டில யார் இருக்காங்க?').questions, ['family'], 'a household question is read')
  t.ok(read('ஓடிபி வந்துச்சா?').questions.includes('received'), '"did the OTP come?" asks whether it was received')
  t.ok(read('பணம் கட்டிட்டீங்களா?').questions.includes('done'), '"have you paid?" asks whether it is done')
  t.same(read('என் பெயர் சுரேஷ் குமார், என் ஐடி TNEB4521').claims, { name: 'சுரேஷ் குமார்', employeeId: 'TNEB4521' }, 'a name and an id follow their cues')
  t.same(read('வணக்கம், SBI ல இருந்து ராஜேஷ் பேசுறேன்.').claims, { organisation: 'SBI', name: 'ராஜேஷ்' }, 'the name and the office come before their cues')
  const titled = read('இன்ஸ்பெக்டர் விஜய் குமார் பேசுறேன், சைபர் க்ரைம்ல இருந்து.')
  t.equal(titled.claims.name, 'விஜய் குமார்', 'a title opens a name, and the verb after it is no part of it')
  t.equal(titled.claims.role, 'இன்ஸ்பெக்டர்', 'the title is the role')
  const secret = read('இந்த விஷயத்தை உங்க மகன்கிட்ட சொல்லாதீங்க.')
  t.same([secret.instructions, secret.avoid], [['secrecy'], ['son']], '"do not tell your son" keeps the son out')
  t.same(read('யாரிடமும் சொல்லக்கூடாது, ரகசியமா வைங்க').avoid, ['family'], '"tell nobody" keeps everyone out')
  t.ok(read('நீங்க ரோபோவா? ஒரே மாதிரி பதில் வருது').probe, 'a robot accusation is a probe')
  t.ok(read('நீங்க மனுஷனா இல்ல மெஷினா?').probe, '"are you human or a machine?" is a probe')
  t.notOk(read('ஏடிஎம் மெஷின்ல பணம் எடுங்க').probe, 'an ATM machine is no accusation')
  t.same(read('otp sollunga, illana account block aagidum').demands, ['otp'], 'romanised Tamil is read too')
  t.same(read('panam kattunga udane').demands, ['payment'], 'a romanised payment demand is read')
})

t.test('the Tamil pack', async (t) => {
  for (const [at, template] of templatesOf(tamil)) {
    if (!expandsCleanly(template)) t.fail(`${at} expands cleanly`)
    if (/\p{Nd}/u.test(template)) t.fail(`${at} holds no digit`)
    if (leak.test(template)) t.fail(`${at} says nothing of machines or scams`)
  }
  t.pass('every template expands, without digits or giveaway words')
})

const electricity = [
  'வணக்கம், நான் மின்சார வாரியத்தில் இருந்து பேசுகிறேன். உங்கள் கரண்ட் பில் கட்டவில்லை, இன்று இரவு 9 மணிக்கு மின் இணைப்பு துண்டிக்கப்படும்.',
  'உடனே கட்டணம் கட்டுங்க. உங்க பேங்க் எது?',
  'என் பெயர் சுரேஷ் குமார். 1250 ரூபாய் கட்டணும். இந்த UPI ID-க்கு அனுப்புங்க: tneb.bill@okaxis',
  'அப்போ அக்கவுண்ட் நம்பர் 50100234567891, பேமெண்ட் பண்ணீங்களா?',
  'IFSC HDFC0001234. சீக்கிரம் பண்ணுங்க, டைம் இல்ல.',
  'உங்க வயசு என்ன? வீட்டில யார் இருக்காங்க?',
  'இந்த விஷயத்தை உங்க மகன்கிட்ட சொல்லாதீங்க. எங்க ஹெல்ப்லைன் 9876543210க்கு கால் பண்ணுங்க',
  'நீங்க ரோபோவா? ஏன் ஒரே மாதிரி பதில் சொல்றீங்க?',
  'பணம் கட்டிட்டீங்களா?',
]
const arrest = [
  'நான் இன்ஸ்பெக்டர் விஜய் குமார், மும்பை சைபர் க்ரைம்ல இருந்து பேசுறேன். உங்க ஆதார் நம்பர்ல ஒரு பார்சல்ல போதைப்பொருள் கிடைச்சிருக்கு.',
  'உங்க மேல கேஸ் பதிவாகியிருக்கு, அரெஸ்ட் வாரண்ட் வந்திருக்கு. இந்த விஷயத்த யாரிடமும் சொல்லாதீங்க, உங்க மகன்கிட்ட கூட.',
  'உங்களுக்கு எத்தனை வயசு? எந்த ஊர்ல இருக்கீங்க?',
  'வெரிஃபிகேஷனுக்கு உங்க போனுக்கு ஒரு ஓடிபி வரும், அதை உடனே சொல்லுங்க.',
  'ஓடிபி வந்துச்சா?',
  'கேஸ் நம்பர் CYB/2024/5521. என் நம்பர் 9123456780',
  'நீங்க மனுஷனா இல்ல மெஷினா? ஏன் இப்படி பதில்?',
  'சரி, இப்போ ஓடிபி வேண்டாம். உங்க பணத்தை RBI பாதுகாப்பான அக்கவுண்ட்க்கு டிரான்ஸ்பர் பண்ணனும்.',
  'உங்க அக்கவுண்ட்ல எவ்வளவு பணம் இருக்கு?',
  'கணக்கு எண் 123456789012, IFSC SBIN0004567, பெயர் ராஜேஷ் ட்ரேடர்ஸ்.',
]

const asksAfter = (turns: ReturnType<typeof playConversation>['turns'], from: number): ReadonlyArray<string> =>
  turns.slice(from).flatMap((turn) => turn.moves?.asks ?? [])

t.test('when Kamala is told her electricity will be cut', async (t) => {
  const { turns } = playConversation('ta-electricity', 'Tamil', electricity)
  const replies = turns.map((turn) => turn.reply)
  t.ok(replies.every((r) => tamilScript.test(r)), 'every reply is in Tamil script')
  t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), 'no reply carries a digit')
  t.equal(new Set(replies).size, replies.length, 'no reply repeats')
  t.notOk(replies.some((r) => leak.test(r)), 'no reply hints at a machine or a scam')
  t.match(replies[1], /பேங்க்/u, 'asked which bank, she names one')
  t.match(replies[5], /அறுபத்தி நாலு வயசு/u, 'asked her age, she tells it in years')
  t.match(replies[5], /தனியா|வீட்டுக்காரர/u, 'asked who is at home, she tells of her household')
  t.notOk(asksAfter(turns, 3).includes('name'), 'the name given is never asked again')
  t.notOk(asksAfter(turns, 3).includes('upi'), 'the UPI id given is never asked again')
  t.notOk(asksAfter(turns, 5).includes('ifsc'), 'the IFSC given is never asked again')
  t.equal(turns[2]?.moves?.feint, 'upiInvalid', 'given a UPI id, she pretends it shows invalid')
  t.notOk(replies.slice(7).some((r) => r.includes('மகன்')), 'told to keep her son out, she no longer mentions him')
  t.ok(turns[7]?.moves?.reactions.includes('probe'), 'the robot accusation is answered in character')
})

t.test('when a police officer threatens Kamala with arrest', async (t) => {
  const { turns, state } = playConversation('ta-arrest', 'Tamil', arrest)
  const replies = turns.map((turn) => turn.reply)
  t.ok(replies.every((r) => tamilScript.test(r)), 'every reply is in Tamil script')
  t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), 'no reply carries a digit')
  t.equal(new Set(replies).size, replies.length, 'no reply repeats')
  t.notOk(replies.some((r) => leak.test(r)), 'no reply hints at a machine or a scam')
  t.equal(state.dialogue.claims.name, 'விஜய் குமார்', 'the officer\'s name is remembered')
  t.same(turns[2]?.moves?.answers, ['age', 'location'], 'asked her age and town, she answers both')
  t.match(replies[2], /அறுபத்தி நாலு/u, 'she tells her age')
  t.equal(turns[4]?.moves?.feint, 'otpNotCome', 'asked whether the OTP came, she says it has not')
  t.notOk(asksAfter(turns, 0).includes('name'), 'the officer who named himself is never asked his name')
  t.notOk(asksAfter(turns, 6).some((k) => k === 'caseId' || k === 'phone'), 'the case number and phone given are never asked again')
  t.ok(turns[6]?.moves?.reactions.includes('probe'), 'the machine accusation is answered in character')
  t.notOk(replies.slice(2).some((r) => r.includes('மகன்')), 'told to keep her son out, she never mentions him')
  t.not(turns[7]?.moves?.feint, 'otpNotCome', 'once the OTP is not needed, she stops pretending to wait for it')
  t.match(replies[8], /ஆயிரம்|யிரம்|லட்சம்/u, 'asked how much she has, she names an amount in words')
})

t.test('when a lender introduces herself by a woman\'s name in Tamil script', async (t) => {
  const { turns } = playConversation('ta-priya', 'Tamil', [
    'வணக்கம், உங்களுக்கு ₹2,00,000 கடன் அனுமதிக்கப்பட்டுள்ளது.',
    'நான் பிரியா ராமன், கடன் ஆலோசகர். ஃபைல் கட்டணம் ₹2,950 மட்டும்.',
    'ஆப்பை நிறுவி ஆதார் பதிவேற்றுங்கள்.',
    'கட்டணம் இன்னைக்கே கட்டணும்.',
  ])
  for (const turn of turns.slice(2)) t.notMatch(turn.reply, /பிரியா\s*சார்|சார்/u, `she is not called sir: ${turn.reply}`)
})
