import t from 'tap'
import { extractEvidence } from '../../../lib/extract/extract-evidence.js'

// What a number or an id is, by what stands beside it, said in sentences written for this test in
// the ways the third blind corpus (corpus-h) found read wrong: the sum in a foreign currency, the
// account whose IFSC follows it, the victim's own account, patient, roll or property number, a
// booking's number in a script, a loan's disbursal page and a site given for registration.
t.test('when a sum is in a foreign currency', async (t) => {
  t.same(extractEvidence('USD 500 மதிப்புள்ள Bitcoin இன்னைக்கே அனுப்பு.').amounts, [], 'a Tamil "worth USD 500" is no rupee amount')
  t.same(extractEvidence('AED 900 worth of USDT bhejo abhi.').amounts, [], 'nor dirhams in Hinglish')
  t.ok(extractEvidence('₹900 மதிப்புள்ள gift அனுப்பு.').amounts.includes('900'), 'while rupees are')
})

t.test('when an IFSC follows the number', async (t) => {
  const telugu = extractEvidence('ముందు ₹20,000 పంపండి, 9876501234, IFSC SBIN0004321.')
  t.ok(telugu.bankAccounts.includes('9876501234'), 'a phone-shaped number with no label is the account its IFSC names')
  t.notOk(telugu.phoneNumbers.includes('9876501234'), 'and no phone')
  const hinglish = extractEvidence('Case close karne ka fine ₹10,000 hai, 3345 2210 9987 12 (IFSC HDFC0001234) mein jama karo.')
  t.ok(hinglish.bankAccounts.includes('3345 2210 9987 12'), 'a case named further back does not own it')
  t.same(hinglish.caseIds, [], 'nor makes it a case id')
  t.ok(extractEvidence('Call 9876501234 or pay to IFSC SBIN0004321 account.').phoneNumbers.includes('9876501234'), 'a number called is still a phone')
})

t.test('when an id is the victim\'s own', async (t) => {
  const cases = {
    'a trading account': 'Your trading account TRX-AC-448812 shows ₹40,000 profit.',
    'a Gujarati account number': 'તમારું account number KRX-ACC-55120 છે.',
    'a patient number': 'Patient no. HSP-PT-55120, bill ₹1,20,000.',
    'a Hindi roll number': 'फीस जमा करते समय मेरा रोल नंबर ABC-2025-BSC-221 लिखना।',
    'a Marathi property number': 'तुमच्या मालमत्ता क्रमांक NMC-PR-221145 वर थकबाकी आहे.',
    'a lender id': 'Your lender id is PL-LND-44120, transfer the first tranche today.',
  }
  for (const [what, text] of Object.entries(cases)) t.same(extractEvidence(text).caseIds, [], `${what} is no case id`)
  t.ok(extractEvidence('Your complaint KRX-CMP-55120 is pending.').caseIds.includes('KRX-CMP-55120'), 'a complaint still is one')
})

t.test('when a booking number is written in a script', async (t) => {
  t.ok(extractEvidence('तुमचा गॅस बुकिंग क्रमांक HP-5521907 नोंदवला आहे.').orderNumbers.includes('HP-5521907'), 'Marathi: an order number')
  t.ok(extractEvidence('உங்க சிலிண்டர் புக்கிங் எண் IN-7724190 பதிவாகியுள்ளது.').orderNumbers.includes('IN-7724190'), 'Tamil: an order number')
})

t.test('when a link is a loan\'s disbursal page or a site for registration', async (t) => {
  t.ok(extractEvidence('Upload the documents at https://shriram-fincap.in/disburse/5521 today.').phishingLinks.includes('https://shriram-fincap.in/disburse/5521'), 'a disbursal page asks for something')
  t.ok(extractEvidence('Registration: quickjobs-join.in ya call karo.').phishingLinks.includes('quickjobs-join.in'), 'a two-word site given for registration')
})
