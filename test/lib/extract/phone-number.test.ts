import t from 'tap'
import { phoneReader } from '../../../lib/extract/phone-number.js'

t.test('when numbers are read as phones', async (t) => {
  const read = phoneReader(100)
  t.same(read('9876543210', ['9876543210'], false), { e164: '+919876543210', national: '9876543210', valid: true }, 'an Indian mobile')
  t.same(read('02226145533', ['022', '26145533'], false), { e164: '+912226145533', national: '2226145533', valid: true }, 'a Mumbai landline')
  t.equal(read('18004253800', ['1800', '425', '3800'], false), undefined, 'a toll-free number is a service, not a phone')
  t.same(read('447451203998', ['44', '7451', '203998'], true), { e164: '+447451203998', national: undefined, valid: true }, 'a UK mobile')
  t.equal(read('919876543210', ['919876543210'], false), undefined, '12 digits with no separated 91 are not assumed to be a phone')
  t.equal(read('5123456789', ['5123456789'], false), undefined, 'ten digits from 5 are not a mobile')
})

t.test('when a + number has a possible length but no range the metadata knows', async (t) => {
  const read = phoneReader(100)
  t.same(read('447700918264', ['44', '7700', '918264'], true), { e164: '+447700918264', national: undefined, valid: false }, 'a UK number is read, marked not valid')
  t.same(read('15555550123', ['1', '555', '555', '0123'], true)?.valid, false, 'so is a made-up US number')
  t.equal(read('9112345678', ['91', '12345678'], true), undefined, 'an Indian one must still be valid')
  t.equal(read('1234567890', ['1', '234', '567', '890'], true), undefined, 'a length impossible for the country is not read')
  t.equal(read('447700918264', ['447700918264'], false), undefined, 'without the + it is not read as foreign')
})

t.test('when the budget of library calls is spent', async (t) => {
  const read = phoneReader(1)
  t.ok(read('9876543210', ['9876543210'], false), 'the first call is answered')
  t.ok(read('9876543210', ['9876543210'], false), 'a repeat comes from memory')
  t.equal(read('9123456780', ['9123456780'], false), undefined, 'a new number is not read')
})

t.test('when a number was read for an earlier message', async (t) => {
  phoneReader(100)('9876543211', ['9876543211'], false)
  const read = phoneReader(1)
  read('9123456781', ['9123456781'], false)
  t.equal(read('9876543211', ['9876543211'], false), undefined, 'a remembered answer still counts against the budget')
  const again = phoneReader(2)
  t.same(again('9876543211', ['9876543211'], false), { e164: '+919876543211', national: '9876543211', valid: true }, 'and is the same answer')
  t.same(again('447700918264', ['44', '7700', '918264'], true)?.valid, false, 'a + number read before keeps its reading')
})
