import { foldEvents } from '../../events/evolve.js'
import type { ReplyComposed } from '../../events/reply-composed.js'
import type { SessionState } from '../../events/session-state.js'
import type { TurnAnalysed } from '../../events/turn-analysed.js'
import type { TurnReceived } from '../../events/turn-received.js'
import { engagementOf } from '../report/engagement.js'
import { evidenceKinds, type EvidenceKind } from '../evidence.js'
import { scamDetected } from '../scam-detected.js'

/** One thing today's rules conclude differently from what the log recorded for a turn. */
export type Difference = { readonly turn: number; readonly field: string; readonly recorded: unknown; readonly today: unknown }

/** The events of one turn that carry its conclusions; a damaged log may lack the last two. */
export type TurnRecord = {
  readonly received: TurnReceived
  readonly analysed: TurnAnalysed | undefined
  readonly composed: ReplyComposed | undefined
}

// Figures go through JSON and rounding; anything closer than this is the same conclusion.
const EPSILON = 1e-9

const same = (a: unknown, b: unknown): boolean =>
  typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < EPSILON : JSON.stringify(a) === JSON.stringify(b)

/** Every value a turn's findings gave for `kind`, in order of first sighting; which message gave it is not compared. */
const valuesOf = (analysed: TurnAnalysed | undefined, kind: EvidenceKind): ReadonlyArray<string> => [
  ...new Set((analysed?.findings ?? []).flatMap((f) => f.evidence[kind] ?? [])),
]
const sameSet = (a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean =>
  a.length === b.length && a.every((v) => b.includes(v))

const after = (before: SessionState, r: TurnRecord): SessionState =>
  foldEvents(before, [r.received, ...(r.analysed === undefined ? [] : [r.analysed]), ...(r.composed === undefined ? [] : [r.composed])])

const figuresOf = (s: SessionState) => ({
  ...engagementOf(s),
  scamDetected: scamDetected(s.scamType, s.confidence, s.evidence),
})

/**
 * What differs between a recorded turn and the same turn decided again from the same state: the
 * messages taken as new, type, confidence, each evidence value, persona, reply, and the figures the
 * callback reports after the turn.
 */
export const compareTurn = (before: SessionState, recorded: TurnRecord, today: TurnRecord): ReadonlyArray<Difference> => {
  const turn = recorded.received.turn
  const history = (r: TurnRecord) => r.received.newHistory.map(({ sender, text, own }) => ({ sender, text, own }))
  const recordedFigures = figuresOf(after(before, recorded))
  const todayFigures = figuresOf(after(before, today))
  const pairs: ReadonlyArray<readonly [string, unknown, unknown]> = [
    ['messageIsNew', recorded.received.messageIsNew, today.received.messageIsNew],
    ['newHistory', history(recorded), history(today)],
    ['scamType', recorded.analysed?.scamType ?? null, today.analysed?.scamType ?? null],
    ['confidence', recorded.analysed?.confidence ?? null, today.analysed?.confidence ?? null],
    ['persona', recorded.composed?.persona ?? null, today.composed?.persona ?? null],
    ['reply', recorded.composed?.reply ?? null, today.composed?.reply ?? null],
    ['scamDetected', recordedFigures.scamDetected, todayFigures.scamDetected],
    ['totalMessagesExchanged', recordedFigures.totalMessagesExchanged, todayFigures.totalMessagesExchanged],
    ['engagementDurationSeconds', recordedFigures.engagementDurationSeconds, todayFigures.engagementDurationSeconds],
  ]
  const evidence = evidenceKinds.flatMap((kind): Difference[] => {
    const [r, t] = [valuesOf(recorded.analysed, kind), valuesOf(today.analysed, kind)]
    return sameSet(r, t) ? [] : [{ turn, field: `evidence.${kind}`, recorded: r, today: t }]
  })
  const differing = (ps: typeof pairs): Difference[] =>
    ps.flatMap(([field, r, t]) => (same(r, t) ? [] : [{ turn, field, recorded: r, today: t }]))
  // In the order an investigator reads a turn: input, analysis, evidence, reply, figures.
  return [...differing(pairs.slice(0, 4)), ...evidence, ...differing(pairs.slice(4))]
}
