import type { Evidence } from '../../evidence.js'
import type { Understanding } from '../acts/understanding.js'
import { demands as demandOrder, type Demand, type QuestionKind } from '../vocabulary.js'
import type { DialogueState } from './dialogue-state.js'
import { isGiven } from './given.js'

// The demands that move a scam on most, first: when a message makes several, the persona follows this one.
const priority: ReadonlyArray<Demand> = ['payment', 'transfer', 'otp', 'install', 'click', 'personalData', 'videoCall', 'callBack']
const MAX_PRESSURE = 6
// The scammer's questions kept waiting for an answer: the latest few, and only those about the
// persona ("how old are you?"); a yes/no, an "A or B?" or "did it come?" is stale a turn later.
const MAX_OPEN_QUESTIONS = 3
const lasting: ReadonlySet<QuestionKind> = new Set(['age', 'name', 'location', 'region', 'bank', 'device', 'job', 'family', 'amount', 'time'])

const union = <A>(a: ReadonlyArray<A>, b: ReadonlyArray<A>): ReadonlyArray<A> => (b.every((x) => a.includes(x)) ? a : [...new Set([...a, ...b])])

const standingDemand = (s: DialogueState, heard: Understanding): Demand | null => {
  if (heard.demands.length > 0) {
    const fresh = priority.filter((d) => heard.demands.includes(d) && !s.demandsSeen.includes(d))
    return fresh[0] ?? priority.find((d) => heard.demands.includes(d)) ?? null
  }
  return s.demand !== null && heard.negated.includes(s.demand) ? null : s.demand
}

/**
 * The persona's asks after the scammer's message: marked answered once the detail is in, and,
 * when the scammer waved the question away, the latest reply's asks still unanswered marked refused.
 */
const heardAsks = (s: DialogueState, heard: Understanding, known: Parameters<typeof isGiven>[1], evidence: Evidence): DialogueState['asks'] => {
  const latest = s.asks.reduce((turn, a) => Math.max(turn, a.turn), -1)
  return s.asks.map((a) => {
    if (!a.answered && isGiven(a.kind, known, evidence)) return { ...a, answered: true }
    return heard.brushOff === true && a.turn === latest && !a.answered && a.refused !== true ? { ...a, refused: true } : a
  })
}

/**
 * The dialogue state after the scammer's new messages of a turn: claims kept from the first
 * time each was made, the standing demand moved on, instructions and tactics remembered, the
 * scammer's questions queued for an answer, the persona's asks marked answered once the detail
 * is in (or refused when waved away), and the pressure moved by threats, hurry and reassurance.
 */
export const hear = (s: DialogueState, heard: Understanding, evidence: Evidence): DialogueState => {
  const claims = { ...heard.claims, ...s.claims }
  // A link only named ("pay through our link") is not a link given: the persona still asks for it.
  const mentioned = union(s.mentioned, heard.mentions.filter((k) => !(heard.named ?? []).includes(k)))
  const known = { claims, mentioned }
  const t = heard.tactics
  const pressure = Math.max(0, Math.min(MAX_PRESSURE, s.pressure - 1 + (t.includes('threat') ? 2 : 0) + (t.includes('urgency') ? 1 : 0) - (t.includes('reassurance') ? 1 : 0)))
  return {
    ...s,
    claims,
    demand: standingDemand(s, heard),
    demandsSeen: union(s.demandsSeen, demandOrder.filter((d) => heard.demands.includes(d))),
    instructions: union(s.instructions, heard.instructions),
    avoid: union(s.avoid, heard.avoid),
    tactics: union(s.tactics, heard.tactics),
    openQuestions: union(s.openQuestions, heard.questions.filter((q) => lasting.has(q))).slice(-MAX_OPEN_QUESTIONS),
    mentioned,
    asks: heardAsks(s, heard, known, evidence),
    probes: s.probes + (heard.probe ? 1 : 0),
    pressure,
    speaker: heard.speaker ?? s.speaker,
  }
}

/** The scammer's message arrived at `timestamp` (Unix seconds), after the conversation's latest at `previous`. */
export const heardAt = (s: DialogueState, timestamp: number, previous: number | null): DialogueState => {
  const before = previous ?? s.lastMessageAt
  const gap = before === null || timestamp <= 0 || timestamp < before ? null : timestamp - before
  return { ...s, lastMessageAt: timestamp > 0 ? timestamp : s.lastMessageAt, gapSeconds: gap }
}

/** The latest timestamp among a turn's new history items, both sides: what the new message follows. */
export const latestTimestamp = (history: ReadonlyArray<{ readonly timestamp: number }>): number | null => {
  let latest: number | null = null
  for (const m of history) if (m.timestamp > 0 && (latest === null || m.timestamp > latest)) latest = m.timestamp
  return latest
}
