import type { Persona } from './persona.js'

/** The languages the service can answer in; anything else is answered in English. */
export const replyLanguages = [
  'English',
  'Hindi',
  'Hinglish',
  'Tamil',
  'Telugu',
  'Bengali',
  'Marathi',
  'Kannada',
  'Malayalam',
  'Gujarati',
] as const
export type ReplyLanguage = (typeof replyLanguages)[number]

/** One character per language; the label is what the notes show. */
export const personas: Readonly<Record<ReplyLanguage, Persona>> = Object.freeze({
  English: { id: 'en-margaret', label: 'Margaret, 67, retired school teacher (English)', language: 'English' },
  Hindi: { id: 'hi-ramesh', label: 'Ramesh, 61, retired railway clerk (Hindi)', language: 'Hindi' },
  Hinglish: { id: 'hinglish-sunita', label: 'Sunita, 54, homemaker in Lucknow (Hinglish)', language: 'Hinglish' },
  Tamil: { id: 'ta-kamala', label: 'Kamala, 64, retired school teacher (Tamil)', language: 'Tamil' },
  Telugu: { id: 'te-venkata-rao', label: 'Venkata Rao, 66, retired postmaster (Telugu)', language: 'Telugu' },
  Bengali: { id: 'bn-sabita', label: 'Sabita, 63, retired headmistress (Bengali)', language: 'Bengali' },
  Marathi: { id: 'mr-sudhakar', label: 'Sudhakar, 65, retired mill supervisor (Marathi)', language: 'Marathi' },
  Kannada: { id: 'kn-shankarappa', label: 'Shankarappa, 67, retired farmer (Kannada)', language: 'Kannada' },
  Malayalam: { id: 'ml-thankamma', label: 'Thankamma, 68, retired nurse (Malayalam)', language: 'Malayalam' },
  Gujarati: { id: 'gu-jayesh', label: 'Jayesh, 60, cloth shop owner (Gujarati)', language: 'Gujarati' },
})

/** Names, ISO codes and native spellings a `metadata.language` may use, lower-cased. */
export const languageAliases: Readonly<Record<string, ReplyLanguage>> = Object.freeze({
  english: 'English', en: 'English', eng: 'English',
  hindi: 'Hindi', hi: 'Hindi', hin: 'Hindi', 'हिंदी': 'Hindi', 'हिन्दी': 'Hindi',
  hinglish: 'Hinglish', 'hi-latn': 'Hinglish', 'romanised hindi': 'Hinglish', 'romanized hindi': 'Hinglish',
  tamil: 'Tamil', ta: 'Tamil', tam: 'Tamil', 'தமிழ்': 'Tamil',
  telugu: 'Telugu', te: 'Telugu', tel: 'Telugu', 'తెలుగు': 'Telugu',
  bengali: 'Bengali', bangla: 'Bengali', bn: 'Bengali', ben: 'Bengali', 'বাংলা': 'Bengali',
  marathi: 'Marathi', mr: 'Marathi', mar: 'Marathi', 'मराठी': 'Marathi',
  kannada: 'Kannada', kn: 'Kannada', kan: 'Kannada', 'ಕನ್ನಡ': 'Kannada',
  malayalam: 'Malayalam', ml: 'Malayalam', mal: 'Malayalam', 'മലയാളം': 'Malayalam',
  gujarati: 'Gujarati', gu: 'Gujarati', guj: 'Gujarati', 'ગુજરાતી': 'Gujarati',
})
