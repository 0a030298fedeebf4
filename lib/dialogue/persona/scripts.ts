import type { ReplyLanguage } from './personas.js'

/** The writing systems the personas reply in, with their Unicode letter ranges (inclusive). */
export const scriptRanges = Object.freeze({
  Latin: [
    [0x41, 0x5a],
    [0x61, 0x7a],
  ],
  Devanagari: [[0x0900, 0x097f]],
  Bengali: [[0x0980, 0x09ff]],
  Gujarati: [[0x0a80, 0x0aff]],
  Tamil: [[0x0b80, 0x0bff]],
  Telugu: [[0x0c00, 0x0c7f]],
  Kannada: [[0x0c80, 0x0cff]],
  Malayalam: [[0x0d00, 0x0d7f]],
} satisfies Record<string, ReadonlyArray<readonly [number, number]>>)
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
