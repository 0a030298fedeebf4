import t from 'tap'
import { decimalAmount } from '../../../lib/extract/decimal-amount.js'

t.test('when amounts are written with Indian or Western grouping', async (t) => {
  t.equal(decimalAmount('1,50,000', 0), '150000', 'lakh grouping')
  t.equal(decimalAmount('150,000', 0), '150000', 'thousand grouping')
  t.equal(decimalAmount('2,60,00,000', 0), '26000000', 'crore grouping')
})

t.test('when amounts carry paise', async (t) => {
  t.equal(decimalAmount('499.50', 0), '499.5', 'a trailing zero goes')
  t.equal(decimalAmount('12,50,000.75', 0), '1250000.75', 'paise stay')
  t.equal(decimalAmount('99.00', 0), '99', 'zero paise go')
})

t.test('when amounts are scaled by lakh, crore or thousand', async (t) => {
  t.equal(decimalAmount('2.5', 5), '250000', '2.5 lakh')
  t.equal(decimalAmount('1.25', 7), '12500000', '1.25 crore')
  t.equal(decimalAmount('0.5', 5), '50000', 'half a lakh')
  t.equal(decimalAmount('10', 3), '10000', '10k')
  t.equal(decimalAmount('007', 0), '7', 'leading zeros go')
})
