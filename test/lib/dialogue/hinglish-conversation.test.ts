import t from 'tap'
import { playDialogue, type PlayedTurn } from '../../helpers/play-dialogue.js'
import { understandMessage } from '../../../lib/dialogue/acts/understand-message.js'
import { hinglish } from '../../../lib/dialogue/surface/packs/hinglish.js'
import { withoutValues } from '../../helpers/play-dialogue.js'

const leak = /\b(?:bot|robot|ai|machine|automated|scam|scammer|fraud|dhokha|thag|thagi)\b/iu

/** Plays a conversation through decide + evolve, as the pipeline does, forty seconds a turn. */
const play = (sessionId: string, texts: ReadonlyArray<string>): ReadonlyArray<PlayedTurn> => playDialogue(sessionId, 'Hinglish', texts, 40).turns

const job = [
  "Hello ma'am, main Priya bol rahi hu, HR department se. Aapka resume select hua hai, work from home job hai, ghar baithe 3000 roz kamaiye.",
  'Aap kya karti ho abhi? Aur kitne ghante free rehti ho?',
  'Bas ek registration fees lagegi 499 rupaye, uske baad salary shuru.',
  'Fees priya.hr@okaxis pe bhej do jaldi, aaj hi last date hai.',
  'Payment kiya kya? Screenshot bhejo.',
  'Account number 38271900456 hai, IFSC BARB0LUCKNO, account Rohit Verma ke naam pe hai.',
  'Aap bot ho kya? Itna time kyun lag raha hai?',
  'Chinta mat karo, fees refund ho jayega joining ke baad. Ghar walon ko mat batana abhi.',
]
const kyc = [
  'Namaste madam, main SBI se bol raha hu. Aapka KYC update nahi hua hai, aaj raat account block ho jayega.',
  'Mera naam Amit Singh hai, meri employee id SBI7781 hai. Aapka account kis branch me hai aur aapki umar kya hai?',
  'Aapke phone pe ek OTP aaya hoga, wo bata dijiye.',
  'OTP aaya kya? Phone mat kaatna.',
  'Hum OTP nahi maang rahe, bas is link pe click karo http://sbi-kyc.example.in',
  'Link khola? Details bhariye jaldi warna account band ho jayega.',
  'Aap kahan rehti ho aur ghar me kaun kaun hai?',
  'Theek hai, AnyDesk app download karo, hum khud kar denge.',
]
const devanagari = /[\u0900-\u097F]/u

t.test('when a fake recruiter plays a whole job conversation in Hinglish', async (t) => {
  for (const session of ['hl-job-a', 'hl-job-b', 'hl-job-c']) {
    const turns = play(session, job)
    const replies = turns.map((x) => x.reply)
    t.ok(replies.every((r) => /[A-Za-z]/u.test(r) && !devanagari.test(r)), `${session}: every reply is in Latin script`)
    t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), `${session}: no reply carries a digit`)
    t.equal(new Set(replies).size, replies.length, `${session}: no reply repeats`)
    t.notOk(replies.some((r) => /\b(?:bhaiya|bhai sahab|sir)\b/iu.test(r)), `${session}: Priya, who speaks as a woman, is never addressed as a man`)
    t.notOk(replies.some((r) => leak.test(r)), `${session}: no reply hints at a machine or a detection`)
    t.match(replies[1], /housewife/u, `${session}: "what do you do" gets the job`)
    t.ok(turns[1]?.moves?.answers.includes('time'), `${session}: "how many hours are you free" gets a time`)
    t.match(replies[1], /dopahar|shaam|subah|raat/iu, `${session}: and says when`)
    t.equal(turns[3]?.moves?.feint, 'upiInvalid', `${session}: the UPI id "shows invalid"`)
    t.notOk(turns.slice(1).some((x) => x.moves?.asks.includes('name')), `${session}: the name given on turn one is never asked again`)
    t.notOk(turns.slice(4).some((x) => x.moves?.asks.includes('upi')), `${session}: nor the UPI id once given`)
    t.ok(turns[6]?.moves?.reactions.includes('probe'), `${session}: the bot accusation is answered in character`)
    t.ok(turns[7]?.moves?.reactions.includes('secrecy'), `${session}: "don't tell the family" is acknowledged`)
    t.notOk(/bete|beti|husband/iu.test(replies[7] ?? ''), `${session}: and nobody at home is brought up`)
  }
})

t.test('when a fake bank officer plays a whole KYC conversation in Hinglish', async (t) => {
  for (const session of ['hl-kyc-a', 'hl-kyc-b']) {
    const turns = play(session, kyc)
    const replies = turns.map((x) => x.reply)
    t.ok(replies.every((r) => /[A-Za-z]/u.test(r) && !devanagari.test(r)), `${session}: every reply is in Latin script`)
    t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), `${session}: no reply carries a digit`)
    t.equal(new Set(replies).size, replies.length, `${session}: no reply repeats`)
    t.match(replies[1], /chauvan saal/u, `${session}: the age is answered in words, with years`)
    t.match(replies[1], /SBI|Baroda|PNB|Union|Canara|Indian Bank/u, `${session}: the bank is answered`)
    t.notOk(turns.slice(1).some((x) => x.moves?.asks.includes('name') || x.moves?.asks.includes('employeeId')), `${session}: the name and staff id are never asked again`)
    t.equal(turns[2]?.moves?.feint, 'otpNotCome', `${session}: the OTP "has not come"`)
    t.equal(turns[4]?.moves?.feint, 'linkError', `${session}: once the OTP is called off, the link "shows an error"`)
    t.match(replies[6], /Lucknow/u, `${session}: "where do you live" gets the city`)
    t.match(replies[6], /husband/iu, `${session}: "who is at home" names the husband`)
    t.equal(turns[7]?.moves?.feint, 'appNotFound', `${session}: the app "will not install"`)
  }
})

t.test('when Hinglish messages are read as dialogue acts', async (t) => {
  const otp = understandMessage('OTP batao nahi to account band ho jayega.')
  t.same(otp.demands, ['otp'], 'an OTP demand under threat stays a demand')
  t.ok(otp.tactics.includes('threat'), '"nahi to" is a threat, not a negation')
  const notAsking = understandMessage('Hum OTP nahi maang rahe, bas link pe click karo')
  t.same(notAsking.negated, ['otp'], '"OTP nahi maang rahe" negates the OTP')
  t.same(notAsking.demands, ['click'], 'and the click in the next clause stands')
  t.same(understandMessage('Is job me koi fees nahi lagegi.').negated, ['payment'], '"fees nahi lagegi" negates the fee')
  t.same(understandMessage('Paise bhej do jaldi.').demands, ['payment'], '"paise bhej do" is a payment demand')
  t.same(understandMessage('Aapki umar kya hai? Aap kahan rehti ho?').questions, ['age', 'location'], 'age and city questions')
  t.same(understandMessage('Kaun sa bank hai aapka, aur ghar me kaun kaun hai?').questions, ['bank', 'family'], 'bank and household questions')
  t.same(understandMessage('Payment kiya kya?').questions, ['done'], 'a question about what was done')
  t.same(understandMessage('OTP aaya kya?').questions, ['received'], 'a question about what arrived')
  t.same(understandMessage('OTP aaya kya?').demands, ['otp'], 'which keeps the OTP demand')
  t.same(understandMessage('Kya aap akeli rehti ho?').questions, ['family'], 'a yes-or-no question about the household has its kind')
  t.same(understandMessage('Matlab aap samjhe nahi?').negated, [], '"matlab" is no "mat"')
  const claim = understandMessage('Mera naam Amit Singh hai, meri employee id SBI7781 hai.')
  t.equal(claim.claims.name, 'Amit Singh', 'the name after "mera naam"')
  t.equal(claim.claims.employeeId, 'SBI7781', 'the staff id')
  t.equal(understandMessage('Main Rahul Sharma bol raha hu, aapke bank se.').claims.name, 'Rahul Sharma', 'the name before "bol raha hu"')
  t.equal(understandMessage('Main SBI se bol raha hu.').claims.organisation, 'SBI', 'the organisation before "se bol raha hu"')
  t.same(understandMessage('Main SBI se bol raha hu.').claims.name, undefined, 'and no name is taken from an acronym')
  const intro = understandMessage('Main Deepak Joshi, claim officer. Release ke liye charge lagega.')
  t.equal(intro.claims.name, 'Deepak Joshi', '"Main <Name>," gives the name')
  t.equal(intro.claims.role, 'claim officer', 'and the role in apposition')
  t.same(understandMessage('Main aapko link bhej rahi hu.').claims, {}, 'a lower-case word after "main" is no name')
  t.equal(understandMessage('Account Rohit Verma ke naam pe hai.').claims.beneficiary, 'Rohit Verma', 'the beneficiary before "ke naam pe hai"')
  const secret = understandMessage('Ye baat kisi ko mat batana, bete ko bhi nahi.')
  t.ok(secret.instructions.includes('secrecy'), 'secrecy is an instruction')
  t.same([...secret.avoid].sort(), ['family', 'son'], 'the son and everyone are to be kept out')
  t.same(secret.negated, [], 'and "mat batana" negates no demand')
  t.ok(understandMessage('Phone mat kaatna, line pe rahiye.').instructions.includes('stayOnLine'), 'stay on the line')
  t.ok(understandMessage('Chinta mat karo, sab safe hai.').tactics.includes('reassurance'), 'reassurance')
  for (const probe of ['Aap bot ho kya?', 'Tum robot ho?', 'Koi machine ho kya?', 'Aap asli insaan ho?']) {
    t.ok(understandMessage(probe).probe, `"${probe}" is a bot accusation`)
  }
  t.notOk(understandMessage('ATM machine pe jaiye.').probe, 'an ATM machine is no accusation')
})

t.test('when the Hinglish pack is read', async (t) => {
  const lines = JSON.stringify(hinglish)
  t.notOk(/\p{Nd}/u.test(lines), 'no template carries a digit')
  t.notOk(devanagari.test(lines), 'no template slips into Devanagari')
  t.notOk(leak.test(lines), 'no template names machines, bots or scams')
})
