import t from 'tap'
import { extractEvidence } from '../../../lib/extract/extract-evidence.js'

t.test('when a 10-digit mobile stands alone', async (t) => {
  const e = extractEvidence('Call me back on 9876543210 to confirm.')
  t.same(e.bankAccounts, [], 'it is not a bank account')
  t.ok(e.phoneNumbers.includes('9876543210'), 'it is a phone')
})

t.test('when a 16-digit account holds a mobile-looking run', async (t) => {
  const e = extractEvidence('NEFT to account 1234987654321056, IFSC SBIN0001234')
  t.same(e.bankAccounts, ['1234987654321056'], 'the whole number is the account')
  t.same(e.phoneNumbers, [], 'no phone is cut out of it')
})

t.test('when a 12-digit number is said to be Aadhaar', async (t) => {
  const e = extractEvidence('Your Aadhaar 4147 4680 1715 is linked to the case.')
  t.same(e.aadhaarNumbers, ['4147 4680 1715', '414746801715'], 'it is Aadhaar, as written and as digits')
  t.same(e.bankAccounts, [], 'and not an account')
})

t.test('when a 12-digit number is given as an account', async (t) => {
  const e = extractEvidence('Pay the duty to A/C 4147 4680 1715, Bank of Baroda.')
  t.same(e.bankAccounts, ['4147 4680 1715', '414746801715'], 'it is an account even though its check digit fits Aadhaar')
  t.same(e.aadhaarNumbers, [], 'and not Aadhaar')
})

t.test('when numbers that are not accounts sit next to the word account', async (t) => {
  const e = extractEvidence(
    'Your account ending 4521 got OTP 583920. PIN code 560001. Since 2024 your account owes Rs 1,50,000. Consumer number 1023948576.',
  )
  t.same(e.bankAccounts, [], 'no OTP, PIN code, year, amount, consumer number or account fragment is an account')
})

t.test('when a phone number is inside a link', async (t) => {
  const e = extractEvidence('Claim here: https://offer-claim.in/diwali?ref=9810022334&m=9876543210')
  t.same(e.phoneNumbers, [], 'the link numbers are not phones')
  t.same(e.bankAccounts, [], 'nor accounts')
})

t.test('when an email address is given', async (t) => {
  const e = extractEvidence('Send the receipt to refunds.desk@gmail.com and pay to refunds.desk@okaxis')
  t.same(e.emailAddresses, ['refunds.desk@gmail.com'], 'it is an email')
  t.same(e.upiIds, ['refunds.desk@okaxis'], 'and never a UPI id; the real UPI id still is')
})

t.test('when the UPI provider is made up', async (t) => {
  t.same(extractEvidence('UPI: safe.custody@fakebank').upiIds, ['safe.custody@fakebank'], 'the UPI id is accepted')
})

t.test('when official and fake sites are named together', async (t) => {
  const e = extractEvidence(
    'Ignore https://www.onlinesbi.sbi and https://www.incometax.gov.in, use https://bit.ly/x1 or http://amaz0n-deals.xyz/claim or sbi-kyc-update.in',
  )
  t.same(
    e.phishingLinks,
    ['https://bit.ly/x1', 'http://amaz0n-deals.xyz/claim', 'sbi-kyc-update.in'],
    'the shortener, the lookalike and the keyword-laden host are phishing; the official sites are not',
  )
})

t.test('when the scammer asks for details instead of giving them', async (t) => {
  const e = extractEvidence('Send me your account number, IFSC, UPI id and Aadhaar number.')
  for (const kind of ['bankAccounts', 'ifscCodes', 'upiIds', 'aadhaarNumbers'] as const) t.same(e[kind], [], `no ${kind}`)
})
