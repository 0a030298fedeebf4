import t from 'tap'
import { pickFresh } from '../../../lib/dialogue/pick-fresh.js'

t.test('when no option has been used', async (t) => {
  t.equal(pickFresh(['a.', 'b.'], ['x y z']), 'a.', 'the first preference is taken')
})

t.test('when the first options were used recently', async (t) => {
  t.equal(pickFresh(['a.', 'b.', 'c.'], ['Hi a.', 'Then b.']), 'c.', 'the first unused option is taken')
})

t.test('when every option was used', async (t) => {
  t.equal(pickFresh(['a.', 'b.', 'c.'], ['c.', 'a.', 'b.']), 'c.', 'the one used longest ago is taken')
})

t.test('when there are no options', async (t) => {
  t.equal(pickFresh([], ['a']), '', 'nothing is said')
})
