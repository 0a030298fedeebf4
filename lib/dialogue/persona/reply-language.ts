import { languageAliases, type ReplyLanguage } from './personas.js'
import { hindiMarkers, hinglishMarkers, marathiMarkers, scriptOfLanguage, scriptRanges, type Script } from './scripts.js'

/** The language named by `metadata.language` ("Hindi", "hi-IN", "தமிழ்"…), English when unknown. */
export const languageOf = (metadataLanguage: string): ReplyLanguage => {
  const name = metadataLanguage.trim().toLowerCase()
  // the part before the first separator ("hi" of "hi-IN"), without splitting a long value into pieces
  const cut = name.search(/[-_ (]/u)
  return languageAliases[name] ?? languageAliases[cut === -1 ? name : name.slice(0, cut)] ?? 'English'
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
 * digit blanked, and codes in capitals blanked inside the tokens left. What the regexes
 * `\[[^\]]*\]`, `\S*(?:https?:\/\/|www\.|@)\S*`, `\S*\d\S*` and `\b[A-Z]{2,}\b` did, one after the
 * other, but linear by construction: one scan for the brackets, then one pass over the characters
 * that looks at each at most a few times. The regexes retried from every position of a run
 * without spaces, which froze the service on a megabyte of digits.
 */
export const proseOf = (text: string): string => {
  const t = withoutStageDirections(text)
  let out = ''
  let copied = 0
  const blank = (from: number, to: number): void => {
    out += t.slice(copied, from) + ' '
    copied = to
  }
  for (let start = 0; start < t.length; ) {
    if (isSpace(t.charCodeAt(start))) {
      start++
      continue
    }
    let end = start
    let noise = false
    while (end < t.length && !isSpace(t.charCodeAt(end))) {
      noise ||= isNoiseAt(t, start, end)
      end++
    }
    if (noise) blank(start, end)
    else blankCapitals(t, start, end, blank)
    start = end
  }
  return copied === 0 ? t : out + t.slice(copied)
}

// JavaScript's `\s`: Unicode white space and line terminators, and the byte-order mark.
const isSpace = (c: number): boolean =>
  (c >= 9 && c <= 13) || c === 32 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) ||
  c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
const isDigit = (c: number): boolean => c >= 48 && c <= 57
const isCapital = (c: number): boolean => c >= 65 && c <= 90
const isWordUnit = (c: number): boolean => isCapital(c) || (c >= 97 && c <= 122) || isDigit(c) || c === 95
// A letter as the `i` and `u` flags compare it: ASCII in either case, and ſ for s.
const foldsTo = (c: number, lower: number): boolean => c === lower || c === lower - 32 || (lower === 115 && c === 0x17f)
const spells = (t: string, at: number, from: number, word: string): boolean => {
  if (at < from) return false
  for (let k = 0; k < word.length; k++) if (!foldsTo(t.charCodeAt(at + k), word.charCodeAt(k))) return false
  return true
}

// Whether the token from `from` holds a digit or an `@` at `i`, or "http://", "https://" or "www." ends there.
const isNoiseAt = (t: string, from: number, i: number): boolean => {
  const c = t.charCodeAt(i)
  if (isDigit(c) || c === 64) return true
  if (c === 46) return spells(t, i - 3, from, 'www')
  if (c !== 47 || i - 2 <= from || t.charCodeAt(i - 1) !== 47 || t.charCodeAt(i - 2) !== 58) return false
  return spells(t, i - 6, from, 'http') || spells(t, i - 7, from, 'https')
}

// Runs of two or more capitals standing alone (no letter, digit or `_` either side) are codes: OTP, UPI.
const blankCapitals = (t: string, start: number, end: number, blank: (from: number, to: number) => void): void => {
  for (let i = start; i < end; ) {
    if (!isCapital(t.charCodeAt(i))) {
      i++
      continue
    }
    let j = i + 1
    while (j < end && isCapital(t.charCodeAt(j))) j++
    if (j - i >= 2 && (i === start || !isWordUnit(t.charCodeAt(i - 1))) && (j === end || !isWordUnit(t.charCodeAt(j)))) blank(i, j)
    i = j
  }
}

// Each `[` up to the next `]` becomes one space; a `[` with no `]` after it stays, like the rest.
// Built by concatenation (V8 ropes): an array of hundreds of thousands of slices costs ten times more.
const withoutStageDirections = (text: string): string => {
  let out = ''
  let at = 0
  for (let open = text.indexOf('['); open !== -1; open = text.indexOf('[', at)) {
    const close = text.indexOf(']', open + 1)
    if (close === -1) break
    out += text.slice(at, open) + ' '
    at = close + 1
  }
  return at === 0 ? text : out + text.slice(at)
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
