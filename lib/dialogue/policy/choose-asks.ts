import type { ScamType } from '../../scam-type.js'
import type { AskRecord, DialogueState } from '../state/dialogue-state.js'
import type { AskKind } from '../vocabulary.js'
import { askPlan, deskKinds, fitsObstacle, fitsScam, whoKinds } from './ask-plan.js'

// A kind asked this often and still not given is one the scammer will not give: stop asking.
const MAX_TIMES_ASKED = 2
// However often the scammer put it off for something else, a kind is asked this many times at most;
// who he is, twice: "and who is this?" a third time, after "after all our talks", reads as not listening.
const MAX_TIMES_AT_ALL = 3
const MAX_TIMES_AT_ALL_WHO = 2
// An unanswered ask rests this many turns before it is asked again: nagging reads as a script.
const REST_TURNS = 2
// Waved away with another ask beside it ("you don't need that" to "the UPI id, and a number to
// call?"), a kind rests longer: the scammer may have meant either.
const WAVED_REST_TURNS = 4

export type AskInput = {
  readonly scamType: ScamType
  readonly state: DialogueState
  readonly turn: number
  readonly given: (kind: AskKind) => boolean
  /** Details an obstacle needs, asked first. */
  readonly needs: ReadonlyArray<AskKind>
  /** What the obstacle this reply tells of needs: "the UPI id shows invalid, is there an account?" may ask again at once. */
  readonly voiced: ReadonlyArray<AskKind>
  /** How many asks this reply may carry: one, or two. */
  readonly room: number
}

/**
 * The reply's asks: what the obstacle needs, then what this scam type still lacks, never a kind
 * already given, never one asked twice in vain, three times in all, or waved away on its own,
 * none asked in the last two replies and still unanswered, and only kinds that fit the scam.
 */
export const chooseAsks = ({ scamType, state, turn, given, needs, voiced, room }: AskInput): ReadonlyArray<AskKind> => {
  // A scammer gives about one thing a message: an ask left over when another of the same reply was
  // answered was put off, not refused, and may come again at once; only refusals count toward the limit.
  const answeredTurns = new Set(state.asks.filter((a) => a.answered).map((a) => a.turn))
  const asksOf = (k: AskKind): ReadonlyArray<AskRecord> => state.asks.filter((a) => a.kind === k)
  const asksOn = (t: number): number => state.asks.filter((a) => a.turn === t).length
  const timesInVain = (k: AskKind): number => asksOf(k).filter((a) => a.refused === true || !answeredTurns.has(a.turn)).length
  // Asked in vain lately: it rests.
  const resting = (k: AskKind): boolean => asksOf(k).some((a) => a.turn >= turn - REST_TURNS && !a.answered && !answeredTurns.has(a.turn))
  // Put off, an ask may come again at once, but not a third reply running (unless the obstacle this
  // reply tells of needs it): the same question three times in a row reads as nagging, however
  // politely put. An obstacle already told twice and left unsaid is no reason to ask a third time.
  const nagging = (k: AskKind): boolean =>
    !voiced.includes(k) && asksOf(k).some((a) => a.turn === turn - 1) && asksOf(k).some((a) => a.turn === turn - 2)
  // Waved away when it was the reply's only ask, a kind is not asked again: he said it will not come.
  // Waved away beside another, it rests, and counts as asked in vain.
  const waved = (k: AskKind): boolean => asksOf(k).some((a) => a.refused === true && (asksOn(a.turn) === 1 || a.turn >= turn - WAVED_REST_TURNS))
  const open = (k: AskKind): boolean =>
    !given(k) && timesInVain(k) < MAX_TIMES_ASKED && asksOf(k).length < (whoKinds.has(k) ? MAX_TIMES_AT_ALL_WHO : MAX_TIMES_AT_ALL) && !resting(k) && !nagging(k) && !waved(k)
  const plan = askPlan[scamType] ?? askPlan.UNKNOWN
  const chosen: AskKind[] = []
  // An unclassified caller who claims no office or authority (a stranger, a blackmailer, a suitor)
  // is not asked for his firm, staff id or case number: nobody would ask that of him.
  // Nor is one who courts the persona ("Hi jaan, I am flying to India to meet you"), whatever the
  // classifier first makes of the trouble he is in: a suitor has no desk.
  const claimsNoDesk = !state.tactics.includes('authority') && state.claims.organisation === undefined && state.claims.role === undefined
  const deskless = claimsNoDesk && (scamType === 'UNKNOWN' || state.tactics.includes('affection'))
  const fits = (k: AskKind): boolean => !(deskless && deskKinds.has(k))
  const candidates = [
    ...needs.filter((k) => fitsObstacle(scamType, k) && fits(k)),
    ...[...plan, 'supervisor' as const].filter((k) => fitsScam(scamType, k) && fits(k)),
  ]
  // An IFSC or a beneficiary belongs to an account: asked only with one, or once one is given.
  const needsAccount = (k: AskKind): boolean => (k === 'ifsc' || k === 'beneficiary') && !given('account') && !chosen.includes('account')
  for (const k of candidates) {
    if (chosen.length >= room) break
    if (!chosen.includes(k) && open(k) && !needsAccount(k)) chosen.push(k)
  }
  return chosen
}
