// Malayalam's chillu letters, atomic (Unicode 5.1) and as consonant + virama + ZWJ (older keyboards).
const chillus: ReadonlyArray<readonly [string, string]> = [
  ['\u0D7A', '\u0D23\u0D4D\u200D'], // ൺ
  ['\u0D7B', '\u0D28\u0D4D\u200D'], // ൻ
  ['\u0D7C', '\u0D30\u0D4D\u200D'], // ർ
  ['\u0D7D', '\u0D32\u0D4D\u200D'], // ൽ
  ['\u0D7E', '\u0D33\u0D4D\u200D'], // ൾ
]

/**
 * The spellings one word has on different keyboards, for Kannada and Malayalam phrases. The
 * scanner compares code units, so each is listed: with and without a zero-width non-joiner
 * ("ಡೌನ್‌ಲೋಡ್" and "ಡೌನ್ಲೋಡ್"), Malayalam chillus atomic or spelt out with a joiner, and "ന്റ" also
 * written "ൻ്റ" (എന്റെ, എൻ്റെ), as newer keyboards do.
 */
export const joinerForms = (phrases: ReadonlyArray<string>): ReadonlyArray<string> =>
  [...new Set(phrases.flatMap((p) => {
    const atomic = chillus.reduce((s, [one, spelt]) => s.replaceAll(spelt, one), p)
    const spelt = chillus.reduce((s, [one, out]) => s.replaceAll(one, out), atomic)
    const forms = [p, atomic, spelt, atomic.replaceAll('\u0D28\u0D4D\u0D31', '\u0D7B\u0D4D\u0D31'), atomic.replaceAll('\u0D7B\u0D4D\u0D31', '\u0D28\u0D4D\u0D31')]
    return forms.flatMap((f) => (f.includes('\u200C') ? [f, f.replaceAll('\u200C', '')] : [f]))
  }))]
