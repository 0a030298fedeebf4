import t from 'tap'
import { boundQuantifiers, MAX_REPEAT } from '../../../lib/classify/bound-quantifiers.js'
import { compileCueSet } from '../../../lib/classify/cue-set.js'
import { everyCueSet } from '../../../lib/classify/lexicon/index.js'

const cues = everyCueSet().flatMap(([, set]) => compileCueSet(set))

t.test('when a cue is compiled', async (t) => {
  t.equal(boundQuantifiers('(?:return|repay)\\w*.{0,30}x+'), `(?:return|repay)\\w{0,${MAX_REPEAT}}.{0,30}x{1,${MAX_REPEAT}}`, '`*` and `+` get an upper bound')
  t.equal(boundQuantifiers('a{2,}?b*?'), `a{2,${MAX_REPEAT}}?b{0,${MAX_REPEAT}}?`, 'open ranges are closed and lazy ones stay lazy')
  t.equal(boundQuantifiers('[*+]\\*\\+a{40,}'), '[*+]\\*\\+a{40,40}', 'escapes and classes are left alone; a bound never drops below the minimum')
  const unbounded = cues.filter((c) => /(?<!\\)[*+]|\{\d+,\}/u.test(c.pattern.source.replace(/\\[\s\S]|\[(?:\\[\s\S]|[^\]\\])*\]/gu, '')))
  t.same(unbounded.map((c) => c.pattern.source), [], 'no compiled cue repeats without bound')
})

/** CPU milliseconds of the fastest of three searches. */
const cpuMs = (re: RegExp, text: string): number => {
  let best = Infinity
  for (let i = 0; i < 3; i++) {
    const before = process.cpuUsage()
    text.search(re)
    const used = process.cpuUsage(before)
    best = Math.min(best, (used.user + used.system) / 1000)
  }
  return best
}
const repeat = (s: string, size: number): string => s.repeat(Math.ceil(size / s.length)).slice(0, size)

t.test('when a message repeats the words a cue starts from', async (t) => {
  // The classifier reads 6,000 characters of a message, but each cue must still be linear: a quadratic one
  // cost half a second on "return" repeated 1,000 times, for every history item that carried it.
  const slow: string[] = []
  for (const cue of cues) {
    for (const literal of (cue.literals ?? []).slice(0, 2)) {
      for (const unit of [literal, `${literal}a `]) {
        const small = cpuMs(cue.pattern, repeat(unit, 1024))
        const large = cpuMs(cue.pattern, repeat(unit, 16 * 1024))
        if (large > 20 * small + 5) slow.push(`${cue.pattern.source.slice(0, 40)} on ${JSON.stringify(unit)}: ${small.toFixed(1)} -> ${large.toFixed(1)} ms`)
      }
    }
  }
  t.same(slow, [], 'every cue costs time linear in the text: 16 times the text, at most 20 times the time')
})
