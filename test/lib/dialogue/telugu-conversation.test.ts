import t, { type Test } from 'tap'
import { understandMessage } from '../../../lib/dialogue/acts/understand-message.js'
import { telugu } from '../../../lib/dialogue/surface/packs/telugu.js'
import { expandsCleanly, playConversation, templatesOf } from './play-conversation.js'
import { withoutValues } from '../../helpers/play-dialogue.js'

const teluguScript = /[\u0C00-\u0C7F]/u
const notTelugu = '(?![\\u0C00-\\u0C7F])'
// Words that would give the game away, in English and in Telugu: machines, bots, scams, detection.
const leak = new RegExp(
  `\\b(?:bot|robot|ai|chatbot|automated|scam|fraud|honeypot|detected)\\b|రోబో|(?<![\\u0C00-\\u0C7F])బాట్${notTelugu}|(?<![\\u0C00-\\u0C7F])యంత్ర|మెషి|ఏఐ|మోసం|మోసపు|స్కామ్`,
  'iu',
)

t.test('when a Telugu scammer writes', async (t) => {
  const read = understandMessage
  t.same(read('మీ అకౌంట్ ఈరోజే బ్లాక్ అవుతుంది. వెంటనే ఓటీపీ చెప్పండి.').demands, ['otp'], 'an OTP demand is read')
  t.same(read('5000 రూపాయలు వెంటనే కట్టండి, లేకపోతే కరెంట్ కట్ అవుతుంది').demands, ['payment'], 'a sum to pay is a payment demand')
  t.same(read('ఈ లింక్ మీద క్లిక్ చేయండి').demands, ['click'], 'a click demand is read')
  t.same(read('మేము ఓటీపీ అడగము, భయపడకండి.').negated, ['otp'], '"we do not ask the OTP" negates the OTP')
  t.same(read('ఈ ఉద్యోగానికి ఎలాంటి ఫీజు లేదు.').negated, ['payment'], '"no fee" negates the payment')
  t.same(read('సరే, ఇప్పుడు ఓటీపీ వద్దు.').negated, ['otp'], '"OTP not needed" negates the OTP')
  t.same(read('లింక్ క్లిక్ చేయకండి').negated, ['click'], '"do not click" negates the click')
  t.same(read('డబ్బులు కట్టకపోతే అరెస్ట్ చేస్తాం').demands, ['payment'], '"if you do not pay" still demands payment')
  t.same(read('మీ వయసు ఎంత? మీరు ఎక్కడ ఉంటారు?').questions, ['age', 'location'], 'age and place questions are read')
  t.same(read('మీ బ్యాంక్ ఏది? ఇంట్లో ఎవరెవరు ఉంటారు?').questions, ['bank', 'family'], 'bank and household questions are read')
  t.ok(read('ఓటీపీ వచ్చిందా?').questions.includes('received'), '"did the OTP come?" asks whether it was received')
  t.ok(read('డబ్బులు కట్టారా?').questions.includes('done'), '"have you paid?" asks whether it is done')
  t.same(read('నా పేరు సురేష్, నా ఐడీ APSPDCL4521').claims, { name: 'సురేష్', employeeId: 'APSPDCL4521' }, 'a name and an id follow their cues')
  t.same(read('నమస్కారం, నేను SBI బ్యాంక్ నుండి రమేష్ మాట్లాడుతున్నాను.').claims, { organisation: 'SBI బ్యాంక్', name: 'రమేష్' }, 'the name and the office come before their cues')
  const titled = read('ఇన్‌స్పెక్టర్ రమేష్ రెడ్డి మాట్లాడుతున్నాను, హైదరాబాద్ సైబర్ క్రైమ్ నుంచి.')
  t.same([titled.claims.name, titled.claims.role], ['రమేష్ రెడ్డి', 'ఇన్‌స్పెక్టర్'], 'a title opens a name and is the role')
  t.same(read('హైదరాబాద్ సైబర్ క్రైమ్‌నుంచి మాట్లాడుతున్నాను').claims.name, undefined, 'a word in the "from" case is no name')
  const secret = read('ఈ విషయం మీ అబ్బాయికి చెప్పకండి, రహస్యంగా ఉంచండి.')
  t.same([secret.instructions, secret.avoid], [['secrecy'], ['son']], '"do not tell your son" keeps the son out')
  t.same(read('ఎవరికీ చెప్పకూడదు').avoid, ['family'], '"tell nobody" keeps everyone out')
  t.ok(read('మీరు రోబోనా? ఒకే రకం జవాబులు వస్తున్నాయి').probe, 'a robot accusation is a probe')
  t.ok(read('మీరు మనిషా లేక మెషీనా?').probe, '"are you human or a machine?" is a probe')
  t.same(read('otp cheppandi, lekapothe account block').demands, ['otp'], 'romanised Telugu is read too')
  t.same(read('dabbulu pampandi twaraga').demands, ['payment'], 'a romanised payment demand is read')
})

t.test('the Telugu pack', async (t) => {
  for (const [at, template] of templatesOf(telugu)) {
    if (!expandsCleanly(template)) t.fail(`${at} expands cleanly`)
    if (/\p{Nd}/u.test(template)) t.fail(`${at} holds no digit`)
    if (leak.test(template)) t.fail(`${at} says nothing of machines or scams`)
  }
  t.pass('every template expands, without digits or giveaway words')
})

const kyc = [
  'నమస్కారం సార్, నేను SBI బ్యాంక్ నుండి రమేష్ మాట్లాడుతున్నాను. మీ KYC గడువు ముగిసింది, మీ అకౌంట్ ఈరోజే బ్లాక్ అవుతుంది.',
  'KYC అప్‌డేట్ కోసం మీ ఫోన్‌కి ఒక ఓటీపీ వస్తుంది, వెంటనే చెప్పండి. మీ బ్యాంక్ ఏ బ్రాంచ్?',
  'ఓటీపీ వచ్చిందా? త్వరగా చెప్పండి సార్.',
  'సరే, ఈ నంబర్‌కి కాల్ చేయండి 9876501234. మా ఆఫీస్ లో మాట్లాడతారు.',
  'మీరు రోబోనా? ఒకే రకం జవాబులు ఇస్తున్నారు',
  'సరే, ఓటీపీ వద్దు. ఈ లింక్ ఓపెన్ చేసి వివరాలు నింపండి: http://sbi-kyc-update.example.in/verify',
  'మీ వయసు ఎంత? ఇంట్లో ఎవరెవరు ఉంటారు?',
  'లింక్ ఓపెన్ చేశారా? ఈ విషయం మీ అబ్బాయికి చెప్పకండి.',
]
const lottery = [
  'అభినందనలు! మీరు KBC లక్కీ డ్రాలో 25 లక్షల బహుమతి గెలుచుకున్నారు.',
  'నా పేరు విజయ్ శర్మ, KBC ఆఫీస్ నుంచి. బహుమతి కోసం ప్రాసెసింగ్ ఫీజు 12500 కట్టాలి.',
  'ఈ UPI కి పంపండి: kbc.prize@okicici. డబ్బులు కట్టారా?',
  'అయితే అకౌంట్ నంబర్ 30214567891234, IFSC SBIN0012345. మీరు ఏం చేస్తుంటారు?',
  'అకౌంట్ విజయ్ ఎంటర్‌ప్రైజెస్ పేరు మీద ఉంది. మీ అకౌంట్‌లో ఎంత డబ్బు ఉంది?',
  'ఈ ఫీజు తిరిగి వస్తుంది, భయపడకండి. వెంటనే కట్టండి, లేకపోతే బహుమతి రద్దు అవుతుంది.',
  'మీరు మనిషా లేక మెషీనా? ఎందుకు ఇంత ఆలస్యం?',
  'సరే, మీరు ఎప్పుడు ఖాళీగా ఉంటారు? మా మేనేజర్ కాల్ చేస్తారు.',
]

const asksAfter = (turns: ReturnType<typeof playConversation>['turns'], from: number): ReadonlyArray<string> =>
  turns.slice(from).flatMap((turn) => turn.moves?.asks ?? [])

const invariants = (t: Test, replies: ReadonlyArray<string>): void => {
  t.ok(replies.every((r) => teluguScript.test(r)), 'every reply is in Telugu script')
  t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), 'no reply carries a digit')
  t.equal(new Set(replies).size, replies.length, 'no reply repeats')
  t.notOk(replies.some((r) => leak.test(r)), 'no reply hints at a machine or a scam')
}

t.test('when Venkata Rao is told his KYC has expired', async (t) => {
  const { turns, state } = playConversation('te-kyc', 'Telugu', kyc)
  const replies = turns.map((turn) => turn.reply)
  invariants(t, replies)
  t.equal(state.dialogue.claims.name, 'రమేష్', 'the caller\'s name is remembered')
  t.notOk(asksAfter(turns, 0).includes('name'), 'the caller who named himself is never asked his name')
  t.match(replies[1], /బ్యాంకు/u, 'asked about his bank, he names it')
  t.equal(turns[2]?.moves?.feint, 'otpNotCome', 'asked whether the OTP came, he says it has not')
  t.notOk(asksAfter(turns, 4).includes('phone'), 'the phone number given is never asked again')
  t.ok(turns[4]?.moves?.reactions.includes('probe'), 'the robot accusation is answered in character')
  t.not(turns[5]?.moves?.feint, 'otpNotCome', 'once the OTP is not needed, he stops waiting for it')
  t.match(replies[6], /అరవై ఆరు ఏళ్ళు/u, 'asked his age, he tells it in years')
  t.match(replies[6], /ఆవిడ|ఒక్కడినే/u, 'asked who is at home, he tells of his household')
  t.notOk(replies[7]?.includes('అబ్బాయి'), 'told to keep his son out, he does not mention him')
})

t.test('when Venkata Rao is told he won a lottery', async (t) => {
  const { turns } = playConversation('te-lottery', 'Telugu', lottery)
  const replies = turns.map((turn) => turn.reply)
  invariants(t, replies)
  t.ok(turns[0]?.moves?.reactions.includes('greed') || turns[0]?.moves?.reactions.includes('confused'), 'the prize is met with surprise')
  t.equal(turns[2]?.moves?.feint, 'upiInvalid', 'given a UPI id, he pretends it shows invalid')
  t.match(replies[3], /పోస్ట్‌మాస్టర్|పోస్టాఫీసు/u, 'asked his work, he says he was a postmaster')
  t.match(replies[4], /వేలు|లక్ష/u, 'asked how much he has, he names an amount in words')
  t.notOk(asksAfter(turns, 3).some((k) => k === 'upi' || k === 'name'), 'the UPI id and the name given are never asked again')
  t.notOk(asksAfter(turns, 4).some((k) => k === 'account' || k === 'ifsc'), 'the account and IFSC given are never asked again')
  t.ok(turns[6]?.moves?.reactions.includes('probe'), 'the machine accusation is answered in character')
  t.match(replies[7], /సాయంత్రం|మధ్యాహ్నం|పొద్దున|రాత్రి/u, 'asked when he is free, he names a time of day')
})
