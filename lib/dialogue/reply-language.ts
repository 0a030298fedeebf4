import { languageAliases, type ReplyLanguage } from './personas.js'
import { hindiMarkers, hinglishMarkers, marathiMarkers, scriptOfLanguage, scriptRanges, type Script } from './scripts.js'

/** The language named by `metadata.language` ("Hindi", "hi-IN", "தமிழ்"…), English when unknown. */
export const languageOf = (metadataLanguage: string): ReplyLanguage => {
  const name = metadataLanguage.trim().toLowerCase()
  return languageAliases[name] ?? languageAliases[name.split(/[-_ (]/u)[0] ?? ''] ?? 'English'
}

// Below this many letters a message says too little about its script to switch on.
const minLetters = 6
// The metadata language holds while this share of the letters is in its script.
const keepShare = 0.2
// A different script must carry this share of the letters before the reply follows it.
const followShare = 0.6

/**
 * The language to answer in: the metadata's, unless the scammer's message is clearly written in
 * another script and has next to nothing in the metadata's script (romanised Hindi in a Hindi
 * session is answered in Hinglish). Links, handles, codes in capitals and [stage directions] do
 * not count, since a Hindi message routinely carries "OTP", "UPI" and a URL.
 */
export const replyLanguage = (metadataLanguage: string, scammerText: string): ReplyLanguage => {
  const meta = languageOf(metadataLanguage)
  const prose = proseOf(scammerText)
  const counts = scriptCounts(prose)
  const total = Object.values(counts).reduce((a, b) => a + b, 0)
  if (total < minLetters || counts[scriptOfLanguage[meta]] / total >= keepShare) return meta
  const [dominant, n] = (Object.entries(counts) as Array<[Script, number]>).reduce((a, b) => (b[1] > a[1] ? b : a))
  return n / total < followShare ? meta : languageWritten(dominant, prose)
}

const proseOf = (text: string): string =>
  text
    .replace(/\[[^\]]*\]/gu, ' ')
    .replace(/\S*(?:https?:\/\/|www\.|@)\S*/giu, ' ')
    .replace(/\S*\d\S*/gu, ' ')
    .replace(/\b[A-Z]{2,}\b/gu, ' ')

const scriptCounts = (text: string): Record<Script, number> =>
  Object.fromEntries(
    (Object.entries(scriptRanges) as Array<[Script, RegExp]>).map(([script, range]) => [script, text.match(range)?.length ?? 0]),
  ) as Record<Script, number>

const languageWritten = (script: Script, prose: string): ReplyLanguage => {
  switch (script) {
    case 'Latin': {
      const words = prose.toLowerCase().match(/[a-z]+/gu) ?? []
      return words.filter((w) => hinglishMarkers.has(w)).length >= 2 ? 'Hinglish' : 'English'
    }
    case 'Devanagari':
      return hits(prose, marathiMarkers) > hits(prose, hindiMarkers) ? 'Marathi' : 'Hindi'
    default:
      return script
  }
}

const hits = (text: string, markers: ReadonlyArray<string>): number => markers.filter((m) => text.includes(m)).length
