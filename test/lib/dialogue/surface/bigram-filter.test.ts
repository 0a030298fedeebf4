import fc from 'fast-check'
import t from 'tap'
import { bigramsOf, mayContain } from '../../../../lib/dialogue/surface/bigram-filter.js'

t.test('when a text is asked whether it may contain another', async (t) => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.nat(), fc.nat(), (text, from, length) => {
      const part = text.slice(from % (text.length + 1), (from % (text.length + 1)) + (length % 40))
      return mayContain(bigramsOf(text), part)
    }),
    { numRuns: 3000 },
  )
  t.pass('every part it does contain may be in it')
  const reply = 'Sir, the OTP has not come yet, should I wait?'
  t.notOk(mayContain(bigramsOf(reply), 'पैसा भेज दिया'), 'a part in another script is ruled out')
  t.ok(mayContain(bigramsOf(reply), ''), 'the empty part may always be in it')
})
