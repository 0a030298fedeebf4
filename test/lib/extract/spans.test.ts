import t from 'tap'
import { maskSpans, maskStageDirections } from '../../../lib/extract/spans.js'
import { collapseSubstrings, uniqueValues } from '../../../lib/extract/unique-values.js'

t.test('when spans are masked', async (t) => {
  const masked = maskSpans('call 98765 at x.in', [{ start: 14, end: 18 }, { start: 5, end: 10 }])
  t.equal(masked, 'call       at     ', 'they turn to spaces')
  t.equal(masked.length, 'call 98765 at x.in'.length, 'offsets are kept')
})

t.test('when a message ends in stage directions', async (t) => {
  t.equal(maskStageDirections('Pay now. [creating urgency]'), 'Pay now.                   ', 'they are blanked')
  t.equal(maskStageDirections('name[at]ybl'), 'name[at]ybl', 'a bracketed "at" is kept')
  t.equal(maskStageDirections('ref [1234]'), 'ref [1234]', 'bracketed digits are kept')
})

t.test('when values repeat or contain one another', async (t) => {
  t.same(uniqueValues(['a', 'b', 'a', '']), ['a', 'b'], 'repeats and blanks go')
  t.same(collapseSubstrings(['77812', 'SBI/FRD/2024/77812', 'X']), ['SBI/FRD/2024/77812', 'X'], 'a fragment of a fuller id goes')
})
