// Marks that vary between keyboards and fonts for the same word: nukta signs (ज़ and ज, য় and য),
// zero-width joiners (Telugu and Malayalam conjuncts). Text and patterns both lose them.
const invisibleVariants = /[\u093C\u09BC\u0A3C\u0ABC\u0B3C\u0CBC\u200C\u200D\u00AD]/gu

/** One spelling for what a reader sees as one word: NFC, nukta and joiners dropped, spaces folded. */
export const normaliseText = (text: string): string =>
  text.normalize('NFC').replace(invisibleVariants, '').replace(/\s+/gu, ' ')
