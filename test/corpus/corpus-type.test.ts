import t from 'tap'
import { confusionTable, playScenario, readScenarios, type Outcome } from '../helpers/score-scenarios.js'

// The corpora written blind by two authors who never read the engine (README beside them). Each
// file must hold its own figures: a corpus nobody tuned on shows whether the classifier generalises.
const corpora = [
  // corpus-a: 160 conversations in English, Hinglish, Hindi and romanised Tamil, Bengali, Kannada, Marathi.
  { file: 'corpus-a.json', minType: 0.97, minDetection: 0.98 },
  // corpus-b: 160 conversations in native Tamil, Telugu, Kannada, Malayalam, Bengali, Marathi and
  // Gujarati. Held out while the classifier was reworked (93.8%), then tuned on for issue 17: each of
  // its misses was fixed as a category in every language, and it is held at all it now reaches (see
  // the README); it no longer measures text nobody tuned on.
  { file: 'corpus-b.json', minType: 1, minDetection: 1 },
  // corpus-c: 140 conversations in all ten languages, written blind on 2026-11-24 after corpus-b was
  // tuned on. Measured as it came: 92.9% type (130 of 140), 99.3% detection; then tuned on, each miss
  // fixed as a category in every language (README), and held at all it now reaches. It no longer
  // measures text nobody tuned on.
  { file: 'corpus-c.json', minType: 1, minDetection: 1 },
  // corpus-d: 160 conversations in all ten languages, written blind on 2026-11-24 after corpus-c was
  // tuned on. Measured as it came: 98.1% type (157 of 160), 99.4% detection; then tuned on, each miss
  // fixed as a category in every language (README), and held at all it now reaches. It no longer
  // measures text nobody tuned on.
  { file: 'corpus-d.json', minType: 1, minDetection: 1 },
  // corpus-e: 150 longer conversations in all ten languages, written blind on 2026-11-24 after corpus-d
  // was tuned on. Measured as it came: 95.3% type (143 of 150), 99.3% detection; then tuned on, each miss
  // fixed as a category in every language (README), and held at all it now reaches. It no longer
  // measures text nobody tuned on.
  { file: 'corpus-e.json', minType: 1, minDetection: 1 },
  // corpus-f: 150 conversations in all ten languages and Tanglish, written blind on 2026-11-24 while
  // corpus-e was tuned on. Measured as it came: 96.0% type (144 of 150), 99.3% detection; then tuned
  // on, each miss fixed as a category in every language (README), and held at all it now reaches. It
  // no longer measures text nobody tuned on.
  { file: 'corpus-f.json', minType: 1, minDetection: 1 },
  // corpus-g: 155 conversations in all ten languages and Tanglish, written blind on 2026-11-25 while
  // corpus-f was tuned on. Measured as it came: 92.9% type (144 of 155), 100% detection; then tuned on,
  // each miss fixed as a category in every language (README), and held at all it now reaches, 98.7%
  // (153 of 155): the two prizes left typed KYC_BANKING are a UPI-PIN cashback and a PM-Kisan e-KYC,
  // which the project's family mapping and corpus-f read as KYC (README). It no longer measures text
  // nobody tuned on.
  { file: 'corpus-g.json', minType: 0.987, minDetection: 1 },
  // corpus-h: 157 conversations in all ten languages and Tanglish, a third in the partner's LLM style,
  // written blind on 2026-11-25 while corpus-g was tuned on. Measured as it came: 87.9% type (138 of 157),
  // 100% detection; then tuned on, each miss fixed as a category in every language (README), and held at
  // all it now reaches, 98.1% (154 of 157): two money-sent-by-mistake stories with a collect request stay
  // KYC_BANKING, as the family mapping and dev-upi-02 read a collect request, and a crypto exchange's KYC
  // fee stays KYC_BANKING (README). It no longer measures text nobody tuned on.
  { file: 'corpus-h.json', minType: 0.98, minDetection: 1 },
  // corpus-i: 183 conversations in all ten languages and Tanglish, 67 in the partner's LLM style, written
  // blind on 2026-11-25 while corpus-h was tuned on. Measured as it came, on 80d9cc1: 90.7% type (166 of
  // 183), 100% detection (README); then tuned on, each miss fixed as a category in every language, and
  // held at all it now reaches, 98.9% (181 of 183): the two money-sent-by-mistake stories with a collect
  // request stay KYC_BANKING by the family mapping and dev-upi-02 (README).
  { file: 'corpus-i.json', minType: 0.989, minDetection: 1 },
  // corpus-j: 180 conversations in all ten languages and Tanglish, a third in the partner's LLM style,
  // written blind on 2026-11-25 while corpus-i was tuned on. Measured as it came, on 770082d: 87.2% type
  // (157 of 180), 99.4% detection (README); then tuned on (a lever or a thin story backed by the scam's
  // moves backs off UNKNOWN, romance's levers and the other misses fixed as categories in every
  // language), and held at all it now reaches, 94.4% (170 of 180) and 100% detection: the ten left are
  // read otherwise by the mapping or earlier tuning, or were not reached (README).
  { file: 'corpus-j.json', minType: 0.944, minDetection: 1 },
  // corpus-k: 180 conversations in all ten languages and Tanglish, two fifths in the partner's LLM style,
  // written blind on 2026-11-25 while corpus-j was tuned on. Measured as it came, on d095786: 84.4% type
  // (152 of 180), 100% detection (README); then tuned on (tech support's pretexts audited in every
  // language, a booking's or a card's token no coin, units of an asset, a claim numbered, a scheme's list),
  // and held at all it now reaches, 92.8% (167 of 180) and 100% detection: the thirteen left are read
  // otherwise by the mapping or earlier tuning, or were not reached (README).
  { file: 'corpus-k.json', minType: 0.927, minDetection: 1 },
  // corpus-l: 155 conversations in all ten languages and Tanglish, a third in the partner's LLM style,
  // written blind on 2026-11-25 while corpus-k was tuned on. Measured as it came, on c78ae41: 83.9% type
  // (130 of 155), 100% detection (README); then tuned on (genuine messages: "ignore if already paid" in every
  // script and mix, a service paid at the counter, a group's collection counted; the bank's account products
  // as KYC), and held at all it now reaches, 89.0% (138 of 155) and 100% detection: the seventeen left were
  // not reached (README).
  { file: 'corpus-l.json', minType: 0.89, minDetection: 1 },
] as const

const share = (outcomes: ReadonlyArray<Outcome>, right: (o: Outcome) => boolean): number =>
  outcomes.filter(right).length / outcomes.length
const percent = (x: number): string => `${(100 * x).toFixed(1)}%`
const misses = (outcomes: ReadonlyArray<Outcome>, right: (o: Outcome) => boolean): ReadonlyArray<string> =>
  outcomes
    .filter((o) => !right(o))
    .map((o) => `${o.scenario.id}: expected ${o.scenario.expectedScamType}/${o.scenario.expectedScamDetected}, got ${o.scamType}@${o.confidence}/${o.detected}`)

for (const { file, minType, minDetection } of corpora) {
  t.test(`when every conversation of ${file} is played turn by turn`, async (t) => {
    const outcomes = readScenarios(new URL(`./${file}`, import.meta.url)).map(playScenario)
    const typeAccuracy = share(outcomes, (o) => o.typeRight)
    const detection = share(outcomes, (o) => o.detectionRight)
    t.ok(typeAccuracy >= minType, `names an acceptable type in at least ${percent(minType)} of them (${percent(typeAccuracy)})`, {
      confusion: confusionTable(outcomes),
      misses: misses(outcomes, (o) => o.typeRight),
    })
    t.ok(detection >= minDetection, `decides scamDetected as expected in at least ${percent(minDetection)} of them (${percent(detection)})`, {
      confusion: confusionTable(outcomes),
      misses: misses(outcomes, (o) => o.detectionRight),
    })
  })
}
