import t from 'tap'
import { phoneReader } from '../../../lib/extract/phone-number.js'

t.test('when numbers are read as phones', async (t) => {
  const read = phoneReader(100)
  t.same(read('9876543210', ['9876543210'], false), { e164: '+919876543210', national: '9876543210' }, 'an Indian mobile')
  t.same(read('02226145533', ['022', '26145533'], false), { e164: '+912226145533', national: '2226145533' }, 'a Mumbai landline')
  t.same(read('18004253800', ['1800', '425', '3800'], false)?.national, '18004253800', 'a toll-free number')
  t.same(read('447451203998', ['44', '7451', '203998'], true), { e164: '+447451203998', national: undefined }, 'a UK mobile')
  t.equal(read('919876543210', ['919876543210'], false), undefined, '12 digits with no separated 91 are not assumed to be a phone')
  t.equal(read('5123456789', ['5123456789'], false), undefined, 'ten digits from 5 are not a mobile')
})

t.test('when the budget of library calls is spent', async (t) => {
  const read = phoneReader(1)
  t.ok(read('9876543210', ['9876543210'], false), 'the first call is answered')
  t.ok(read('9876543210', ['9876543210'], false), 'a repeat comes from memory')
  t.equal(read('9123456780', ['9123456780'], false), undefined, 'a new number is not read')
})
