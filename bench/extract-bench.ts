// Throughput of the evidence extractor on realistic scammer messages and on hostile 1 MiB
// messages. Run with `npm run bench:extract`. Figures are MB/s of UTF-8 input; each case is
// run a few times after a warm-up and the fastest run is reported (wall clock and CPU).
import { extractEvidence } from '../lib/extract/extract-evidence.js'

/** Messages in the style of the partner's LLM scammers: quotes, stage directions, several scripts. */
const realistic: readonly string[] = [
  '"Dear customer, your SBI account KYC has expired and will be blocked today. Update at http://sbi-kyc-renew.in/verify or call +91-9812345670." [creating urgency]',
  '"For manual verification pay Rs 1,499 to kyc.verify@okaxis, or NEFT to account 50200012345678, IFSC HDFC0000123." [revealing account]',
  'आपका खाता आज रात बंद कर दिया जाएगा। तुरंत 98311 45672 पर संपर्क करें और ₹2,500 की सुरक्षा राशि sahayata.kendra@ibl पर भेजें।',
  'உங்கள் மின் இணைப்பு இன்று துண்டிக்கப்படும். ₹1,250 ஐ tneb.bill@ybl க்கு அனுப்புங்கள் அல்லது 94443 21876 ஐ அழைக்கவும்.',
  'Bhai jaldi karo, KBC lucky draw me aapne ₹25,00,000 jeete hain. Claim reference KBC/LD/44120, GST ₹12,500 bhejo 7890123456 pe.',
  'This is the Enforcement Directorate. Your Aadhaar 4147 4680 1715 and PAN ABCPE1234F are linked to case ECIR/MBZO/118/2025. Do not tell anyone.',
  'Your parcel AWB 773455219087 is held at customs. Pay the clearance duty of Rs 48,500 to A/C 4022 1078 5563, IFSC BARB0CONNAU.',
  'Deposit USDT on TRC20 to TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t or BTC to bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq for 4% daily returns.',
  'Your LIC policy number 512847390 has matured. TDS of Rs 18,200 must be paid to licbonus.settle@oksbi. Mail claims@lic-bonus-settlement.in for help.',
  'Hi, is this the right number for Mr. Sharma? Sorry, I think I got it from an old contact list. Hope you are having a good day.',
  'Dear Customer, Rs 2,450 has been debited from your A/c XX4521 on 14-06-2024 towards UPI Ref 416512349876. Never share your OTP, PIN or CVV.',
  'Norton invoice NRT-55018823: Rs 24,999 will be debited. Call +1-888-412-7730 or visit https://norton-refund-desk.help/connect to cancel.',
]

/** Hostile shapes, each repeated to 1 MiB: runs of digits, separators, @, dots, brackets, scripts. */
const hostile: Readonly<Record<string, string>> = {
  'letters': 'a', 'digits': '1', 'digits split by spaces': '1 ', 'digits split by dots': '1.', 'at signs': 'a@',
  'dotted words': 'a.b ', 'links': 'http://x.co/a ', 'www': 'www.', 'amounts': 'Rs 1,50,000 ', 'country codes': '(+91) ',
  'stage directions': '[a b] ', 'labelled numbers': 'account 123456789012 ', 'id fragments': 'AB12-',
  'Devanagari': 'नमस्ते आप कैसे हैं ', 'keywords': 'urgent kyc lottery ', 'hex': '0x', 'spelled at': 'name at gmail dot ',
}

const MiB = 1 << 20
const repeat = (s: string, size: number): string => s.repeat(Math.ceil(size / s.length)).slice(0, size)
const bytes = (texts: readonly string[]): number => texts.reduce((n, t) => n + Buffer.byteLength(t, 'utf8'), 0)

/** Fastest of `runs` passes over `texts`: wall and CPU milliseconds. */
const measure = (texts: readonly string[], runs: number): { wall: number; cpu: number } => {
  let wall = Infinity
  let cpu = Infinity
  for (let r = 0; r < runs; r++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    for (const t of texts) extractEvidence(t)
    wall = Math.min(wall, performance.now() - t0)
    const c = process.cpuUsage(c0)
    cpu = Math.min(cpu, (c.user + c.system) / 1000)
  }
  return { wall, cpu }
}

const row = (name: string, texts: readonly string[], runs: number): number => {
  const { wall, cpu } = measure(texts, runs)
  const mb = bytes(texts) / 1e6
  console.log(`${name.padEnd(34)} ${(mb / (wall / 1000)).toFixed(1).padStart(8)} MB/s  ${wall.toFixed(1).padStart(7)} ms wall  ${cpu.toFixed(1).padStart(7)} ms CPU`)
  return wall
}

for (const t of realistic) extractEvidence(t)
console.log(`evidence extractor benchmark (Node ${process.version})`)
console.log('\nrealistic')
const messages = Array.from({ length: Math.ceil(MiB / bytes(realistic)) }, () => realistic).flat()
row(`${messages.length} messages, one call each`, messages, 5)
row('the same, as one 1 MiB message', [repeat(realistic.join('\n'), MiB)], 5)

console.log('\nhostile, 1 MiB each')
let worst = 0
for (const [name, unit] of Object.entries(hostile)) {
  const text = repeat(unit, MiB)
  extractEvidence(text.slice(0, 4096))
  worst = Math.max(worst, row(name, [text], 3))
}
console.log(`\nslowest hostile message: ${worst.toFixed(1)} ms wall for 1 MiB`)
