import t from 'tap'
import { extractEvidence } from '../../../lib/extract/extract-evidence.js'
import { findDateTimes } from '../../../lib/extract/find-date-times.js'

const found = (text: string): string[] => findDateTimes(text).map((s) => text.slice(s.start, s.end))

t.test('when a bank alert or a notice carries dates and times', async (t) => {
  t.same(found('debited on 14-02-2026 10:42:15 towards UPI'), ['14-02-2026 10:42:15'], 'a date-time with seconds')
  t.same(found('आपके खाते XX6620 से 11-03-2026 19:27:48 को डेबिट'), ['11-03-2026 19:27:48'], 'in Hindi')
  t.same(found('on 2026-03-11T10:42 and 05.04.2026, expiry 11:59 PM'), ['2026-03-11T10:42', '05.04.2026', '11:59 PM'], 'ISO, dotted and a clock time')
  t.same(found('posted 03/14/2026 at 09:15'), ['03/14/2026 at 09:15'], 'month first')
})

t.test('when numbers only look like dates', async (t) => {
  t.same(found('call 98-76-543210'), [], 'a phone in pairs is no date')
  t.same(found('FIR 0712/2026 and ITR/RF/2024/5582013'), [], 'a slashed reference is no date')
  t.same(found('AY 2024-25'), [], 'an assessment year is no date')
  t.same(found('version 45-67-2026'), [], 'no 45th day or 67th month')
  t.same(found('at 27:99'), [], 'no 27 o\'clock')
})

t.test('when a genuine alert is read for evidence', async (t) => {
  const e = extractEvidence('Rs 1250.50 debited from A/c XX7731 on 14-02-2026 10:42:15. Avl Bal Rs 48,211.35. Not you? Call 1800 266 0471')
  t.same(e.bankAccounts, [], 'the date-time is not an account')
  t.same(e.phoneNumbers, [], 'the toll-free helpline is not a phone')
  t.same(e.caseIds, [], 'nor is either a case id')
  const tamil = extractEvidence('உங்கள் கணக்கில் 20-03-2026 அன்று ₹5,000 வரவு வைக்கப்பட்டது')
  t.same(tamil.bankAccounts, [], 'a date after the word account is no account')
})
