import t from 'tap'
import { extractEvidence } from '../../../lib/extract/extract-evidence.js'

t.test('when digits are split by spaces, dots or hyphens', async (t) => {
  t.ok(extractEvidence('call 98765 43210').phoneNumbers.includes('9876543210'), 'spaces join')
  t.ok(extractEvidence('call 98.765.432.10').phoneNumbers.includes('9876543210'), 'dots join')
  t.ok(extractEvidence('call 9-8-7-6-5-4-3-2-1-0').phoneNumbers.includes('9876543210'), 'hyphens join')
  t.ok(extractEvidence('account 5010 0234-5678.12').bankAccounts.includes('50100234567812'), 'mixed separators join')
})

t.test('when @ and . are spelled out', async (t) => {
  t.same(extractEvidence('mail claims (at) lottery-uk (dot) com').emailAddresses, ['claims@lottery-uk.com'], '(at) and (dot)')
  t.same(extractEvidence('mail claims[at]lottery-uk[dot]com').emailAddresses, ['claims@lottery-uk.com'], '[at] and [dot]')
  t.same(extractEvidence('mail claims.desk at gmail dot com').emailAddresses, ['claims.desk@gmail.com'], 'at and dot')
  t.same(extractEvidence('pay kyc.desk(at)ybl').upiIds, ['kyc.desk@ybl'], '(at) in a UPI id')
})

t.test('when a UPI id is written with spaces around @', async (t) => {
  t.same(extractEvidence('UPI: kyc.desk @ oksbi').upiIds, ['kyc.desk @ oksbi', 'kyc.desk@oksbi'], 'it is reported as written and joined')
})

t.test('when a message is quoted and ends in a stage direction', async (t) => {
  const e = extractEvidence('"Pay Rs 1,999 to refund.cell@ybl now." [creating urgency] [revealing UPI account]')
  t.same(e.upiIds, ['refund.cell@ybl'], 'the evidence inside the quotes is found')
  t.same(e.amounts, ['1999'], 'the amount too')
  t.notOk(e.suspiciousKeywords.includes('urgency'), 'the stage direction yields no keyword')
})

t.test('when Hindi or Tamil text surrounds the evidence', async (t) => {
  const hindi = extractEvidence('कृपया 98311 45672 पर कॉल करें, UPI: sahayata.kendra@ibl। खाता संख्या 50100234567812 में ₹5,000 भेजें।')
  t.ok(hindi.phoneNumbers.includes('98311 45672'), 'the phone in Hindi text')
  t.same(hindi.upiIds, ['sahayata.kendra@ibl'], 'the UPI id before a danda')
  t.same(hindi.bankAccounts, ['50100234567812'], 'the account after खाता संख्या')
  t.same(hindi.amounts, ['5000'], 'the amount after ₹')
  const tamil = extractEvidence('கணக்கு எண் 6029871345, உதவி எண் 091-8826471930-ஐ அழைக்கவும், https://tneb-pay.online/quick-இல் செலுத்துங்கள்')
  t.same(tamil.bankAccounts, ['6029871345'], 'a mobile-shaped account after கணக்கு எண் is an account')
  t.ok(tamil.phoneNumbers.includes('091-8826471930'), 'the phone before a Tamil case ending')
  t.same(tamil.phishingLinks, ['https://tneb-pay.online/quick'], 'the link without its Tamil ending')
})
