import fc from 'fast-check'
import t from 'tap'
import { sharesRun, wordRunsOf } from '../../../../lib/dialogue/surface/word-runs.js'

// The runs as strings of their words, the plain reading the hashed runs stand in for.
const wordsOf = (text: string): ReadonlyArray<string> => text.toLowerCase().match(/[\p{L}\p{M}']+/gu) ?? []
const runStrings = (text: string, length: number): ReadonlyArray<string> => {
  const words = wordsOf(text)
  const runs: string[] = []
  for (let i = 0; i + length <= words.length; i++) {
    const run = words.slice(i, i + length)
    if (run.some((w) => w.length >= 4)) runs.push(run.join(' '))
  }
  return runs
}

// Few words, so texts share runs often; long and short ones, cases, scripts, punctuation between.
const word = fc.constantFrom('the', 'OTP', 'has', 'not', 'come', 'yet', 'bank', "don't", 'पैसा', 'भेज', 'दिया', 'ஆமா', 'சார்', 'I', 'am', 'trying')
const text = fc.array(fc.tuple(word, fc.constantFrom(' ', ', ', '. ', '? ', ' - ')), { maxLength: 14 }).map((ws) => ws.map(([w, s]) => w + s).join(''))

t.test('when texts are checked for a run of words another one said', async (t) => {
  fc.assert(
    fc.property(fc.array(text, { maxLength: 4 }), text, fc.constantFrom(3, 4), (others, candidate, length) => {
      const said = new Set(others.flatMap((o) => runStrings(o, length)))
      const expected = runStrings(candidate, length).some((r) => said.has(r))
      const runsOf = (s: string) => wordRunsOf(s, [length])[0]!
      return sharesRun(others.map(runsOf), runsOf(candidate)) === expected
    }),
    { numRuns: 2000 },
  )
  t.pass('a shared run is found exactly when the runs as strings share one')
})

t.test('when a run has no word of four letters', async (t) => {
  const [runs] = wordRunsOf('and I am here', [3])
  t.notOk(sharesRun([runs!], wordRunsOf('so and I am', [3])[0]!), '"and I am" does not count')
  t.ok(sharesRun([runs!], wordRunsOf('I am here now', [3])[0]!), '"I am here" does')
})

t.test('when a text holds any characters at all', async (t) => {
  const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 60 }), text)
  fc.assert(
    fc.property(anyText, fc.constantFrom(3, 4), (s, length) => {
      const [runs] = wordRunsOf(s, [length])
      const words = wordsOf(s)
      if (runs!.hashes.length !== words.length) return false
      // a run counts where the string reading makes one, and the same words make the same hash
      const counted = words.map((_, i) => i + length <= words.length && words.slice(i, i + length).some((w) => w.length >= 4))
      if (counted.some((c, i) => c !== (runs!.hashes[i] !== -1))) return false
      const [again] = wordRunsOf(words.join(' '), [length])
      return runs!.hashes.every((h, i) => h === again!.hashes[i])
    }),
    { numRuns: 3000 },
  )
  t.pass('its words are the ones the word pattern finds, surrogates, marks and apostrophes included')
})
