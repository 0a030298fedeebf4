import t from 'tap'
import { extractEvidence } from '../../../lib/extract/extract-evidence.js'

// Categories corpus-i found, in sentences written for this test: an id whose segment names the
// scheme's role for the victim (a tutor's or an artist's profile) or the sender's own trade (a
// technician) is no case; a seizure or arrest memo is the matter the "officer" has filed.
t.test('when an id names a role, or a memo is cited', async (t) => {
  const caseIds = (text: string): ReadonlyArray<string> => extractEvidence(text).caseIds
  t.same(caseIds('Your tutor profile is ready, profile code KLT-TUT-4410, start classes tomorrow.'), [], "a tutor's profile is the victim's place")
  t.same(caseIds('আপনার শিল্পী কোড MDS-ART-7702, অডিশনের দিন সঙ্গে রাখবেন।'), [], "nor an artist's code")
  t.same(caseIds('I am the engineer on your case, my code is PLR-TCH-3301.'), [], "a technician's code is the sender's own")
  t.same(caseIds('Your parcel is listed on our seizure memo NCB/SZ/MM/2026/771.'), ['NCB/SZ/MM/2026/771'], 'a seizure memo is a case')
  t.same(caseIds('Arrest memo CBI-AM-2026-5519 has been prepared against you.'), ['CBI-AM-2026-5519'], 'so is an arrest memo')
  t.same(caseIds('Complaint ARTS-2026-88410 is registered for your claim.'), ['ARTS-2026-88410'], 'while a complaint id starting with ART- letters stays a case')
})

// corpus-j's categories: an agent's id by its AG segment is the sender's own; a merchant id given to the
// victim's shop and an investor id are the victim's place in the scheme.
t.test('when an id names an agent, a merchant or an investor', async (t) => {
  const caseIds = (text: string): ReadonlyArray<string> => extractEvidence(text).caseIds
  t.same(caseIds('Your reference is KRP-AG-2208, I am the agent handling it.'), [], "an agent's code is the sender's own")
  t.same(caseIds('உங்க கடையோட merchant ID MID-KA-440918, இதை சொல்லுங்க.'), [], "a shop's merchant id is the victim's own")
  t.same(caseIds('Reference GRV-INVESTOR-5521 is noted for your withdrawal.'), [], 'so is an investor id')
  t.same(caseIds('Complaint AGR0-style ticket TKT-2026-4471 is open.'), ['TKT-2026-4471'], 'while a ticket stays a case')
})
