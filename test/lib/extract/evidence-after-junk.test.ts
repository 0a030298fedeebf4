import t from 'tap'
import { extractEvidence } from '../../../lib/extract/extract-evidence.js'

const repeat = (s: string, size: number): string => s.repeat(Math.ceil(size / s.length)).slice(0, size)
const evidence = '\nPay fraud.kumar@ybl or call 9876543210, visit http://sbi-kyc-update.xyz/login, A/c 50100234567812 IFSC HDFC0001234'

// Junk that yields no evidence of its own, so nothing it holds should use up what the tail needs.
const junk: Record<string, string> = {
  digits: '1',
  'digits split by spaces': '1 ',
  base64: 'QUJD+/9xYmNk',
  letters: 'a',
  brackets: '[',
  'nested brackets': '[[]]',
  'at signs': '@',
  dots: '.',
  slashes: '/',
  hyphens: '-',
  Devanagari: 'न',
  'a long URL': 'http://a.b/',
  'many @': 'a@b',
  'domain labels after an @': 'x@ab.',
}

t.test('when the evidence comes after a megabyte of junk', async (t) => {
  for (const [name, unit] of Object.entries(junk)) {
    const e = extractEvidence(repeat(unit, (1 << 20) - evidence.length) + evidence)
    t.ok(e.upiIds.includes('fraud.kumar@ybl'), `${name}: the UPI id is found`)
    t.ok(e.phoneNumbers.includes('+919876543210'), `${name}: the phone is found`)
    t.ok(e.phishingLinks.includes('http://sbi-kyc-update.xyz/login'), `${name}: the link is found`)
    t.ok(e.bankAccounts.includes('50100234567812'), `${name}: the account is found`)
  }
})
