import type { ScamType } from '../../scam-type.js'
import type { DialogueState } from '../state/dialogue-state.js'
import type { AskKind } from '../vocabulary.js'
import { askPlan, deskKinds, fitsObstacle, fitsScam } from './ask-plan.js'

// A kind asked this often and still not given is one the scammer will not give: stop asking.
const MAX_TIMES_ASKED = 2
// An unanswered ask rests this many turns before it is asked again: nagging reads as a script.
const REST_TURNS = 2

export type AskInput = {
  readonly scamType: ScamType
  readonly state: DialogueState
  readonly turn: number
  readonly given: (kind: AskKind) => boolean
  /** Details an obstacle needs, asked first. */
  readonly needs: ReadonlyArray<AskKind>
  /** How many asks this reply may carry: one, or two. */
  readonly room: number
}

/**
 * The reply's asks: what the obstacle needs, then what this scam type still lacks, never a kind
 * already given, never one asked twice in vain, none asked in the last two replies and still
 * unanswered, and only kinds that fit the scam.
 */
export const chooseAsks = ({ scamType, state, turn, given, needs, room }: AskInput): ReadonlyArray<AskKind> => {
  // A scammer gives about one thing a message: an ask left over when another of the same reply was
  // answered was put off, not refused, and may come again at once; only refusals count toward the limit.
  const answeredTurns = new Set(state.asks.filter((a) => a.answered).map((a) => a.turn))
  const timesAsked = (k: AskKind): number => state.asks.filter((a) => a.kind === k && !answeredTurns.has(a.turn)).length
  const askedLately = (k: AskKind): boolean => state.asks.some((a) => a.kind === k && a.turn >= turn - REST_TURNS && !a.answered && !answeredTurns.has(a.turn))
  const open = (k: AskKind): boolean => !given(k) && timesAsked(k) < MAX_TIMES_ASKED && !askedLately(k)
  const plan = askPlan[scamType] ?? askPlan.UNKNOWN
  const chosen: AskKind[] = []
  // An unclassified caller who claims no office or authority (a stranger, a blackmailer, a suitor)
  // is not asked for his firm, staff id or case number: nobody would ask that of him.
  const deskless = scamType === 'UNKNOWN' && !state.tactics.includes('authority') && state.claims.organisation === undefined && state.claims.role === undefined
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
