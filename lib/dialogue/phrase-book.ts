import type { AskKind } from './ask-plan.js'
import type { Cue } from './cue-patterns.js'
import { bengali } from './phrases/bengali.js'
import { english } from './phrases/english.js'
import { gujarati } from './phrases/gujarati.js'
import { hindi } from './phrases/hindi.js'
import { hinglish } from './phrases/hinglish.js'
import { kannada } from './phrases/kannada.js'
import { malayalam } from './phrases/malayalam.js'
import { marathi } from './phrases/marathi.js'
import { tamil } from './phrases/tamil.js'
import { telugu } from './phrases/telugu.js'
import type { ReplyLanguage } from './persona/personas.js'

type Lines = ReadonlyArray<string>

/**
 * Everything one persona says, in its own language. No line holds a digit (no OTP, card,
 * account, Aadhaar or PAN can ever appear in a reply) or a word about detection or machines.
 */
export type PhraseBook = {
  /** Delays and distractions, one per turn, each turn a different one. */
  readonly stalls: Lines
  /** A short lead-in; the first is empty. Combined with the stall it keeps turns distinct. */
  readonly nudges: Lines
  /** In-character answers to "are you a bot?" or to instructions. */
  readonly probeReactions: Lines
  /** Naming a red flag the scammer's message just raised. */
  readonly reactive: Readonly<Record<Cue, Lines>>
  /** Naming red flags in general (OTP, hurry, fees, links) without claiming the scammer did. */
  readonly worries: Lines
  /** Mild unease for a message that is probably genuine: no accusation. */
  readonly benignRemarks: Lines
  /** Questions asking for one kind of evidence, each also asking who the scammer is. */
  readonly asks: Readonly<Record<AskKind, Lines>>
  /** Questions about the scammer's name, organisation, id, office, supervisor. */
  readonly investigative: Lines
  /** The same for someone posing as an officer (badge, station). */
  readonly authority: Lines
  /** Polite "who is this?" questions for a message that is probably genuine. */
  readonly benignAsks: Lines
}

const books: Readonly<Record<ReplyLanguage, PhraseBook>> = {
  English: english,
  Hindi: hindi,
  Hinglish: hinglish,
  Tamil: tamil,
  Telugu: telugu,
  Bengali: bengali,
  Marathi: marathi,
  Kannada: kannada,
  Malayalam: malayalam,
  Gujarati: gujarati,
}

/** The phrase book for a persona's language, English for any other. */
export const phraseBookFor = (language: string): PhraseBook => books[language as ReplyLanguage] ?? english
