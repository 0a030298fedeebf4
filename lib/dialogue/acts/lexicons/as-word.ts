/**
 * A short Indic word as a whole word. The scanner lets a phrase in an Indic script run on into
 * more letters, so that inflected forms match; for a short word that would also match every
 * longer word it begins (Bengali "কি" inside "কিছু", Gujarati "કે" inside "કેમ"). Followed by a
 * space or a punctuation mark, it can only be the word itself.
 */
export const asWord = (words: ReadonlyArray<string>): ReadonlyArray<string> =>
  words.flatMap((w) => [`${w} `, `${w}?`, `${w},`, `${w}।`, `${w}.`, `${w}!`])

/**
 * Bengali's নুক্তা letters (ড়, ঢ়, য়) have a precomposed and a decomposed spelling, and keyboards
 * produce either; the scanner compares code units, so a phrase holding one is listed in both.
 */
export const bothNuktaForms = (phrases: ReadonlyArray<string>): ReadonlyArray<string> =>
  [...new Set(phrases.flatMap((p) => {
    const decomposed = p.replace(/\u09DC/gu, '\u09A1\u09BC').replace(/\u09DD/gu, '\u09A2\u09BC').replace(/\u09DF/gu, '\u09AF\u09BC')
    const composed = decomposed.replace(/\u09A1\u09BC/gu, '\u09DC').replace(/\u09A2\u09BC/gu, '\u09DD').replace(/\u09AF\u09BC/gu, '\u09DF')
    return [decomposed, composed]
  }))]
