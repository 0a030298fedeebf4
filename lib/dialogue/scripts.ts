import type { ReplyLanguage } from './personas.js'

/** The writing systems the personas reply in, with their Unicode letter ranges. */
export const scriptRanges = Object.freeze({
  Latin: /[A-Za-z]/gu,
  Devanagari: /[\u0900-\u097F]/gu,
  Bengali: /[\u0980-\u09FF]/gu,
  Gujarati: /[\u0A80-\u0AFF]/gu,
  Tamil: /[\u0B80-\u0BFF]/gu,
  Telugu: /[\u0C00-\u0C7F]/gu,
  Kannada: /[\u0C80-\u0CFF]/gu,
  Malayalam: /[\u0D00-\u0D7F]/gu,
})
export type Script = keyof typeof scriptRanges

export const scriptOfLanguage: Readonly<Record<ReplyLanguage, Script>> = Object.freeze({
  English: 'Latin',
  Hinglish: 'Latin',
  Hindi: 'Devanagari',
  Marathi: 'Devanagari',
  Tamil: 'Tamil',
  Telugu: 'Telugu',
  Bengali: 'Bengali',
  Kannada: 'Kannada',
  Malayalam: 'Malayalam',
  Gujarati: 'Gujarati',
})

// Frequent romanised-Hindi function words that English text does not use.
export const hinglishMarkers: ReadonlySet<string> = new Set([
  'hai', 'hain', 'hu', 'hoon', 'aap', 'aapka', 'aapke', 'aapki', 'aapko', 'kya', 'kyun', 'kaun', 'kahan',
  'karo', 'karein', 'karna', 'kijiye', 'nahi', 'nahin', 'mein', 'ka', 'ki', 'ke', 'ko', 'se', 'bhai', 'ji',
  'tum', 'tumhe', 'tumhara', 'raha', 'rahe', 'rahi', 'jaldi', 'paise', 'paisa', 'abhi', 'sirf', 'wala', 'wale',
  'bhejo', 'batao', 'diya', 'gaya', 'hoga', 'toh', 'bhi', 'aur', 'ye', 'yeh', 'wo', 'woh', 'kuch', 'mera',
  'mere', 'apna', 'apne', 'chahiye', 'lagega', 'milega', 'dijiye', 'bataiye', 'ho', 'haan',
])

// Marathi words that set a Devanagari message apart from Hindi.
export const marathiMarkers: ReadonlyArray<string> = [
  'आहे', 'आहेत', 'तुमच्या', 'तुमचा', 'तुमचे', 'तुमची', 'करा', 'नाही', 'आणि', 'झाले', 'मध्ये', 'होईल', 'असल्याने', 'साठी',
]
export const hindiMarkers: ReadonlyArray<string> = [
  'है', 'हैं', 'आपका', 'आपके', 'आपकी', 'करें', 'नहीं', 'और', 'में', 'गया', 'होगा', 'लिए', 'रहा',
]
