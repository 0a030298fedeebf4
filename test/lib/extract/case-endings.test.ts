import t from 'tap'
import type { EvidenceKind } from '../../../lib/evidence.js'
import { extractEvidence } from '../../../lib/extract/extract-evidence.js'

// Tamil, Bengali and romanised speech hyphenate a case ending onto a value ("-க்கு" to, "-ku" to,
// "-এ" at, "-la" in): the value is what comes before it, of whatever kind.
const cases: ReadonlyArray<readonly [text: string, kind: EvidenceKind, value: string]> = [
  ['இந்த UPI-க்கு அனுப்புங்க: raja.help@oksbi-க்கு', 'upiIds', 'raja.help@oksbi'],
  ['UPI ID: kavya.private@ybl-ku anuppunga', 'upiIds', 'kavya.private@ybl'],
  ['ei UPI raju.pay@ybl-te pathan', 'upiIds', 'raju.pay@ybl'],
  ['mail anuppunga: raj.k@gmail.com-ku', 'emailAddresses', 'raj.k@gmail.com'],
  ['email করুন help.desk@outlook.com-এ', 'emailAddresses', 'help.desk@outlook.com'],
  ['Account 50100234567812-ku anuppunga, IFSC SBIN0001234', 'bankAccounts', '50100234567812'],
  ['doubt-na 044-48127730-ku call pannunga', 'phoneNumbers', '044-48127730'],
  ['case MH-CYB-4471-la register aagirukku', 'caseIds', 'MH-CYB-4471'],
]

t.test('when a case ending is hyphenated onto a value', async (t) => {
  for (const [text, kind, value] of cases) {
    const found = extractEvidence(text)
    t.ok(found[kind].includes(value), `${kind} ${value} from: ${text}`, { found: found[kind] })
    t.notOk(found.caseIds.some((c) => c !== value && c.includes(value.slice(0, 6))), `no id is made of it: ${text}`, { caseIds: found.caseIds })
  }
})

t.test('when a hyphen joins more of an id', async (t) => {
  t.same(extractEvidence('pay abc.d@ybl-xyzab now').upiIds, [], 'a long lower-case tail is no case ending')
  t.same(extractEvidence('pay abc.d@ybl-XY now').upiIds, [], 'nor are capitals')
})
