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

/**
 * The words of a message that say which language it is in: [stage directions] cut out (to the
 * first `]`, across lines), then every whitespace-delimited token holding a link, a handle or a
 * digit blanked, and codes in capitals blanked inside the tokens left. Linear by construction:
 * one scan for the brackets, then one pass over the tokens testing each on its own, so no
 * pattern is tried from every position of a long run without spaces.
 */
export const proseOf = (text: string): string => withoutStageDirections(text).replace(token, proseToken)

const token = /\S+/gu
const noise = /https?:\/\/|www\.|@|\d/iu
const capitals = /\b[A-Z]{2,}\b/gu
const proseToken = (word: string): string => (noise.test(word) ? ' ' : word.replace(capitals, ' '))

// Each `[` up to the next `]` becomes one space; a `[` with no `]` after it stays, like the rest.
const withoutStageDirections = (text: string): string => {
  const parts: string[] = []
  let at = 0
  for (let open = text.indexOf('['); open !== -1; open = text.indexOf('[', at)) {
    const close = text.indexOf(']', open + 1)
    if (close === -1) break
    parts.push(text.slice(at, open), ' ')
    at = close + 1
  }
  parts.push(text.slice(at))
  return parts.join('')
}

const scripts = Object.keys(scriptRanges) as ReadonlyArray<Script>
// Every range lies below U+0D80: one table says which script, if any, a UTF-16 unit belongs to.
const scriptIndex = new Uint8Array(0x0d80)
scripts.forEach((script, i) => {
  for (const [from, to] of scriptRanges[script]) scriptIndex.fill(i + 1, from, to + 1)
})

// Letters per script, in `scriptRanges`' order (ties go to the first): one pass, no match arrays.
const scriptCounts = (text: string): Record<Script, number> => {
  const perScript = new Array<number>(scripts.length).fill(0)
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    const s = c < 0x0d80 ? scriptIndex[c]! : 0
    if (s > 0) perScript[s - 1]!++
  }
  const counts = {} as Record<Script, number>
  scripts.forEach((script, i) => (counts[script] = perScript[i]!))
  return counts
}

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
