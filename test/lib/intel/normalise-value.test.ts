import t from 'tap'
import { MAX_VALUE_LENGTH, normaliseValue } from '../../../lib/intel/normalise-value.js'
import { searchTermsOf } from '../../../lib/intel/search-terms.js'

t.test('when a phone is written in different ways', async (t) => {
  for (const written of ['+91-98765 43210', '+919876543210', '9876543210', '098765 43210', '91 98765 43210', '0091 9876543210']) {
    t.equal(normaliseValue('phoneNumbers', written), '+919876543210', `${written} is the same number`)
  }
  t.equal(normaliseValue('phoneNumbers', '022-2345 6789'), '+912223456789', 'a landline with its STD code gets the country code')
  t.equal(normaliseValue('phoneNumbers', '+44 20 7946 0958'), '+442079460958', 'a foreign number keeps its own country code')
})

t.test('when handles, links and codes differ only in case or spacing', async (t) => {
  t.equal(normaliseValue('upiIds', 'KYC.Help@FakeBank'), 'kyc.help@fakebank', 'a UPI id is case-insensitive')
  t.equal(normaliseValue('emailAddresses', ' Support@SBI-help.com'), 'support@sbi-help.com', 'so is an email')
  t.equal(normaliseValue('bankAccounts', '1234-5678-9012'), '123456789012', 'an account is its digits')
  t.equal(normaliseValue('ifscCodes', 'sbin0001234'), 'SBIN0001234', 'an IFSC code is upper-case')
  t.equal(normaliseValue('phishingLinks', 'HTTP://Bit.ly/KYC-update/'), 'http://bit.ly/KYC-update/', "a link's scheme and host are lower-cased, its path kept")
  t.equal(normaliseValue('phishingLinks', 'bit.ly/abc'), 'http://bit.ly/abc', 'a link written without a scheme gets http')
  t.equal(normaliseValue('phishingLinks', 'https://sbi-kyc.xyz/'), 'https://sbi-kyc.xyz', 'an empty path is dropped')
  t.equal(normaliseValue('cryptoWallets', '0x52908400098527886E0F7030069857D2E4169EE7'), '0x52908400098527886e0f7030069857d2e4169ee7', 'an Ethereum address is hex')
  t.equal(normaliseValue('cryptoWallets', 'TXyz1234567890abcdefghijkLMNOpqrs'), 'TXyz1234567890abcdefghijkLMNOpqrs', 'a base58 address keeps its case')
})

t.test('when a value is empty or too long', async (t) => {
  t.equal(normaliseValue('upiIds', '   '), undefined, 'an empty value is left out')
  t.equal(normaliseValue('caseIds', 'A'.repeat(MAX_VALUE_LENGTH + 1)), undefined, 'a value past the bound is left out')
  t.equal(normaliseValue('phoneNumbers', '12345'), undefined, 'five digits are no phone')
})

t.test('when a value is searched', async (t) => {
  t.same(searchTermsOf('phoneNumbers', '+919876543210'), ['+919876543210', '9876543210'], 'a phone is found without its country code')
  t.same(searchTermsOf('upiIds', 'kyc.help@fakebank'), ['kyc.help@fakebank', '@fakebank'], 'a UPI id by its handle')
  t.same(searchTermsOf('phishingLinks', 'https://www.sbi-kyc.xyz/login'), ['https://www.sbi-kyc.xyz/login', 'www.sbi-kyc.xyz/login', 'sbi-kyc.xyz/login'], 'a link by its host')
  t.same(searchTermsOf('ifscCodes', 'SBIN0001234'), ['sbin0001234'], 'terms are lower-case')
})
