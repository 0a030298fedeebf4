import t from 'tap'
import { emptyEvidence } from '../../lib/evidence.js'
import { scamDetected } from '../../lib/scam-detected.js'
import { scamTypes } from '../../lib/scam-type.js'

const none = emptyEvidence()

t.test('when the type names a scam', async (t) => {
  for (const type of scamTypes.filter((s) => s !== 'UNKNOWN' && s !== 'NOT_SCAM')) {
    t.equal(scamDetected(type, 0.1, none), true, `${type} is always detected`)
  }
})

t.test('when the type is NOT_SCAM', async (t) => {
  t.equal(scamDetected('NOT_SCAM', 0.99, none), false, 'no high-value evidence: not detected')
  t.equal(scamDetected('NOT_SCAM', 0.9, { ...none, upiIds: ['a@ybl'] }), true, 'a UPI id makes it detected')
  t.equal(scamDetected('NOT_SCAM', 0.9, { ...none, bankAccounts: ['123456789012'] }), true, 'a bank account makes it detected')
  t.equal(scamDetected('NOT_SCAM', 0.9, { ...none, phoneNumbers: ['+919876543210'], suspiciousKeywords: ['otp', 'urgent'] }), false, 'phones and keywords do not')
})

t.test('when the type is UNKNOWN', async (t) => {
  t.equal(scamDetected('UNKNOWN', 0.5, none), false, 'confidence 0.5 alone is not enough')
  t.equal(scamDetected('UNKNOWN', 0.51, none), true, 'confidence above 0.5 is')
  t.equal(scamDetected('UNKNOWN', 0.1, { ...none, upiIds: ['a@ybl'] }), true, 'UPI evidence is')
  t.equal(scamDetected('UNKNOWN', 0.1, { ...none, suspiciousKeywords: ['otp'] }), false, 'one keyword is not')
  t.equal(scamDetected('UNKNOWN', 0.1, { ...none, suspiciousKeywords: ['otp', 'blocked'] }), true, 'two keywords are')
  t.equal(scamDetected('UNKNOWN', 0.1, { ...none, phoneNumbers: ['9876543210'] }), true, 'a phone number is')
})
