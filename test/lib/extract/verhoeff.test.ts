import t from 'tap'
import { isVerhoeffValid, verhoeffCheckDigit } from '../../../lib/extract/verhoeff.js'

// Published vectors (Rosetta Code, "Verhoeff algorithm"): 236 -> 3, 12345 -> 1, 123456789012 -> 0.
t.test('when check digits are computed for the published vectors', async (t) => {
  t.equal(verhoeffCheckDigit('236'), 3, '236 takes 3')
  t.equal(verhoeffCheckDigit('12345'), 1, '12345 takes 1')
  t.equal(verhoeffCheckDigit('123456789012'), 0, '123456789012 takes 0')
})

t.test('when numbers carrying those check digits are validated', async (t) => {
  for (const n of ['2363', '123451', '1234567890120']) t.ok(isVerhoeffValid(n), `${n} passes`)
})

t.test('when a digit is changed or two are swapped', async (t) => {
  t.notOk(isVerhoeffValid('2364'), 'a wrong check digit fails')
  t.notOk(isVerhoeffValid('123541'), 'an adjacent swap fails')
  t.notOk(isVerhoeffValid('1234567890121'), 'a changed last digit fails')
  t.notOk(isVerhoeffValid('12a4'), 'a non-digit fails')
})
