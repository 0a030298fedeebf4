import { boundQuantifiers } from './bound-quantifiers.js'
import { inflectIndicWords } from './inflect-indic-words.js'
import { necessaryAlternatives, necessaryClauses, necessaryLiterals } from './necessary-literals.js'
import { normaliseText } from './normalise-text.js'

/**
 * Patterns of one signal family, by strength. Each pattern is one concept in every language it
 * covers (lottery: "lottery", "लॉटरी", "லாட்டரி"...), and counts once per message. A strong cue
 * names the scam on its own ("KYC", "lottery", "digital arrest"); a medium one points to it
 * ("salary", "parcel"); a weak one only agrees with others ("bank", "congratulations"): weak
 * cues alone never reach the weight that names a type. Latin
 * words may use `\b`; Indic ones are matched as prefixes, since suffixes attach to the word (Tamil
 * கணக்கை, Hindi खाते), and `\b` never matches beside an Indic letter. A word may be written in its
 * dictionary form (கைது, கணக்கு): compiling widens it to its inflected stems (கைதில், கணக்கில்).
 */
export type CueSet = {
  readonly strong: ReadonlyArray<RegExp>
  readonly medium: ReadonlyArray<RegExp>
  readonly weak: ReadonlyArray<RegExp>
}

/** A compiled pattern, its weight, and the literals a match needs (`null`: none known, always run it). */
export type Cue = {
  readonly pattern: RegExp
  readonly weight: number
  readonly literals: ReadonlyArray<string> | null
  /** Up to two lists a match needs a literal of each (`necessaryClauses`); `null`: none known. */
  readonly clauses: ReadonlyArray<ReadonlyArray<string>> | null
  /**
   * Per top-level alternative, up to two lists a match of it needs a literal of each
   * (`necessaryAlternatives`); `null`: none known.
   */
  readonly alternatives: ReadonlyArray<ReadonlyArray<ReadonlyArray<string>>> | null
}

const STRONG = 3
const MEDIUM = 2
const WEAK = 0.5

const compile = (re: RegExp, weight: number): Cue => {
  // bounded, so that no cue costs more than a constant per position of the text
  const source = boundQuantifiers(inflectIndicWords(normaliseText(re.source)))
  return { pattern: new RegExp(source, 'giu'), weight, literals: necessaryLiterals(source), clauses: necessaryClauses(source), alternatives: necessaryAlternatives(source) }
}

/** The set's patterns as global, case-insensitive cues, normalised like the text they meet. */
export const compileCueSet = (set: CueSet): ReadonlyArray<Cue> => [
  ...set.strong.map((re) => compile(re, STRONG)),
  ...set.medium.map((re) => compile(re, MEDIUM)),
  ...set.weak.map((re) => compile(re, WEAK)),
]
