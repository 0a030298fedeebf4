import t from 'tap'
import fc from 'fast-check'
import { addTallies, classify, tallySignals, type SignalTally } from '../../../lib/classify/classify.js'
import { emptyEvidence, type Evidence } from '../../../lib/evidence.js'

const fold = (turns: ReadonlyArray<string>): SignalTally => turns.map(tallySignals).reduce(addTallies, {})
const classifyTurns = (turns: ReadonlyArray<string>, evidence: Evidence = emptyEvidence()) => classify(fold(turns), evidence)
const withEvidence = (e: Partial<Evidence>): Evidence => ({ ...emptyEvidence(), ...e })

t.test('when nothing has been said yet', async (t) => {
  const c = classify({}, emptyEvidence())
  t.equal(c.scamType, 'UNKNOWN', 'answers UNKNOWN')
  t.ok(c.confidence <= 0.5, 'with a confidence that does not claim a scam')
})

t.test('when a single vague cue is all there is', async (t) => {
  const c = classifyTurns(['Hello, I have an exclusive offer for you.'])
  t.equal(c.scamType, 'UNKNOWN', 'names no type')
  t.ok(c.confidence <= 0.5, 'and is not confident it is a scam')
})

t.test('when one strong cue appears once', async (t) => {
  const c = classifyTurns(['Your KYC is pending.'])
  t.equal(c.scamType, 'KYC_BANKING', 'names the type')
  t.ok(c.confidence < 0.6, `but modestly (${c.confidence})`)
})

t.test('when many cues agree over several turns', async (t) => {
  const c = classifyTurns([
    'Congratulations! You have won Rs 25 lakh in the KBC lucky draw.',
    'To claim the prize, pay the processing fee of Rs 12,500 today.',
    'Winner, this is your last chance, or the prize goes to the next person.',
  ])
  t.equal(c.scamType, 'LOTTERY_PRIZE', 'names the type')
  t.ok(c.confidence >= 0.8, `with high confidence (${c.confidence})`)
})

t.test('when a generic opener is followed by a KYC pitch', async (t) => {
  const opener = ['Hello, good evening. Am I speaking with the account holder?']
  const first = classifyTurns(opener)
  t.equal(first.scamType, 'UNKNOWN', 'the opener alone is UNKNOWN')
  const later = classifyTurns([...opener, 'Your KYC has expired; update it now or the account will be blocked.'])
  t.equal(later.scamType, 'KYC_BANKING', 'the session becomes KYC_BANKING once the pitch arrives')
  t.ok(later.confidence > first.confidence, 'and its confidence rises')
})

t.test('when two types compete', async (t) => {
  const alone = classify({ messages: 3, 'pretext:CUSTOM_DUTY': 10 }, emptyEvidence())
  const contested = classify({ messages: 3, 'pretext:CUSTOM_DUTY': 10, 'pretext:DIGITAL_ARREST': 8 }, emptyEvidence())
  t.equal(contested.scamType, 'CUSTOM_DUTY', 'names the heavier one')
  t.ok(contested.confidence < alone.confidence, `less confidently than uncontested (${contested.confidence} < ${alone.confidence})`)
})

t.test('when benign marks sit beside the scam cues', async (t) => {
  const clean = classify({ messages: 3, 'pretext:KYC_BANKING': 8, scam: 4 }, emptyEvidence())
  const mixed = classify({ messages: 3, 'pretext:KYC_BANKING': 8, scam: 4, benign: 4 }, emptyEvidence())
  t.equal(mixed.scamType, 'KYC_BANKING', 'still names the type')
  t.ok(mixed.confidence < clean.confidence, 'with less confidence')
})

t.test('when the conversation is ordinary', async (t) => {
  const c = classifyTurns(['Dinner bill was Rs 2,400, so Rs 600 each.', 'Send it whenever you can, no hurry.'])
  t.equal(c.scamType, 'NOT_SCAM', 'answers NOT_SCAM')
  t.ok(c.confidence >= 0.5, 'and means it')
})

t.test('when a friend shares a UPI id', async (t) => {
  const c = classifyTurns(['Movie tickets were Rs 900 for three, Rs 300 each.', 'My UPI is neha@oksbi, no hurry.'], withEvidence({ upiIds: ['neha@oksbi'] }))
  t.equal(c.scamType, 'NOT_SCAM', 'the payment handle alone does not make it a scam')
})

t.test('when a genuine notice names a scam topic without any pressure', async (t) => {
  const c = classifyTurns([
    'Your FedEx parcel AWB 7712093381 is out for delivery today. No extra charges.',
    'Your parcel has been delivered successfully. Thank you for shopping with us.',
  ])
  t.equal(c.scamType, 'NOT_SCAM', 'the topic alone names no scam')
})

t.test('when a notice-like opener turns to a demand with a deadline', async (t) => {
  const opener = ['Your FedEx parcel AWB 7712093381 is out for delivery today.']
  t.equal(classifyTurns(opener).scamType, 'NOT_SCAM', 'the opener reads as a notice')
  const later = classifyTurns([...opener, 'It is held at customs. Pay the clearance fee of Rs 3,400 within 2 hours or it is seized.'])
  t.equal(later.scamType, 'CUSTOM_DUTY', 'the session becomes the scam once pressure arrives')
})

t.test('when a parent asks for a fee to be paid into a sibling\'s account', async (t) => {
  const c = classifyTurns(
    ['बेटा, छोटे की कोचिंग फीस ₹9,000 भरनी है।', 'भैया के खाते में भेज दो, खाता 30912284751। शाम को घर आ जाना।'],
    withEvidence({ bankAccounts: ['30912284751'] }),
  )
  t.equal(c.scamType, 'NOT_SCAM', 'family money talk is ordinary')
})

t.test('when only scam moves appear, with no type', async (t) => {
  const c = classifyTurns([
    'Send the OTP immediately.',
    'Pay the verification fee now or legal action will follow.',
    'Do not tell anyone. Final warning, within 10 minutes.',
  ])
  t.equal(c.scamType, 'UNKNOWN', 'answers UNKNOWN')
  t.ok(c.confidence > 0.5, `but confident it is a scam (${c.confidence})`)
})

t.test('when a crypto wallet is among the evidence', async (t) => {
  const turns = ['Our fund gives 4% daily returns on your investment.', 'Deposit to the address below.']
  const plain = classifyTurns(turns)
  const wallet = classifyTurns(turns, withEvidence({ cryptoWallets: ['TXGzd77VsoUsfdFcN897QReH7PzCVDswwv'] }))
  t.equal(plain.scamType, 'INVESTMENT_SCAM', 'without it the pitch is a generic investment scam')
  t.equal(wallet.scamType, 'CRYPTO_INVESTMENT', 'with it, the crypto refinement')
})

t.test('for any tally and evidence', async (t) => {
  const tally = fc.dictionary(
    fc.constantFrom('messages', 'scam', 'benign', 'official', 'pretext:KYC_BANKING', 'pretext:JOB_SCAM', 'pretext:INVESTMENT_SCAM', 'pretext:CRYPTO_INVESTMENT', 'pretext:UNLABELLED', 'lever:greed', 'lever:blackmail', 'channel:crypto', 'type:LOAN_SCAM', 'other'),
    fc.double({ min: 0, max: 1000, noNaN: true }),
  )
  fc.assert(
    fc.property(tally, fc.boolean(), (x, wallet) => {
      const c = classify(x, withEvidence(wallet ? { cryptoWallets: ['w'] } : {}))
      return c.confidence >= 0 && c.confidence <= 1
    }),
  )
  t.pass('the confidence stays within 0..1')
})
