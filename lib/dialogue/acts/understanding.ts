import * as t from 'io-ts'
import { AskKind, ClaimKind, Demand, Instruction, QuestionKind, Relative, Speaker, Tactic } from '../vocabulary.js'

/** What the scammer claims about themselves; a kind is absent until claimed. */
export const Claims = t.partial(Object.fromEntries(Object.keys(ClaimKind.keys).map((k) => [k, t.string])) as Record<ClaimKind, t.StringC>)

/**
 * What the scammer's new messages of a turn said, read as dialogue acts rather than keywords:
 * the demands still standing (a demand the text negates, "no fee", "not asking OTP", is in
 * `negated` instead), the questions put to the victim, the claims about who they are, the
 * instructions and the people to keep out, the pressure tactics, whether they asked if the
 * persona is a machine, and the kinds of detail the text carried that the evidence arrays may
 * not hold (a link to a real-looking site, an app's name). Recorded on `TurnAnalysed`, so the
 * dialogue state folds from the log. `speaker`, when the words tell whether the scammer speaks as a
 * woman or a man, and `brushOff`, when the scammer waved the persona's question away (both absent
 * from events logged before they were read).
 */
export const Understanding = t.intersection([
  t.type({
    demands: t.readonlyArray(Demand),
    negated: t.readonlyArray(Demand),
    questions: t.readonlyArray(QuestionKind),
    claims: Claims,
    instructions: t.readonlyArray(Instruction),
    avoid: t.readonlyArray(Relative),
    tactics: t.readonlyArray(Tactic),
    probe: t.boolean,
    mentions: t.readonlyArray(AskKind),
    /** The first option of an "A or B?" question ("residential or commercial?"), which the persona picks. */
    choice: t.union([t.string, t.null]),
  }),
  t.partial({
    speaker: Speaker,
    brushOff: t.boolean,
    /**
     * The kinds in `mentions` the text only named ("pay through our link", "लिंक भेजा है") and did not
     * carry: talked of, not given. Absent from events logged before it was read, whose mentions all count as carried.
     */
    named: t.readonlyArray(AskKind),
  }),
])
export type Understanding = t.TypeOf<typeof Understanding>
export type Claims = t.TypeOf<typeof Claims>

export const emptyUnderstanding = (): Understanding => ({
  demands: [], negated: [], questions: [], claims: {}, instructions: [], avoid: [], tactics: [], probe: false, mentions: [], choice: null,
})

const union = <A>(a: ReadonlyArray<A>, b: ReadonlyArray<A>): ReadonlyArray<A> => (b.length === 0 ? a : [...new Set([...a, ...b])])

/** Two messages of one turn read as one: the later message's claims and demands win. */
export const mergeUnderstanding = (a: Understanding, b: Understanding): Understanding => {
  const speaker = b.speaker ?? a.speaker
  const brushOff = a.brushOff === true || b.brushOff === true
  const carried = [a, b].flatMap((u) => u.mentions.filter((k) => !(u.named ?? []).includes(k)))
  const named = union(a.named ?? [], b.named ?? []).filter((k) => !carried.includes(k))
  return {
    demands: union(a.demands.filter((d) => !b.negated.includes(d)), b.demands),
    negated: union(a.negated.filter((d) => !b.demands.includes(d)), b.negated),
    questions: union(a.questions, b.questions),
    claims: { ...a.claims, ...b.claims },
    instructions: union(a.instructions, b.instructions),
    avoid: union(a.avoid, b.avoid),
    tactics: union(a.tactics, b.tactics),
    probe: a.probe || b.probe,
    mentions: union(a.mentions, b.mentions),
    choice: b.choice ?? a.choice,
    ...(speaker === undefined ? {} : { speaker }),
    ...(brushOff ? { brushOff } : {}),
    ...(named.length === 0 ? {} : { named }),
  }
}
