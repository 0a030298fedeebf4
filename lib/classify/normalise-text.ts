// Marks that vary between keyboards and fonts for the same word: nukta signs (ज़ and ज, য় and য),
// zero-width joiners (Telugu and Malayalam conjuncts). Text and patterns both lose them.
const invisibleVariants = /[\u093C\u09BC\u0A3C\u0ABC\u0B3C\u0CBC\u200C\u200D\u00AD]/gu

// Malayalam chillu letters (ൽ) are the consonant with a virama (ല്), spelt either way; the
// spelt-out form is the one that takes an ending (ജയിൽ, ജയിലിൽ), so both become it.
const chillu: Readonly<Record<string, string>> = { 'ൺ': 'ണ്', 'ൻ': 'ന്', 'ർ': 'ര്', 'ൽ': 'ല്', 'ൾ': 'ള്', 'ൿ': 'ക്' }
const chilluLetters = /[\u0D7A-\u0D7F]/gu

/** One spelling for what a reader sees as one word: NFC, nukta, joiners and chillus folded, spaces folded. */
export const normaliseText = (text: string): string =>
  text
    .normalize('NFC')
    .replace(invisibleVariants, '')
    .replace(chilluLetters, (c) => chillu[c] ?? c)
    .replace(/\s+/gu, ' ')
