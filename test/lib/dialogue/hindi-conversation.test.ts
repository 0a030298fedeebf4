import t from 'tap'
import { playDialogue, type PlayedTurn } from '../../helpers/play-dialogue.js'
import { understandMessage } from '../../../lib/dialogue/acts/understand-message.js'
import { hindi } from '../../../lib/dialogue/surface/packs/hindi.js'
import { withoutValues } from '../../helpers/play-dialogue.js'

const leak = /\b(?:bot|robot|ai|machine|automated|scam|fraud)\b|बॉट|रोबोट|मशीन|धोखा|फ्रॉड|ठग/iu

/** Plays a conversation through decide + evolve, as the pipeline does, forty seconds a turn. */
const play = (sessionId: string, texts: ReadonlyArray<string>): ReadonlyArray<PlayedTurn> => playDialogue(sessionId, 'Hindi', texts, 40).turns

const kyc = [
  'नमस्ते, मैं एसबीआई के हेड ऑफिस से बोल रहा हूँ। आपका केवाईसी अपडेट नहीं हुआ है, आज रात आपका खाता ब्लॉक हो जाएगा।',
  'मेरा नाम राकेश शर्मा है। आपकी उम्र क्या है और आपका खाता किस ब्रांच में है?',
  'अपडेट के लिए आपके फोन पर एक ओटीपी आया होगा, वो बताइए जल्दी।',
  'ओटीपी आया क्या? फोन मत काटिए।',
  'ठीक है, आप यह लिंक खोलिए https://sbi-kyc-update.example.in और डिटेल भरिए।',
  'मेरी कर्मचारी आईडी है SBI4521, चिंता मत कीजिए, सब सुरक्षित है।',
  'क्या आप बॉट हो? इतने सवाल क्यों पूछ रहे हो?',
  'अच्छा ठीक है, 99 रुपये की फीस भरनी होगी, rakesh.kyc@ybl पर भेज दीजिए।',
  'पेमेंट हुआ क्या? और यह बात अपने बेटे को मत बताना।',
]
const arrest = [
  'मैं इंस्पेक्टर विजय कुमार, मुंबई साइबर क्राइम से बोल रहा हूँ। आपके आधार कार्ड से एक पार्सल में ड्रग्स मिले हैं।',
  'आपके नाम पर एफआईआर दर्ज है, आपको गिरफ्तार किया जाएगा। यह बात किसी को मत बताना, परिवार को भी नहीं।',
  'आप कहाँ रहते हैं और घर में कौन कौन है?',
  'वीडियो कॉल पर आइए, स्काइप पर बयान होगा।',
  'केस नंबर है MUM/CC/2291. आपको 50000 रुपये सिक्योरिटी डिपॉजिट आरबीआई खाते में जमा करने होंगे, नहीं तो जेल होगी।',
  'खाता नंबर 50100234567812, IFSC HDFC0001234, खाताधारक का नाम राजेश वर्मा।',
  'पैसे भेज दिया क्या? जल्दी कीजिए।',
  'कोई फीस नहीं है, यह पैसा वापस मिल जाएगा, घबराइए मत।',
]

t.test('when a fake bank officer plays a whole KYC conversation in Hindi', async (t) => {
  for (const session of ['hi-kyc-a', 'hi-kyc-b', 'hi-kyc-c']) {
    const turns = play(session, kyc)
    const replies = turns.map((x) => x.reply)
    t.ok(replies.every((r) => /[\u0900-\u097F]/u.test(r) && !/[A-Za-z]/u.test(withoutValues(r))), `${session}: every reply is in Devanagari`)
    t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), `${session}: no reply carries a digit`)
    t.equal(new Set(replies).size, replies.length, `${session}: no reply repeats`)
    t.notOk(replies.some((r) => leak.test(r)), `${session}: no reply hints at a machine or a detection`)
    t.match(replies[1], /इकसठ साल/u, `${session}: the age is answered in words, with years`)
    t.match(replies[1], /बैंक/u, `${session}: the bank is answered`)
    t.equal(turns[3]?.moves?.feint, 'otpNotCome', `${session}: "did the OTP come?" gets an OTP that has not come`)
    t.match(replies[3], /ओटीपी|कोड|मैसेज/u, `${session}: and says so`)
    t.equal(turns[4]?.moves?.feint, 'linkError', `${session}: the link "does not open"`)
    t.notOk(turns.slice(2).some((x) => x.moves?.asks.includes('name')), `${session}: the name given on turn two is never asked again`)
    t.notOk(turns.slice(6).some((x) => x.moves?.asks.includes('employeeId')), `${session}: nor the staff id once given`)
    t.ok(turns[6]?.moves?.reactions.includes('probe'), `${session}: the bot accusation is answered in character`)
    t.notOk(/^(?:हां|जी हां)/u.test(replies[7] ?? ''), `${session}: and the next reply does not say yes to it`)
    t.equal(turns[7]?.moves?.feint, 'upiInvalid', `${session}: the UPI id "shows invalid"`)
    t.notOk(/बेटे/u.test(replies[8] ?? ''), `${session}: the son is kept out once the scammer says so`)
  }
})

t.test('when a fake police inspector threatens arrest in Hindi', async (t) => {
  for (const session of ['hi-arrest-a', 'hi-arrest-b']) {
    const turns = play(session, arrest)
    const replies = turns.map((x) => x.reply)
    t.ok(replies.every((r) => /[\u0900-\u097F]/u.test(r) && !/[A-Za-z]/u.test(withoutValues(r))), `${session}: every reply is in Devanagari`)
    t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), `${session}: no reply carries a digit`)
    t.equal(new Set(replies).size, replies.length, `${session}: no reply repeats`)
    t.ok(turns[1]?.moves?.reactions.includes('secrecy'), `${session}: the secrecy instruction is acknowledged`)
    t.match(replies[2], /<city>|कानपुर|झांसी|इलाहाबाद|गोरखपुर|बरेली|आगरा|जबलपुर|भोपाल|इटारसी|मुरादाबाद/u, `${session}: "where do you live" gets a city`)
    t.match(replies[2], /घरवाली|अकेला/u, `${session}: "who is at home" names the wife or living alone`)
    t.notOk(replies.slice(2).some((r) => /बेटे|बेटी|पोते/u.test(r)), `${session}: no relative is mentioned after "tell no one"`)
    t.equal(turns[3]?.moves?.feint, 'cameraBroken', `${session}: the video call meets a broken camera`)
    t.notOk(turns.slice(5).some((x) => x.moves?.asks.includes('caseId')), `${session}: the case number is not asked after it was given`)
    t.ok(turns[7]?.moves?.reactions.includes('negation'), `${session}: "no fee" is heard as a negation`)
  }
})

t.test('when Hindi messages are read as dialogue acts', async (t) => {
  const otp = understandMessage('ओटीपी बताइए नहीं तो खाता बंद हो जाएगा।')
  t.same(otp.demands, ['otp'], 'an OTP demand under threat stays a demand')
  t.ok(otp.tactics.includes('threat'), '"नहीं तो" is a threat, not a negation')
  const notAsking = understandMessage('हम ओटीपी नहीं मांग रहे, बस लिंक पर क्लिक कीजिए')
  t.same(notAsking.negated, ['otp'], '"ओटीपी नहीं मांग रहे" negates the OTP')
  t.same(notAsking.demands, ['click'], 'and the click in the next clause stands')
  t.same(understandMessage('इस नौकरी में कोई फीस नहीं लगेगी।').negated, ['payment'], '"फीस नहीं लगेगी" negates the fee')
  t.same(understandMessage('आपकी उम्र कितनी है? आप कहाँ रहते हैं?').questions, ['age', 'location'], 'age and city questions')
  t.same(understandMessage('आपका खाता किस बैंक में है और घर में कौन कौन है?').questions, ['bank', 'family'], 'bank and household questions')
  t.same(understandMessage('क्या आपने लिंक खोला?').questions, ['done'], 'a question about what was done')
  t.same(understandMessage('ओटीपी आया क्या?').questions, ['received'], 'a question about what arrived')
  t.same(understandMessage('ओटीपी आया क्या?').demands, ['otp'], 'which keeps the OTP demand')
  t.same(understandMessage('क्या आप घर पर अकेले हैं?').questions, ['family'], 'a yes-or-no question about the household has its kind')
  t.same(understandMessage('मतलब आप समझे नहीं?').negated, [], '"मतलब" is no "मत"')
  const claim = understandMessage('मेरा नाम राकेश शर्मा है, मेरी आईडी है SBI4521.')
  t.equal(claim.claims.name, 'राकेश शर्मा', 'the name after "मेरा नाम", vowel signs kept and "है" left out')
  t.equal(claim.claims.employeeId, 'SBI4521', 'the staff id after "मेरी आईडी है"')
  t.equal(understandMessage('मेरा आईडी PPE-CS-7704 है। फोनपे वाले सेंडर का एसएमएस देखिए।').claims.employeeId, 'PPE-CS-7704', 'and after the masculine "मेरा आईडी", as many say it')
  const officer = understandMessage('मैं इंस्पेक्टर विजय कुमार बोल रहा हूँ')
  t.equal(officer.claims.name, 'विजय कुमार', 'the name after a title')
  t.equal(officer.claims.role, 'इंस्पेक्टर', 'the title is the role')
  t.equal(understandMessage('मैं सीबीआई से बोल रहा हूँ।').claims.organisation, 'सीबीआई', 'the organisation before "से बोल रहा हूँ"')
  t.equal(understandMessage('खाता राजेश वर्मा के नाम पर है।').claims.beneficiary, 'राजेश वर्मा', 'the beneficiary before "के नाम पर है"')
  const secret = understandMessage('यह बात किसी को मत बताना, बेटे को भी नहीं।')
  t.ok(secret.instructions.includes('secrecy'), 'secrecy is an instruction')
  t.same([...secret.avoid].sort(), ['family', 'son'], 'the son and everyone are to be kept out')
  t.same(secret.negated, [], 'and "मत बताना" negates no demand')
  t.ok(understandMessage('फोन मत काटिए, लाइन पर बने रहिए।').instructions.includes('stayOnLine'), 'stay on the line')
  for (const probe of ['क्या आप बॉट हो?', 'आप रोबोट हैं क्या?', 'आप कोई मशीन हो?', 'क्या मैं असली इंसान से बात कर रहा हूँ?']) {
    t.ok(understandMessage(probe).probe, `"${probe}" is a bot accusation`)
  }
  t.notOk(understandMessage('एटीएम मशीन पर जाइए।').probe, 'an ATM machine is no accusation')
})

t.test('when the Hindi pack is read', async (t) => {
  const lines = JSON.stringify(hindi)
  t.notOk(/\p{Nd}/u.test(lines), 'no template carries a digit')
  t.notOk(leak.test(lines), 'no template names machines, bots or scams')
})
