import t from 'tap'
import { emptyUnderstanding, type Understanding } from '../../../../lib/dialogue/acts/understanding.js'
import { chooseMoves, type PolicyInput } from '../../../../lib/dialogue/policy/choose-moves.js'
import { initialDialogue, type DialogueState } from '../../../../lib/dialogue/state/dialogue-state.js'
import type { AskKind } from '../../../../lib/dialogue/vocabulary.js'
import type { ScamType } from '../../../../lib/scam-type.js'

const given = (...kinds: AskKind[]) => (k: AskKind): boolean => kinds.includes(k)
type Over = Partial<Omit<PolicyInput, 'heard' | 'state'>> & { heard?: Partial<Understanding>; state?: Partial<DialogueState> }
const moves = (over: Over) =>
  chooseMoves({
    turn: 3,
    scamType: 'KYC_BANKING',
    benign: false,
    given: given(),
    draw: () => 0.9,
    ...over,
    heard: { ...emptyUnderstanding(), ...over.heard },
    state: { ...initialDialogue(), ...over.state },
  })

t.test('when the scammer demands payment, the persona goes along one obstacle at a time', async (t) => {
  const first = moves({ state: { demand: 'payment' }, heard: { demands: ['payment'] } })
  t.equal(first.feint, 'trying', 'with no payee yet it tries, and')
  t.ok(first.asks.includes('upi'), 'asks where to pay')
  const upi = moves({ state: { demand: 'payment' }, given: given('upi', 'amount') })
  t.equal(upi.feint, 'upiInvalid', 'the UPI id given "shows invalid"')
  t.same(upi.asks, ['account', 'ifsc'], 'so an account and IFSC are needed')
  const account = moves({ state: { demand: 'payment', feigned: [{ feint: 'upiInvalid', turn: 2 }] }, given: given('upi', 'account', 'ifsc', 'amount') })
  t.equal(account.feint, 'bankAsksBeneficiary', 'then the bank asks who the beneficiary is')
})

t.test('when the scammer kept giving the account and passed the UPI question over twice', async (t) => {
  // Asked for a UPI id beside an account (the account came) and again after a failed payment (a
  // number came): a third "is there a UPI id?" reads as not listening.
  const asks = [
    { kind: 'upi' as const, turn: 2, answered: false },
    { kind: 'account' as const, turn: 2, answered: true },
    { kind: 'upi' as const, turn: 5, answered: false },
    { kind: 'phone' as const, turn: 5, answered: true },
  ]
  const feigned = [
    { feint: 'bankNeedsIfsc' as const, turn: 3 },
    { feint: 'bankAsksBeneficiary' as const, turn: 4 },
    { feint: 'paymentFailed' as const, turn: 5 },
    { feint: 'wentToBank' as const, turn: 6 },
  ]
  const m = moves({ turn: 8, scamType: 'LOTTERY_PRIZE', state: { demand: 'payment', asks, feigned }, given: given('account', 'ifsc', 'beneficiary', 'amount', 'phone') })
  t.equal(m.feint, 'paymentFailed', 'the payment "fails" again')
  t.notOk(m.asks.includes('upi'), 'but the UPI id is not asked a third time')
  const once = moves({ turn: 8, scamType: 'LOTTERY_PRIZE', state: { demand: 'payment', asks: asks.slice(0, 2), feigned }, given: given('account', 'ifsc', 'beneficiary', 'amount', 'phone') })
  t.ok(once.asks.includes('upi'), 'passed over once, it may still be asked after a failed payment')
})

t.test('when the scammer says to pay through a link he has not sent', async (t) => {
  const m = moves({ state: { demand: 'payment', demandsSeen: ['payment', 'click'] }, heard: { demands: ['payment', 'click'] } })
  t.equal(m.feint, 'trying', 'the persona tries')
  t.equal(m.asks[0], 'link', 'and asks for the link first')
  const spoken = moves({ state: { demand: 'payment', demandsSeen: ['payment'] }, heard: { demands: ['payment'], mentions: ['link'], named: ['link'] } })
  t.equal(spoken.asks[0], 'link', 'also when "pay through our quick-pay link" names the link without a word for opening it')
  const sent = moves({ state: { demand: 'payment', demandsSeen: ['payment', 'click'] }, given: given('link') })
  t.notOk(sent.asks.includes('link'), 'once sent, the link is not asked for again')
})

t.test('when the scammer says to install an app he has not named', async (t) => {
  const m = moves({ state: { demand: 'install' }, heard: { demands: ['install'] } })
  t.equal(m.feint, 'appNotFound', 'the persona cannot find it in the store')
  t.ok(m.asks.includes('link'), 'and asks for a link to it')
})

t.test('when the scammer demands the OTP', async (t) => {
  const m = moves({ state: { demand: 'otp' }, heard: { demands: ['otp'], questions: ['received'] } })
  t.equal(m.feint, 'otpNotCome', 'the OTP "has not come"')
  t.ok(m.asks.length >= 1 && m.asks.length <= 2, 'one or two asks, never more')
})

t.test('when something was given or asked in vain', async (t) => {
  const m = moves({ given: given('name', 'phone', 'employeeId') })
  t.notOk(m.asks.some((k) => ['name', 'phone', 'employeeId'].includes(k)), 'nothing given is asked again')
  const nagged = moves({ state: { asks: [{ kind: 'name', turn: 1, answered: false }, { kind: 'name', turn: 2, answered: false }] } })
  t.notOk(nagged.asks.includes('name'), 'a kind asked twice in vain is not asked a third time')
})

t.test('when the scam has nobody behind a desk', async (t) => {
  for (const scamType of ['SEXTORTION', 'ROMANCE_SCAM', 'CRYPTO_INVESTMENT'] as ScamType[]) {
    for (let turn = 1; turn <= 8; turn++) {
      const m = moves({ scamType, turn, state: { demand: 'payment' }, heard: { demands: ['payment'] }, given: given('upi', 'account', 'name', 'phone') })
      t.notOk(m.asks.some((k) => ['employeeId', 'office', 'caseId', 'policy', 'order', 'organisation'].includes(k)), `${scamType} turn ${turn}: no office questions`)
    }
  }
})

t.test('when the caller courts the persona, whatever the type first read', async (t) => {
  for (const scamType of ['CUSTOM_DUTY', 'JOB_SCAM', 'LOTTERY_PRIZE'] as ScamType[]) {
    const m = moves({ scamType, turn: 1, state: { tactics: ['affection'] }, heard: { tactics: ['affection'] } })
    t.notOk(m.asks.some((k) => ['employeeId', 'office', 'caseId', 'organisation', 'role'].includes(k)), `${scamType}: no office questions of a suitor`)
  }
  const known = given('name', 'phone', 'amount')
  const suitor = moves({ scamType: 'CUSTOM_DUTY', turn: 3, given: known, state: { tactics: ['affection'] } })
  t.notOk(suitor.asks.includes('order'), 'later too, a suitor is not asked for a parcel number')
  const officer = moves({ scamType: 'CUSTOM_DUTY', turn: 3, given: known, state: { tactics: ['affection', 'authority'] } })
  t.ok(officer.asks.includes('order'), 'one who also claims authority is asked as an office is')
})

t.test('when the scammer asks about the persona', async (t) => {
  const m = moves({ heard: { questions: ['age', 'bank'] } })
  t.same(m.answers, ['age', 'bank'], 'both questions are answered')
  t.same(m.stated, ['age', 'bank'], 'and the facts told are recorded')
  const probe = moves({ heard: { probe: true, questions: ['yesno'] } })
  t.ok(probe.reactions.includes('probe'), 'a bot accusation gets an in-character answer')
  t.notOk(probe.answers.includes('yesno'), 'and no "yes"')
})

t.test('when the conversation paused, and when it did not', async (t) => {
  t.ok(moves({ state: { gapSeconds: 600 } }).excuse, 'an excuse after ten minutes of silence')
  t.notOk(moves({ state: { gapSeconds: 5 } }).excuse, 'none after five seconds')
  t.notOk(moves({ state: { gapSeconds: 600, lastExcuseTurn: 2 } }).excuse, 'nor right after the last excuse')
})

t.test('when the message looks genuine', async (t) => {
  const m = moves({ benign: true, scamType: 'NOT_SCAM', state: { demand: 'payment' } })
  t.equal(m.feint, null, 'the persona feigns nothing')
  t.ok(m.worry === null || m.worry === 'genuine', 'and voices mild unease at most, never a red flag')
  const friend = moves({ benign: true, scamType: 'NOT_SCAM', turn: 1 })
  t.notOk(friend.asks.some((k) => k === 'organisation' || k === 'office'), 'a sender who names no office is not asked for his firm')
  const bank = moves({ benign: true, scamType: 'NOT_SCAM', turn: 1, state: { claims: { organisation: 'HDFC Bank' } }, given: given('organisation') })
  t.ok(bank.asks.includes('office'), 'one who writes for a bank is asked which branch')
})

t.test('when the persona has told the same pretence before', async (t) => {
  const documents = { demand: 'personalData' as const }
  t.equal(moves({ turn: 2, state: documents }).feint, 'documentsAway', 'the first time it looks for the papers')
  t.equal(moves({ turn: 3, state: { ...documents, feigned: [{ feint: 'documentsAway', turn: 2 }] } }).feint, null, 'not again in the very next reply')
  const twice = { ...documents, feigned: [{ feint: 'documentsAway' as const, turn: 2 }, { feint: 'documentsAway' as const, turn: 4 }] }
  t.equal(moves({ turn: 6, state: twice }).feint, null, 'nor a third time')
  t.ok(moves({ turn: 6, state: twice }).asks.length > 0, 'it still asks for what the next attempt needs')
  const otp = { demand: 'otp' as const, feigned: [{ feint: 'otpNotCome' as const, turn: 2 }] }
  t.equal(moves({ turn: 3, state: otp, heard: { questions: ['received'] } }).feint, 'otpNotCome', 'asked "did it come?", it says so again')
})

t.test('when the scam ends in payment', async (t) => {
  t.ok(moves({ turn: 1, scamType: 'LOTTERY_PRIZE' }).asks.includes('amount'), 'a prize is asked its price in the first reply')
  t.ok(moves({ turn: 1, scamType: 'LOTTERY_PRIZE', given: given('amount') }).asks.includes('amount'), 'even when the opener named the prize: that is what the victim gets, not what it pays')
  t.notOk(moves({ turn: 1, scamType: 'LOTTERY_PRIZE', state: { demandsSeen: ['payment'] }, given: given('amount') }).asks.includes('amount'), 'not when the fee was demanded with its sum')
  t.notOk(moves({ turn: 1, scamType: 'KYC_BANKING' }).asks.includes('amount'), 'a bank "verification" is not asked a price before it names one')
  t.ok(moves({ turn: 1, scamType: 'TECH_SUPPORT' }).asks.includes('amount'), 'a "technician" is asked what the repair will cost')
  const bonus = moves({ turn: 1, scamType: 'UNKNOWN', heard: { tactics: ['greed'] } })
  t.equal(bonus.asks[0], 'amount', 'money promised before the type is known is asked its price too, first')
  t.notOk(bonus.reactions.includes('confused'), 'and the persona asking it is not confused about what this is')
  const refund = moves({ turn: 1, scamType: 'UNKNOWN', heard: { tactics: ['greed'] }, given: given('amount') })
  t.notOk(refund.asks.includes('amount'), 'not when the promise named its sum: "how much?" would not have listened')
  t.ok(moves({ turn: 1, scamType: 'UNKNOWN' }).reactions.includes('confused'), 'a caller who promises nothing still puzzles it')
})

t.test('when the caller has said who he is before the first reply', async (t) => {
  t.notOk(moves({ turn: 1, state: { claims: { name: 'Vinod Patil' } } }).reactions.includes('confused'), 'the persona does not ask who is calling')
  t.ok(moves({ turn: 1 }).reactions.includes('confused'), 'a caller who has not said is asked')
})

t.test('when a demand on the side follows the money', async (t) => {
  const camera = { demand: 'videoCall' as const, demandsSeen: ['transfer' as const, 'videoCall' as const], feigned: [{ feint: 'cameraBroken' as const, turn: 5 }] }
  const back = moves({ turn: 6, scamType: 'DIGITAL_ARREST', state: camera, given: given('phone', 'email', 'amount') })
  t.equal(back.feint, 'trying', 'once the camera pretence is told, the persona goes back to the transfer he wants')
  t.ok(back.asks.includes('account'), 'and asks where to send it')
  t.equal(moves({ turn: 3, scamType: 'DIGITAL_ARREST', state: { demand: 'videoCall', demandsSeen: ['videoCall'] } }).feint, 'cameraBroken', 'a video call alone is still met with the camera')
})

t.test('when the persona does not know where the money goes', async (t) => {
  const m = moves({ scamType: 'ROMANCE_SCAM', state: { demand: 'transfer' }, given: given('amount') })
  t.same(m.asks, ['upi', 'account'], 'it asks for both ways it could send it, and the scammer answers with the one he has')
  const ifsc = moves({ state: { demand: 'payment', feigned: [{ feint: 'trying', turn: 1 }], asks: [{ kind: 'account', turn: 2, answered: false }] }, turn: 3, given: given('upi', 'amount') })
  t.notOk(ifsc.asks.includes('ifsc'), 'an IFSC is not asked for without an account to go with it')
})

t.test('when the scammer answered one of two asks', async (t) => {
  const asks = [{ kind: 'phone' as const, turn: 2, answered: true }, { kind: 'link' as const, turn: 2, answered: false }]
  t.ok(moves({ turn: 3, state: { asks }, given: given('name', 'phone', 'employeeId') }).asks.includes('link'), 'the other was put off, not refused: it may be asked again at once')
  const twice = [...asks, { kind: 'link' as const, turn: 3, answered: false }, { kind: 'email' as const, turn: 3, answered: true }]
  t.notOk(moves({ turn: 4, state: { asks: twice }, given: given('name', 'phone', 'employeeId') }).asks.includes('link'), 'but not a third reply running')
  const refused = [{ kind: 'link' as const, turn: 2, answered: false }]
  t.notOk(moves({ turn: 3, state: { asks: refused }, given: given('name', 'phone', 'employeeId') }).asks.includes('link'), 'an ask the scammer passed over rests')
  const waved = [{ kind: 'link' as const, turn: 1, answered: false, refused: true }]
  t.notOk(moves({ turn: 6, state: { asks: waved }, given: given('name', 'phone', 'employeeId') }).asks.includes('link'), 'an ask the scammer waved away is not made again, however long ago')
  t.notOk(
    moves({ turn: 6, state: { demand: 'payment', asks: [{ kind: 'account', turn: 1, answered: false, refused: true }] }, given: given('upi', 'amount') }).asks.includes('account'),
    'not even when an obstacle would need it',
  )
  const besides = [{ kind: 'link' as const, turn: 1, answered: false, refused: true }, { kind: 'email' as const, turn: 1, answered: false, refused: true }]
  t.notOk(moves({ turn: 4, state: { asks: besides }, given: given('name', 'phone', 'employeeId') }).asks.includes('link'), 'waved away beside another ask, it rests a while')
  t.ok(moves({ turn: 7, state: { asks: besides }, given: given('name', 'phone', 'employeeId') }).asks.includes('link'), 'and may be asked once more later: the scammer may have meant the other')
  const putOff = [1, 2, 4].map((turn) => [{ kind: 'email' as const, turn, answered: false }, { kind: 'phone' as const, turn: turn, answered: true }]).flat()
  t.notOk(moves({ turn: 7, state: { asks: putOff }, given: given('phone', 'name', 'employeeId', 'link', 'caseId') }).asks.includes('email'), 'put off three times for something else, a kind is not asked a fourth time')
  const whoPutOff = [1, 4].map((turn) => [{ kind: 'name' as const, turn, answered: false }, { kind: 'phone' as const, turn: turn, answered: true }]).flat()
  t.notOk(moves({ turn: 7, state: { asks: whoPutOff }, given: given('phone') }).asks.includes('name'), 'and who he is, not a third time')
})

t.test('when the persona names a red flag', async (t) => {
  t.equal(moves({ turn: 2, heard: { tactics: ['threat', 'authority'] } }).worry, 'police', 'a threat from "the police" is the police worry')
  t.equal(moves({ turn: 2, heard: { demands: ['otp'] } }).worry, 'otp', 'a demand made now is the worry')
  t.equal(moves({ turn: 2, heard: { tactics: ['urgency'] } }).worry, 'urgency', 'the hurry, when nothing is demanded')
  t.equal(moves({ turn: 2, heard: { mentions: ['link'] } }).worry, 'link', 'a link sent')
  t.equal(moves({ turn: 2 }).worry, 'genuine', 'with nothing to name, whether it is genuine')
  t.equal(moves({ turn: 2, draw: () => 0.1, heard: { demands: ['otp'], tactics: ['urgency'] } }).worry, 'urgency', 'now and then the second most pressing one')
})

t.test('when the caller is not yet typed and claims no office', async (t) => {
  for (let turn = 1; turn <= 8; turn++) {
    const m = moves({ scamType: 'UNKNOWN', turn, state: { demand: 'payment', feigned: [{ feint: 'trying', turn: 1 }] }, heard: { demands: ['payment'] }, given: given('upi', 'account', 'name') })
    t.notOk(m.asks.some((k) => ['organisation', 'employeeId', 'office', 'caseId', 'role'].includes(k)), `turn ${turn}: a stranger is not asked for his firm, staff id or case number`)
  }
  const official = moves({ scamType: 'UNKNOWN', turn: 2, state: { tactics: ['authority'] }, given: given('name', 'phone') })
  t.ok(official.asks.includes('organisation'), 'one who speaks with authority is asked whom he works for')
})

t.test('when the scammer gave a crypto wallet to pay into', async (t) => {
  const m = moves({ scamType: 'CRYPTO_INVESTMENT', state: { demand: 'payment' }, heard: { demands: ['payment'] }, given: given('wallet', 'amount') })
  t.equal(m.feint, 'paymentFailed', 'the transfer to the wallet "fails"')
  t.notOk(m.asks.some((k) => ['upi', 'account', 'wallet'].includes(k)), 'and no other way to pay is asked, as if the wallet had not been heard')
})

t.test('when an ask was put off because the scammer answered the other one', async (t) => {
  const putOff = moves({
    turn: 7,
    scamType: 'CUSTOM_DUTY',
    given: given('name', 'amount', 'upi', 'order', 'employeeId', 'caseId'),
    state: {
      asks: [
        { kind: 'phone', turn: 3, answered: false },
        { kind: 'order', turn: 3, answered: true },
        { kind: 'phone', turn: 5, answered: false },
        { kind: 'employeeId', turn: 5, answered: true },
      ],
    },
  })
  t.ok(putOff.asks.includes('phone'), 'it was not refused, so it may be asked again')
})

t.test('when an obstacle needs a detail asked in the last two replies', async (t) => {
  // The link was put off twice for the other ask of each reply.
  const asks = [1, 2].flatMap((turn) => [{ kind: 'link' as const, turn, answered: false }, { kind: 'name' as const, turn, answered: true }])
  const clicking = { demand: 'click' as const, asks }
  const told = moves({ turn: 3, state: { ...clicking, feigned: [{ feint: 'trying', turn: 1 }] }, given: given('name') })
  t.equal(told.feint, 'trying', 'told again, the persona is trying to open it')
  t.ok(told.asks.includes('link'), 'and the link it then needs is asked a third time running')
  const unsaid = moves({ turn: 3, state: { ...clicking, feigned: [{ feint: 'trying', turn: 2 }] }, given: given('name') })
  t.equal(unsaid.feint, null, 'told in the last reply, the pretence is left unsaid')
  t.notOk(unsaid.asks.includes('link'), 'and the link is not asked a third time running for it: that is nagging')
})

t.test('when money is demanded under a threat, or for a promise', async (t) => {
  const blackmail = moves({ scamType: 'SEXTORTION', state: { demand: 'payment', tactics: ['threat'] }, heard: { demands: ['payment'], tactics: ['threat'] } })
  t.equal(blackmail.worry, 'ransom', 'paying to make a threat stop is worried over as such, not as a fee')
  const prize = moves({ scamType: 'LOTTERY_PRIZE', state: { demand: 'payment', tactics: ['greed'] }, heard: { demands: ['payment'] } })
  t.equal(prize.worry, 'fee', 'a fee to claim a prize is a fee')
  const threatenedPrize = moves({ scamType: 'LOTTERY_PRIZE', state: { demand: 'payment', tactics: ['greed', 'threat'] }, heard: { demands: ['payment'], tactics: ['threat'] } })
  t.equal(threatenedPrize.worry, 'fee', 'a prize that will "lapse" is still paid for with a fee')
})

t.test('when a threat is put as a question', async (t) => {
  const m = moves({ scamType: 'SEXTORTION', heard: { tactics: ['threat'], questions: ['yesno'] } })
  t.notOk(m.answers.includes('yesno'), '"Should I start with your parents?" is not answered yes')
  t.ok(m.reactions.includes('threat'), 'it is met with fear')
})

t.test("when a blackmailer asks a yes-or-no question that names no threat", async (t) => {
  const m = moves({ scamType: 'SEXTORTION', heard: { questions: ['yesno'] } })
  t.notOk(m.answers.includes('yesno'), '"Want to see?" is not answered yes')
  t.ok(m.reactions.includes('threat'), 'it is met with fear')
  const kyc = moves({ scamType: 'KYC_BANKING', heard: { questions: ['yesno'] } })
  t.ok(kyc.answers.includes('yesno'), 'a bank caller\'s yes-or-no question is still answered')
})

t.test('when a suitor asks for money', async (t) => {
  const m = moves({ scamType: 'ROMANCE_SCAM', state: { demand: 'payment', tactics: ['affection'] }, heard: { demands: ['payment'], tactics: ['affection'] } })
  t.equal(m.worry, 'transfer', 'the worry is for the savings and whether they come back, not a fee')
  const doubled = moves({ scamType: 'ROMANCE_SCAM', state: { demand: 'payment', tactics: ['affection', 'greed'] }, heard: { demands: ['payment'], tactics: ['greed'] } })
  t.equal(doubled.worry, 'transfer', 'even when the suitor promises to pay it back double')
  t.not(m.mood, 'hopeful', 'and sweet words bring no hope of money')
})

t.test('when a blackmailer demands money in words that threaten nothing', async (t) => {
  const m = moves({ scamType: 'SEXTORTION', state: { demand: 'payment' }, heard: { demands: ['payment'] } })
  t.equal(m.worry, 'ransom', '"₹30,000. No bargaining." is still money to make a threat stop, not a fee')
})

t.test('when a reaction already says what the mood would', async (t) => {
  t.not(moves({ turn: 4, heard: { tactics: ['reassurance'] } }).mood, 'calm', 'reassurance is answered by the reaction, not again by a calm mood')
  t.not(moves({ turn: 2, heard: { tactics: ['greed'] } }).mood, 'hopeful', 'a promise in the first replies is met by the greed reaction alone')
  t.equal(moves({ turn: 5, heard: { tactics: ['greed'] } }).mood, 'hopeful', 'later, hope colours the reply')
})
