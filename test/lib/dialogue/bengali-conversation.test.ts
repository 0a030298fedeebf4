import t from 'tap'
import { understandMessage } from '../../../lib/dialogue/acts/understand-message.js'
import { bengali } from '../../../lib/dialogue/surface/packs/bengali.js'
import { playTurns, reAsks } from './play-turns.js'
import { withoutValues } from '../../helpers/play-dialogue.js'

const script = /[\u0980-\u09FF]/u
// Words that would give the game away, in English and in Bengali.
const leak = /\b(?:bot|chatbot|robot|ai|automated|scam|scammer|fraud|honeypot|detected)\b|বট|রোবট|যন্ত্র|মেশিন|এআই|প্রতারণা|প্রতারক|জালিয়াতি|স্ক্যাম/iu

// A KYC caller: name and bank, questions about the victim, an OTP, a fee, secrecy, a bot accusation.
const kyc = [
  'নমস্কার ম্যাডাম, আমি রাজেশ ঘোষ বলছি, স্টেট ব্যাংক থেকে বলছি। আপনার অ্যাকাউন্টের কেওয়াইসি আপডেট হয়নি, আজকেই আপডেট না করলে অ্যাকাউন্ট ব্লক হয়ে যাবে।',
  'আপনার বয়স কত? আর কোন ব্যাংকে অ্যাকাউন্ট আছে?',
  'আপনার ফোনে একটা ওটিপি এসেছে, সেটা তাড়াতাড়ি বলুন।',
  'আমার এমপ্লয়ি আইডি SBI4521. চিন্তা করবেন না, এটা একদম সেফ।',
  'ওটিপি এসেছে?',
  'ঠিক আছে, ওটিপি লাগবে না। শুধু ৯৯ টাকা প্রসেসিং ফি দিতে হবে, rajesh.kyc@ybl এই UPI তে পাঠান।',
  'আপনার ছেলেকে কিছু বলবেন না, এটা গোপন ব্যাপার।',
  'আপনি কি রোবট? এত দেরি করছেন কেন?',
  'পেমেন্ট হয়েছে? আপনি কি একা থাকেন?',
  'ঠিক আছে, অ্যাকাউন্ট নম্বর 123456789012, IFSC SBIN0001234 তে পাঠান।',
]
// A prize caller: greed, questions about home and work, a fee, a callback number, a bot accusation, secrecy.
const prize = [
  'অভিনন্দন! আপনি কৌন বনেগা করোড়পতি লাকি ড্রতে পঁচিশ লাখ টাকা জিতেছেন। আমি বিজয় কুমার বলছি।',
  'আপনি কোথায় থাকেন? আর কী করেন?',
  'প্রাইজের টাকা পেতে রেজিস্ট্রেশন ফি পাঁচ হাজার টাকা জমা দিতে হবে। এই নম্বরে ফোন করুন 9876543210',
  'আপনি কি মানুষ না বট? এত প্রশ্ন করছেন কেন?',
  'vijay.prize@okaxis তে টাকা পাঠান, তাড়াতাড়ি, আজকেই শেষ সুযোগ।',
  'ওটিপি লাগবে না, শুধু ফি দিন। টাকা পাঠিয়েছেন?',
  'আপনার কাছে মোবাইল না কম্পিউটার?',
  'কাউকে কিছু বলবেন না, নইলে প্রাইজ বাতিল হয়ে যাবে।',
  'কত টাকা আছে আপনার অ্যাকাউন্টে? কখন পাঠাতে পারবেন?',
]

t.test('when a KYC caller and a prize caller talk to Sabita in Bengali', async (t) => {
  for (const [label, texts] of [['kyc', kyc], ['prize', prize]] as const) {
    for (const sessionId of [`bn-${label}-1`, `bn-${label}-2`, `bn-${label}-3`]) {
      const { turns } = playTurns(sessionId, 'Bengali', texts)
      const replies = turns.map((x) => x.reply)
      t.ok(replies.every((r) => script.test(r)), `${sessionId}: every reply is in Bengali script`)
      t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), `${sessionId}: no reply carries a digit, in any script`)
      t.equal(new Set(replies).size, replies.length, `${sessionId}: no reply repeats`)
      t.notOk(replies.some((r) => leak.test(r)), `${sessionId}: no reply hints at a machine or a detection`)
      t.ok(turns.every((x) => x.moves !== undefined), `${sessionId}: every reply comes from the dialogue manager, not the old phrase book`)
      t.same(turns.flatMap(reAsks), [], `${sessionId}: nothing already given is asked again`)
    }
  }
})

t.test('when the scammer asks Sabita about herself', async (t) => {
  const { turns } = playTurns('bn-questions', 'Bengali', kyc)
  t.match(turns[1]!.reply, /তেষট্টি বছর/u, 'her age is told in words, with years')
  t.match(turns[1]!.reply, /ব্যাংক/u, 'and her bank is named')
  t.match(turns[8]!.reply, /থাকি/u, 'whether she lives alone is answered')
  const prizeTurns = playTurns('bn-prize-questions', 'Bengali', prize).turns
  t.ok(bengali.persona.cities.some((c) => prizeTurns[1]!.reply.includes(c)), 'where she lives is answered with a town')
  t.match(prizeTurns[1]!.reply, /হেডমিস্ট্রেস/u, 'and what she did for a living')
  t.match(prizeTurns[6]!.reply, /ফোন/u, 'the phone or computer question is answered with her phone')
  t.match(prizeTurns[8]!.reply, /হাজার|লাখ/u, 'how much she has is told in thousands or lakh, in words')
})

t.test('when the scammer asks whether Sabita is a bot', async (t) => {
  const { turns } = playTurns('bn-probe', 'Bengali', kyc)
  t.ok(turns[7]!.moves?.reactions.includes('probe'), 'the accusation is heard')
  t.notOk(leak.test(turns[7]!.reply), 'and answered in character, with no word about machines')
})

t.test('when the scammer tells Sabita to keep her son out of it', async (t) => {
  const { turns } = playTurns('bn-secrecy', 'Bengali', kyc)
  t.notOk(turns.slice(7).some((x) => /ছেলে/u.test(x.reply)), 'her son is not mentioned after that')
})

t.test('when Bengali messages are read as dialogue acts', async (t) => {
  const otp = understandMessage('আপনার ফোনে একটা ওটিপি এসেছে, সেটা তাড়াতাড়ি বলুন।')
  t.same(otp.demands, ['otp'], 'a stated OTP is a demand')
  t.ok(otp.tactics.includes('urgency'), 'and the hurry is heard')
  const negated = understandMessage('আমরা কখনো ওটিপি চাই না, শুধু ফর্মটা পূরণ করুন।')
  t.same(negated.negated, ['otp'], '"we never want the OTP" turns the OTP demand around')
  t.same(negated.demands, ['click'], 'while the form is still wanted')
  t.same(understandMessage('এই কাজে কোনো ফি লাগবে না।').negated, ['payment'], '"no fee needed" is no fee demand')
  t.same(understandMessage('ওটিপি এসেছে?').questions, ['received'], 'whether the OTP came is a question')
  t.same(understandMessage('আপনার বয়স কত? কোন ব্যাংকে অ্যাকাউন্ট?').questions, ['age', 'bank'], 'age and bank are asked')
  t.same(understandMessage('আপনি কি একা থাকেন?').questions, ['family'], 'living alone is asked about the household')
  t.same(understandMessage('আপনি কি বাড়িতে আছেন?').questions, ['location'], 'being at home is asked about the place')
  t.same(understandMessage('আপনার কিছু হবে না, চিন্তা করবেন না।').questions, [], '"কিছু" is not the question word "কি"')
  const claim = understandMessage('নমস্কার, আমি রাজেশ ঘোষ বলছি, স্টেট ব্যাংক থেকে বলছি।')
  t.same(claim.claims, { name: 'রাজেশ ঘোষ', organisation: 'স্টেট ব্যাংক' }, 'the name before "বলছি" and the bank before "থেকে বলছি" are claimed')
  t.equal(understandMessage('আমার নাম রবি সেন।').claims.name, 'রবি সেন', 'a name ending in a vowel sign keeps it')
  t.same(understandMessage('আমার এমপ্লয়ি আইডি SBI4521.').claims, { employeeId: 'SBI4521' }, 'a staff id is claimed')
  const secret = understandMessage('আপনার ছেলেকে কিছু বলবেন না, এটা গোপন ব্যাপার।')
  t.same(secret.instructions, ['secrecy'], 'keeping it from the son is secrecy')
  t.same(secret.avoid, ['son'], 'and the son is to be kept out')
  t.ok(understandMessage('আপনি কি রোবট?').probe, 'a robot accusation is a probe')
  t.ok(understandMessage('তুমি কি বট?').probe, 'so is a bot accusation')
  t.notOk(understandMessage('এটিএম মেশিন থেকে টাকা তুলুন।').probe, 'an ATM machine is no accusation')
  t.same(understandMessage('আপনার ব\u09AF\u09BCস কত?').questions, ['age'], 'য় typed as য and a nukta is read')
  t.same(understandMessage('আপনার ব\u09DFস কত?').questions, ['age'], 'and so is the precomposed য়')
})
