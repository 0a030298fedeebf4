import type { ScamType } from '../../scam-type.js'
import type { Understanding } from '../acts/understanding.js'
import type { DialogueState } from '../state/dialogue-state.js'
import type { AskKind, Demand, QuestionKind } from '../vocabulary.js'
import { deskKinds, endsInPayment, whoKinds } from './ask-plan.js'
import { chooseAsks } from './choose-asks.js'
import { chooseFeint } from './choose-feint.js'
import type { Mood, Moves, PersonaFact, Reaction, Worry } from '../moves.js'

export type PolicyInput = {
  /** The dialogue state with this turn's scammer messages already heard. */
  readonly state: DialogueState
  /** What this turn's scammer messages said. */
  readonly heard: Understanding
  readonly scamType: ScamType
  readonly turn: number
  /** A genuine-looking message: no suspicion, no feints, only polite questions. */
  readonly benign: boolean
  readonly given: (kind: AskKind) => boolean
  /** A fixed draw in [0, 1) per purpose, so a replay chooses the same. */
  readonly draw: (purpose: string) => number
}

// The conversation must have been quiet this long (seconds) before a household excuse makes sense.
const EXCUSE_AFTER_GAP = 90
const EXCUSE_EVERY = 3
// What a careful person asks the sender of a genuine-looking message.
const polite: ReadonlyArray<AskKind> = ['name', 'organisation', 'office', 'phone', 'email']
// What the scammer says about himself or the payee, as against the evidence he hands over.
const isIdentity = (kind: AskKind): boolean => whoKinds.has(kind) || kind === 'beneficiary'
// Demands made on the way (a video call, a call back), and what a scam is after, first first.
const sideDemands: ReadonlySet<Demand> = new Set(['videoCall', 'callBack'])
const mainDemands: ReadonlyArray<Demand> = ['payment', 'transfer', 'otp', 'install', 'click', 'personalData']
// How often one pretence may be told in a session.
const MAX_SAME_FEINT = 2
// The first replies, while the persona is still unsure of the caller.
const WARY_TURNS = 5

// What the persona tells when asked each question.
const factFor: Partial<Record<QuestionKind, PersonaFact>> = {
  age: 'age', name: 'name', location: 'city', region: 'city', bank: 'bank', device: 'device', job: 'job', family: 'family', amount: 'savings', time: 'free',
}
const worryFor: Readonly<Record<Demand, Worry>> = {
  otp: 'otp', payment: 'fee', transfer: 'transfer', click: 'link', install: 'app', personalData: 'documents', videoCall: 'genuine', callBack: 'genuine',
}

// A question that wants only a yes or a no: about the persona ("are you at home?"), or asking it to agree ("…, right?").
const yesOrNo = (q: QuestionKind): boolean => q === 'yesno' || q === 'confirm'

const reactionsTo = (heard: Understanding, state: DialogueState, turn: number, askedLastTurnAnswered: boolean, threatened: boolean): Reaction[] => {
  const r: Reaction[] = []
  if (heard.probe) r.push('probe')
  if (heard.instructions.includes('secrecy')) r.push('secrecy')
  else if (heard.instructions.includes('stayOnLine')) r.push('stayOnLine')
  if (heard.negated.length > 0 && heard.demands.length === 0) r.push('negation')
  // A threat is met with fear once the pressure has built, at once when it is the first thing said,
  // and always when it is put as a question ("Should I start with your parents?").
  if (threatened && (state.pressure >= 2 || turn === 1 || heard.questions.some(yesOrNo))) r.push('threat')
  else if (heard.tactics.includes('reassurance')) r.push('reassured')
  else if (heard.tactics.includes('affection')) r.push('affection')
  else if (heard.tactics.includes('greed') && turn <= 2) r.push('greed')
  // "Who is this?" only when the caller has not said: asked after "Inspector Patil will speak to you", it is a re-ask.
  if (turn === 1 && r.length === 0 && state.claims.name === undefined && state.claims.organisation === undefined) r.push('confused')
  if (askedLastTurnAnswered && r.length < 2) r.push('acknowledge')
  return r.slice(0, 2)
}

const moodOf = (state: DialogueState, heard: Understanding, turn: number): Mood => {
  if (state.pressure >= 4) return 'scared'
  if (state.pressure >= 2) return 'anxious'
  // Hope is for what the persona is promised; a suitor's sweet words are already met by the affection
  // reaction, as a promise in the first replies is by the greed reaction and reassurance by its own:
  // the mood does not say the same again ("अब सांस में सांस आई… अब थोड़ा चैन आया").
  if (heard.tactics.includes('greed') && turn > 2) return 'hopeful'
  return turn <= 1 ? 'confused' : 'cooperative'
}

/**
 * The red flag the persona names: what this message did that a careful person would notice (a
 * threat from "the police", a demand, the hurry, a link), else the standing demand or the hurry
 * seen before, else only whether all this is genuine. Now and then the second most pressing one,
 * so a long conversation does not name the same worry every time.
 */
// Scams whose lever is fear itself: whatever their words, the money they demand buys an end to a threat.
const coercive: ReadonlySet<ScamType> = new Set(['SEXTORTION', 'DIGITAL_ARREST'])

const redFlagOf = ({ heard, state, scamType }: PolicyInput, draw: number): Worry => {
  // Money demanded under a threat, with nothing promised in return, is no fee: paying is to make it
  // stop. Money a suitor asks for is a loan out of the persona's savings: will it come back?
  const feared = state.tactics.includes('threat') || coercive.has(scamType)
  const underThreat = feared && !state.tactics.includes('greed') && !state.tactics.includes('affection')
  // A suitor's "I will pay you back double" is still a suitor asking for savings, not a fee.
  const courted = scamType === 'ROMANCE_SCAM' || (state.tactics.includes('affection') && !state.tactics.includes('greed'))
  const worryOf = (d: Demand): Worry => (d === 'payment' && underThreat ? 'ransom' : d === 'payment' && courted ? 'transfer' : worryFor[d])
  const flags: Worry[] = []
  if (heard.tactics.includes('threat') && heard.tactics.includes('authority')) flags.push('police')
  // The standing demand first: "I recorded your video call, pay ₹50,000" is about the money.
  const demanded = state.demand !== null && heard.demands.includes(state.demand) ? [state.demand, ...heard.demands] : heard.demands
  for (const d of demanded) flags.push(worryOf(d))
  if (heard.tactics.includes('urgency')) flags.push('urgency')
  if (heard.mentions.includes('link')) flags.push('link')
  if (state.demand !== null) flags.push(worryOf(state.demand))
  if (state.tactics.includes('urgency')) flags.push('urgency')
  const distinct = [...new Set(flags)]
  return (distinct.length > 1 && draw < 0.35 ? distinct[1] : distinct[0]) ?? 'genuine'
}

/**
 * The persona's moves for one turn. It first responds to what the scammer just said (answers
 * their questions with invented, harmless details, reacts to threats, reassurance, a bot
 * accusation, an instruction), then goes along with the standing demand by pretending to try
 * and hitting an obstacle the scammer must help with, then asks for at most two details this
 * scam still lacks. A red flag is named now and then, as worry, never as a refusal; a household
 * excuse only when the conversation really paused.
 */
export const chooseMoves = (input: PolicyInput): Moves => {
  const { state, heard, turn, benign, given, draw } = input
  const lastAsks = state.asks.filter((a) => a.turn === turn - 1)
  const acknowledged = lastAsks.some((a) => a.answered)
  // A blackmailer's every yes-or-no question is intimidation ("Want to see?", "Should I start with
  // your parents?"), whether or not its words are a threat's.
  const threatened = heard.tactics.includes('threat') || (input.scamType === 'SEXTORTION' && heard.questions.some(yesOrNo))
  const reacted = reactionsTo(heard, state, turn, acknowledged, threatened)
  const pending = [...new Set([...heard.questions, ...state.openQuestions])]
  // A bot accusation is not a question to say yes to. "Did it come?" and "is it done?" are
  // answered by the feint when there is one (the surface words them so).
  // Nor is a threat put as a question: "Should I send it to your family?" gets fear, not "yes, I think so".
  const answers = pending.filter((q) => !((heard.probe || threatened) && yesOrNo(q)) && q !== 'open').slice(0, 2)
  const stated = answers.flatMap((q) => {
    const fact = factFor[q]
    return fact === undefined ? [] : [fact]
  })
  const excuse = !benign && turn > 1 && (state.gapSeconds ?? 0) >= EXCUSE_AFTER_GAP && turn - state.lastExcuseTurn >= EXCUSE_EVERY
  if (benign) {
    // A genuine-looking message gets polite questions about who wrote it, and mild unease at most.
    // Each once, two a reply: who is writing, from where, and how to reach them. A sender who names
    // no office (a friend splitting a bill, a wrong number) is not asked for his firm or his office.
    const personal = state.claims.organisation === undefined && state.claims.role === undefined && !state.tactics.includes('authority')
    const asks = polite.filter((k) => !(personal && deskKinds.has(k)) && !given(k) && !state.asks.some((a) => a.kind === k)).slice(0, 2)
    const worry = 'genuine'
    return { answers, reactions: reacted.filter((r) => r === 'probe' || r === 'acknowledge'), feint: null, asks, worry, excuse: false, stated, mood: 'calm' }
  }
  // A caller the classifier still reads as genuine but who demands something is asked as an
  // unclassified one would be.
  const scamType = input.scamType === 'NOT_SCAM' ? 'UNKNOWN' : input.scamType
  // Turn one is confusion: who is this, what is this about. Going along starts from the second.
  const wantsAction = heard.questions.includes('done') || heard.questions.includes('received')
  const linkNamed = heard.named?.includes('link') === true
  const attemptAt = (demand: Demand | null): ReturnType<typeof chooseFeint> =>
    demand !== null && (turn > 1 || wantsAction) ? chooseFeint({ demand, scamType, state, given, linkNamed }) : null
  // The same pretence in two replies running, or a third time, reads as a script ("the Aadhaar is
  // in the almirah" every turn): the persona then only asks for what the next attempt needs. Asked
  // "did it come?", it still says so.
  const isStale = (a: ReturnType<typeof chooseFeint>): boolean =>
    a !== null && !wantsAction && (state.feigned.filter((r) => r.feint === a.feint).length >= MAX_SAME_FEINT || state.feigned.some((r) => r.feint === a.feint && r.turn === turn - 1))
  // A demand on the side ("keep the camera on", "call me back") takes the scammer's latest word but
  // not his aim: once its pretence is told, the persona goes back to the money or the code he wants
  // (a camera "with a cracked screen" every turn while "send the amount in 5 minutes" goes unheard).
  const side = state.demand !== null && sideDemands.has(state.demand) ? attemptAt(state.demand) : undefined
  const sideTold = side !== undefined && (side === null || isStale(side))
  const attempt = sideTold ? attemptAt(mainDemands.find((d) => state.demandsSeen.includes(d)) ?? state.demand) : (side ?? attemptAt(state.demand))
  const stale = isStale(attempt)
  const obstacle = attempt === null ? null : stale ? { feint: null, needs: attempt.needs } : attempt
  // Wary, the persona asks two things a reply (who is this, and how to reach them or what it
  // costs); going along later, now and then.
  const room = turn <= WARY_TURNS || draw('second ask') < 0.35 ? 2 : 1
  // Once money is asked for, how much is worth knowing too: it is evidence the partner scores.
  // On the first turn a fee with no figure gets "who is this, and how much is it?".
  const paying = state.demandsSeen.includes('payment') || state.demandsSeen.includes('transfer')
  const needs = [...(obstacle?.needs ?? []), ...(paying && !given('amount') ? ['amount' as const] : [])]
  // A scam that ends in payment is asked the price from the start, as a wary person would ("and
  // how much will all this cost me?"): the sum then comes because it was asked for. A sum in the
  // opener of a prize or a loan is what the victim gets, not what it pays, so the price is asked all
  // the same. Any other promise of money is asked its price too, whatever the type first read ("your
  // bonus is approved": and what will that cost me?), unless it named its sum ("your ₹2,760 refund
  // is stuck"), where "how much?" would sound as if the persona had not listened.
  const promised = endsInPayment.has(scamType) || (heard.tactics.includes('greed') && !given('amount'))
  const firstTurnFee = turn === 1 && (paying ? !given('amount') : promised)
  // The price is asked first: it is what the persona wants to know, and who is asking comes after.
  const asks = firstTurnFee
    ? ['amount' as const, ...chooseAsks({ scamType, state, turn, given, needs: [], voiced: [], room: 1 })]
    : chooseAsks({ scamType, state, turn, given, needs, voiced: obstacle === null || obstacle.feint === null ? [] : obstacle.needs, room: obstacle !== null && obstacle.needs.length > 1 ? 2 : room })
  // Evidence before identity: a scammer answers one question a message, and the sum, the number or
  // the UPI id is what the partner needs; "and who am I talking to?" can wait its turn.
  const ordered = [...asks].sort((a, b) => Number(isIdentity(a)) - Number(isIdentity(b)))
  // Asking what it will cost, the persona has understood what this is about: it is not confused
  // ("I don't follow this message at all, who is this? … How much is it?").
  const reactions = firstTurnFee ? reacted.filter((r) => r !== 'confused') : reacted
  // An anxious persona names what worries it, in its own voice: the demand on the table, the hurry,
  // the police; with nothing pressing, whether all this is genuine. Wary at first, it worries in
  // every early reply; once it is going along, whenever this message pressed (a demand, a threat,
  // the hurry) or the pressure is still high, and now and then otherwise.
  const pressedNow = heard.demands.length > 0 || heard.tactics.some((t) => t === 'threat' || t === 'urgency')
  const worried = turn <= WARY_TURNS || pressedNow || state.pressure >= 2 || draw('worry') < (state.demand !== null ? 0.7 : 0.4)
  const worry: Worry | null = worried ? redFlagOf(input, draw('worry kind')) : null
  return {
    answers,
    reactions,
    feint: obstacle?.feint ?? null,
    asks: ordered,
    worry,
    excuse,
    stated,
    mood: moodOf(state, heard, turn),
  }
}
