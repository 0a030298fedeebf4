import t from 'tap'
import { extractEvidence } from '../../../lib/extract/extract-evidence.js'

const KiB = 1 << 10
const repeat = (s: string, size: number): string => s.repeat(Math.ceil(size / s.length)).slice(0, size)

/** Messages built to make backtracking regexes, scanners or validators go quadratic. */
const hostile: Record<string, string> = {
  'one letter': 'a',
  'one digit': '1',
  'digits split by spaces': '1 ',
  'digits split by dots': '1.',
  'digits split by hyphens': '9-',
  'mobiles': 'call 9876543210 ',
  'at signs': 'a@',
  'emails': 'x.y@mail.com ',
  'dotted words': 'a.b ',
  'dots without spaces': 'a.',
  'links': 'http://x.co/a ',
  'bare hosts': 'sbi-kyc.in ',
  'www': 'www.',
  'amounts': 'Rs 1,50,000 ',
  'currency words': 'Rs ',
  'plus signs': '+',
  'country codes': '(+91) ',
  'brackets': '[',
  'stage directions': '[a b] ',
  'labels': 'account ',
  'labelled numbers': 'account 123456789012 ',
  'id fragments': 'AB12-',
  'underscored ids': 'A_1_',
  'qualified accounts': 'BESCOM account ID ',
  'label pairs': 'tracking code ',
  'spaced postal ids': 'EZ 123 456 789 IN ',
  'numbers of a year': 'case 1234 of 2024 ',
  'foreign numbers': '+44 7700 918264 ',
  'Devanagari': 'नमस्ते आप कैसे हैं ',
  'Tamil labels': 'உங்கள் கணக்கு எண் ',
  'keywords': 'urgent kyc lottery ',
  'hex': '0x',
  'base58': '1A',
  'spelled at': 'name at gmail dot ',
}

/** CPU milliseconds of the fastest of three runs (CPU, not wall time: other processes share the machine). */
const cpuMs = (text: string): number => {
  let best = Infinity
  for (let i = 0; i < 3; i++) {
    const before = process.cpuUsage()
    extractEvidence(text)
    const used = process.cpuUsage(before)
    best = Math.min(best, (used.user + used.system) / 1000)
  }
  return best
}

t.test('when a 1 MiB hostile message arrives', async (t) => {
  extractEvidence('warm up: call 9876543210, pay Rs 500 to a.b@ybl, https://x.in')
  for (const [name, unit] of Object.entries(hostile)) {
    const big = repeat(unit, 1024 * KiB)
    t.doesNotThrow(() => extractEvidence(big), `${name}: no throw`)
    const small = cpuMs(repeat(unit, 128 * KiB))
    const large = cpuMs(big)
    // linear work grows 8x from 128 KiB to 1 MiB, quadratic work 64x; the bound sits well between,
    // so a garbage-collection pause is not mistaken for a blow-up, and the absolute cap catches
    // one even under coverage instrumentation
    t.ok(large < 20 * small + 20, `${name}: time grows linearly (${small.toFixed(1)} ms -> ${large.toFixed(0)} ms)`)
    t.ok(large < 1000, `${name}: a megabyte takes ${large.toFixed(0)} ms of CPU`)
  }
})

t.test('when a message is longer than the service accepts', async (t) => {
  const e = extractEvidence(repeat('hello ', 1100 * KiB) + ' call 9876543210')
  t.same(e.phoneNumbers, [], 'text beyond the first MiB is not read')
})
