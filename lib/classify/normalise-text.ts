// Marks that vary between keyboards and fonts for the same word: nukta signs (ज़ and ज, য় and য),
// zero-width joiners (Telugu and Malayalam conjuncts). Text and patterns both lose them.
const invisibleVariants = /[\u093C\u09BC\u0A3C\u0ABC\u0B3C\u0CBC\u200C\u200D\u00AD]/gu

// Letters spelt two ways for one sound, folded to one:
// - Malayalam chillu letters (ൽ) are the consonant with a virama (ല്), spelt either way; the
//   spelt-out form is the one that takes an ending (ജയിൽ, ജയിലിൽ), so both become it.
// - Gujarati writes the English o and e of a loanword with the candra vowel or, more often, the
//   plain one (કૉલ and કોલ, ઑફિસ and ઓફિસ): both become the plain one. Not in Devanagari, where the
//   candra vowel is the usual spelling and the plain one another word (लॉक "lock", लोक "people").
const variantSpelling: Readonly<Record<string, string>> = {
  'ൺ': 'ണ്', 'ൻ': 'ന്', 'ർ': 'ര്', 'ൽ': 'ല്', 'ൾ': 'ള്', 'ൿ': 'ക്',
  'ૉ': 'ો', 'ૅ': 'ે', 'ઑ': 'ઓ', 'ઍ': 'એ',
}
const variantLetters = /[\u0D7A-\u0D7F\u0AC9\u0AC5\u0A91\u0A8D]/gu

/** One spelling for what a reader sees as one word: NFC, nukta, joiners, chillus and Gujarati candra vowels folded, spaces folded. */
export const normaliseText = (text: string): string =>
  text
    .normalize('NFC')
    .replace(invisibleVariants, '')
    .replace(variantLetters, (c) => variantSpelling[c] ?? c)
    .replace(/\s+/gu, ' ')
