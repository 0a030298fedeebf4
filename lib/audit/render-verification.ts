import { shown } from './format.js'
import type { Verification } from './verify-session.js'

/** The verification as text: one verdict line, then each difference with both values. */
export const renderVerification = (v: Verification): ReadonlyArray<string> => {
  const n = v.turns.length
  if (v.matches) return [`Verify: ${n} turn${n === 1 ? '' : 's'} decided again with today's rules: the replay matches.`]
  const count = v.differences.length
  return [
    `Verify: ${n} turn${n === 1 ? '' : 's'} decided again with today's rules: ${count} difference${count === 1 ? '' : 's'}.`,
    ...v.differences.flatMap((d) => [
      `  turn ${d.turn}  ${d.field}`,
      `    recorded: ${shown(d.recorded)}`,
      `    today:    ${shown(d.today)}`,
    ]),
  ]
}
