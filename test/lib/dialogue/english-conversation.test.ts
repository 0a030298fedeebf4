import t from 'tap'
import { playDialogue, withoutValues } from '../../helpers/play-dialogue.js'

// Words that would give the game away, and refusals that tell a scammer to move on.
const leak = /\b(?:bot|chatbot|robot|ai|a\.i\.|artificial intelligence|language model|honeypot|scammer|scam|fraud|detected|automated|llm|chatgpt)\b/iu
const refusal = /\b(?:i|we)\s*(?:will not|won't|wont|refuse to)\s+(?:pay|share|send|give|click|install|transfer)\b/iu

const kyc = [
  'Dear customer, your SBI account will be blocked today as your KYC is pending. Update immediately.',
  'This is Rahul Verma from SBI KYC cell. Share the OTP you received to verify.',
  'How old are you, madam? Senior citizens get priority.',
  'Have you received the OTP? Tell me fast.',
  'OK call me on +91 98765 43210. My employee ID is SBI-KYC-4471.',
  'Are you a bot? You keep saying the same thing.',
  'Forget OTP, I am not asking OTP now. Just pay Rs 10 verification fee to sbi.kyc@fakebank',
  'Payment not reflecting. Did you pay?',
  'Then use account 123456789012, IFSC SBIN0001234.',
  'Do not tell your son about this, it is confidential. Complete it now.',
  'Why so slow? Send the screenshot.',
]

t.test('when a KYC scammer presses, over eleven turns', async (t) => {
  const { replies, state } = playDialogue('en-kyc-1', 'English', kyc)
  t.equal(new Set(replies).size, replies.length, 'no reply repeats')
  t.notOk(replies.some((r) => /\p{Nd}/u.test(withoutValues(r))), 'no reply carries a digit')
  t.notOk(replies.some((r) => leak.test(r)), 'no reply hints at a machine or a detection')
  t.notOk(replies.some((r) => refusal.test(r)), 'the persona never announces a refusal')
  t.match(replies[2]!, /sixty-seven/iu, 'the age question is answered')
  t.match(replies[3]!, /OTP|code|message/iu, 'the question about the OTP is answered by its not coming')
  t.notMatch(replies[5]!, /^yes\b/iu, 'a bot accusation gets no "yes"')
  t.notMatch(replies.slice(2).join(' '), /your (?:good )?name|who am i speaking/iu, 'the name is not asked once given')
  t.notMatch(replies.slice(5).join(' '), /employee id|staff id|id number/iu, 'the staff id is not asked once given')
  t.notMatch(replies.slice(9).join(' '), /\bson\b/iu, 'the son is not mentioned after "do not tell your son"')
  t.equal(state.dialogue.claims.name, 'Rahul Verma', 'the claimed name is remembered')
  t.ok(state.dialogue.feigned.some((f) => f.feint === 'upiInvalid' || f.feint === 'paymentFailed' || f.feint === 'trying'), 'the persona pretends to pay')
  t.ok(state.dialogue.asks.every((a) => a.kind !== 'policy' && a.kind !== 'order'), 'nothing off-type is asked')
})

const sextortion = [
  'I have recorded your video call. Pay Rs 20000 or I send it to your family and friends.',
  'Who I am does not matter. Pay now or the video goes viral.',
  'Send it to my UPI blackmail.pay@fakeupi in one hour.',
  'Are you sending or not?',
  'Send on WhatsApp +44 7700 900123 the screenshot after paying.',
]

t.test('when a blackmailer demands money', async (t) => {
  const { replies, state } = playDialogue('en-sext-1', 'English', sextortion)
  t.notMatch(replies.join(' '), /employee|staff id|office|case number|reference number|policy|tracking/iu, 'a blackmailer is never asked for an office, staff id or case number')
  t.ok(state.dialogue.asks.some((a) => a.kind === 'upi' || a.kind === 'phone' || a.kind === 'amount' || a.kind === 'email'), 'the persona asks where and how to pay')
  t.equal(new Set(replies).size, replies.length, 'no reply repeats')
})

t.test('when the same conversation is played twice', async (t) => {
  t.same(playDialogue('en-kyc-2', 'English', kyc).replies, playDialogue('en-kyc-2', 'English', kyc).replies, 'a replay says the same')
  t.not(playDialogue('en-kyc-3', 'English', kyc).replies.join(), playDialogue('en-kyc-2', 'English', kyc).replies.join(), 'another session words it differently')
})

t.test('when the scammer answers in seconds, and when after a long pause', async (t) => {
  const quick = playDialogue('en-gap-1', 'English', kyc.slice(0, 6), 5)
  t.same(quick.state.dialogue.lastExcuseTurn, 0, 'no household excuse when messages come seconds apart')
  const slow = playDialogue('en-gap-1', 'English', kyc.slice(0, 6), 600)
  t.ok(slow.state.dialogue.lastExcuseTurn > 0, 'an excuse for the delay once the conversation paused')
})

const blackmail = [
  'I have recorded your video call. Pay Rs 50,000 or I send it to all your contacts on every platform.',
  'Do not try to be smart. Send the money to clear.chat@ybl within one hour.',
  'Payment not received. Pay now or the video goes live tonight.',
  'Last warning. Your family will see everything.',
  'Pay Rs 50,000 now, then I delete it forever.',
]

t.test('when a blackmailer demands money', async (t) => {
  for (const session of ['en-blackmail-1', 'en-blackmail-2', 'en-blackmail-3']) {
    const { replies } = playDialogue(session, 'English', blackmail)
    t.notOk(replies.some((r) => /\b(?:free|fee|fees)\b/iu.test(r)), `${session}: paying to stop a threat is never called a fee, nor something promised free`)
  }
})
