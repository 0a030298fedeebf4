import { cuePrefilter } from '../classify/cue-prefilter.js'
import { necessaryLiterals } from '../classify/necessary-literals.js'
import { cuePatterns, cues, probePattern, type Cue, type CueMatcher } from './cue-patterns.js'

const literalsOf = (m: CueMatcher): ReadonlyArray<string> | null =>
  m instanceof RegExp ? necessaryLiterals(m.source) : (m.literals ?? null)
// One linear walk of a trie of the words each cue needs rules out the cues a message cannot raise
// (the classifier's prefilter): each pattern is a long alternation that V8 tries at every position,
// eleven passes that cost a quarter of a second over a megabyte of letters.
const mayMatch = cuePrefilter([...cues.map((cue) => literalsOf(cuePatterns[cue])), necessaryLiterals(probePattern.source)])
const PROBE = cues.length

/** The red flags raised by a message, most telling first. */
export const spotCues = (text: string): ReadonlyArray<Cue> => {
  const may = mayMatch(text)
  return cues.filter((cue, i) => may[i] === 1 && cuePatterns[cue].test(text))
}

/** Whether the message asks if the persona is a machine or tries to instruct it. */
export const isProbe = (text: string): boolean => mayMatch(text)[PROBE] === 1 && probePattern.test(text)
