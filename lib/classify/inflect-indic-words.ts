// Tamil, Telugu, Kannada and Malayalam (and, less often, Bengali, Marathi, Gujarati) glue case
// endings onto the word, and the stem's last sound changes on the way: கைது "arrest" becomes
// கைதில் "in arrest" (the final ு drops before a vowel), போலீஸ் becomes போலீஸார், അറസ്റ്റ്
// becomes അറസ്റ്റിൽ (a final virama gives way to the ending's vowel), அபராதம் becomes
// அபராதத்தை and പണം പണത്തിന് (a final m turns into tt), காப்பீடு becomes காப்பீட்டு (a final
// ṭu or ṟu doubles). A cue written as the dictionary form therefore has to accept those stems.

// What the source is read in: an escape, a character class (to its first unescaped `]`), or a run
// of Indic letters; everything between is copied as it is. One regex pass: a loop over the
// characters costs start-up time for every one of the lexicons' 50,000.
const PIECES = /\\[\s\S]|\[(?:\\[\s\S]|[^\]\\])*(?:\]|$)|[\u0900-\u0D7F]+/gu
const QUANTIFIER = /[?*+{]/u

type Script = {
  readonly range: readonly [number, number]
  // The vowel signs an ending may bring after a stem whose final u or virama dropped.
  readonly endingVowels: string
  readonly uSign?: string
  readonly virama: string
}

const scripts: ReadonlyArray<Script> = [
  { range: [0x0900, 0x097f], endingVowels: 'ािीुूेैोौ', virama: '्' },
  { range: [0x0980, 0x09ff], endingVowels: 'ািীুূেৈোৌ', virama: '্' },
  { range: [0x0a80, 0x0aff], endingVowels: 'ાિીુૂેૈોૌ', virama: '્' },
  // Tamil: only the vowels of the common case endings (-ai, -il, -in, -aal, -aaga, -ee), so
  // பரிசு "prize" does not reach into பரிசோதனை "examination".
  { range: [0x0b80, 0x0bff], endingVowels: 'ாிைே', uSign: 'ு', virama: '்' },
  { range: [0x0c00, 0x0c7f], endingVowels: 'ాిుూేైొో', uSign: 'ు', virama: '్' },
  { range: [0x0c80, 0x0cff], endingVowels: 'ಾಿುೂೆೇೈೊೋ', uSign: 'ು', virama: '್' },
  { range: [0x0d00, 0x0d7f], endingVowels: 'ാിുൂെേൈൊോൗ', uSign: 'ു', virama: '്' },
]

// A stem shorter than this (in code points) is too short to stand for one word once its last
// sound is loosened: ஆப் "app" would reach into ஆபீஸ் "office".
const MIN_STEM = 3

const scriptOf = (ch: string): Script | undefined => {
  const cp = ch.codePointAt(0) ?? 0
  return scripts.find((s) => cp >= s.range[0] && cp <= s.range[1])
}

/** The alternatives one dictionary-form word may take before an ending, as a regex fragment. */
const inflectWord = (word: string): string => {
  const chars = [...word]
  const last = chars[chars.length - 1] ?? ''
  const script = scriptOf(last)
  const stem = chars.slice(0, -1).join('')
  if (script === undefined || chars.length - 1 < MIN_STEM) return word
  const before = `${stem}(?=[${script.endingVowels}])`
  if (last === script.virama) {
    const consonant = chars[chars.length - 2] ?? ''
    const root = chars.slice(0, -2).join('')
    // Tamil final m and its oblique tt: அபராதம், அபராதத்தை.
    if (consonant === 'ம') return `(?:${word}|${before}|${root}த்த)`
    // Malayalam chillu r (written ര് once normalised): an English loanword's -er takes റ before an
    // ending (ഡോക്ടർ, ഡോക്ടറാണ്; കമ്പ്യൂട്ടർ, കമ്പ്യൂട്ടറിൽ), a native word keeps ര (അവർ, അവരുടെ).
    if (consonant === 'ര') return `(?:${word}|${before}|${root}റ(?=[${script.endingVowels}]))`
    return `(?:${word}|${before})`
  }
  // Telugu final anusvara before -aa-: పథకం, పథకానికి.
  if (last === 'ం') return `(?:${word}|${stem}(?=ా))`
  // Malayalam final anusvara: പണം, പണമാണ്, പണത്തിന്.
  if (last === 'ം') return `(?:${word}|${stem}മ(?=[${script.endingVowels}])|${stem}ത്ത)`
  if (script.uSign !== undefined && last === script.uSign) {
    const consonant = chars[chars.length - 2] ?? ''
    const doubled = (consonant === 'ட' || consonant === 'ற') && chars[chars.length - 3] !== '்'
    return `(?:${word}|${before}${doubled ? `|${stem}்${consonant}` : ''})`
  }
  return word
}

/**
 * A cue's regex source with each Indic word at the end of a literal run widened to its
 * inflected stems. Words inside character classes, or followed by a quantifier (whose last
 * letter the author made optional on purpose), are left as written.
 */
export const inflectIndicWords = (source: string): string =>
  source.replace(PIECES, (piece: string, offset: number) =>
    piece.startsWith('\\') || piece.startsWith('[') || QUANTIFIER.test(source.charAt(offset + piece.length))
      ? piece
      : inflectWord(piece),
  )
