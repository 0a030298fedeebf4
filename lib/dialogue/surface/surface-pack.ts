import type { Mood, PersonaFact, Reaction, Worry } from '../moves.js'
import type { AskKind, Feint, QuestionKind, Relative } from '../vocabulary.js'

/** Templates for one move (see `expandTemplate`): one is drawn per use, seeded per session and turn. */
export type Lines = ReadonlyArray<string>

/**
 * Who the persona is, in its own language: fixed facts, and pools from which each session draws
 * its own (a city, a bank, a phone, a household), kept for the whole session.
 */
export type PersonaWords = {
  readonly myName: string
  /** In words: a reply carries no digits. */
  readonly age: string
  readonly job: string
  readonly cities: Lines
  /** The state each city is in, in the same order; one entry serves every city. */
  readonly regions?: Lines
  readonly banks: Lines
  readonly devices: Lines
  /** The household, told when asked; may name `<relative>`. */
  readonly families: Lines
  /** Roughly what the persona could pay, in words. */
  readonly savings: Lines
  /** When the persona is free. */
  readonly free: Lines
  /** The relatives this persona may lean on ("my son"), one drawn per session. */
  readonly relatives: Readonly<Partial<Record<Relative, string>>>
  /** How the persona addresses a scammer whose name it knows (`<name>`, `<first>`, `<last>`), and one whose name it does not. */
  readonly addressKnown: Lines
  readonly addressUnknown: Lines
  /** The same to a scammer who speaks as a woman; without them, the lines above are used. */
  readonly addressKnownWoman?: Lines
  readonly addressUnknownWoman?: Lines
}

/**
 * Everything one persona can say, in one natural spoken register of its language. Slots:
 * `<addr>` (how it addresses the scammer), `<name>` and `<org>` (what the scammer claimed),
 * `<region>` (the state its town is in), `<relative>` (the relative it leans on, absent once the scammer said to keep them out),
 * `<myName>`, `<age>`, `<job>`, `<city>`, `<bank>`, `<device>`, `<family>`, `<savings>`, `<free>`,
 * and `<choice>` (the option the persona picks of an "A or B?" question, in the scammer's words).
 * No template holds a digit, a word about machines or detection, or a refusal: the persona
 * worries and stumbles, it never says no.
 */
export type SurfacePack = {
  readonly persona: PersonaWords
  /** Short openers: an interjection, or a word to the scammer. */
  readonly leads: Lines
  /** Why the answer was slow: only after a real pause in the conversation. */
  readonly excuses: Lines
  readonly reactions: Readonly<Record<Reaction, Lines>>
  /**
   * Answers to the scammer's questions; `received` and `done` are used only when there is no feint;
   * without `choice` lines the picked option is said on its own, without `region` lines (or
   * `regions`) the state is answered with the town, and without `confirm` lines ("yes, that is
   * right", to "…, right?") a plain yes is said. `yesno` lines are a plain yes, said to a question
   * about the persona ("are you at home?"), where "that is correct" would not fit.
   */
  readonly answers: Readonly<Record<Exclude<QuestionKind, 'choice' | 'region' | 'confirm'>, Lines>> & {
    readonly choice?: Lines
    readonly region?: Lines
    readonly confirm?: Lines
  }
  readonly feints: Readonly<Record<Feint, Lines>>
  readonly asks: Readonly<Record<AskKind, Lines>>
  /** Opens a second ask: "And", "Also". */
  readonly also: Lines
  /** Without `transfer` lines (moving one's savings) or `ransom` lines (paying under a threat), the fee worry is said. */
  readonly worries: Readonly<Record<Exclude<Worry, 'transfer' | 'ransom'>, Lines>> & { readonly transfer?: Lines; readonly ransom?: Lines }
  /** When a turn has nothing else to say: what now? */
  readonly filler: Lines
  /** Mood colour added now and then: a sigh, a prayer, hope. */
  readonly moods: Readonly<Record<Mood, Lines>>
}

export type { PersonaFact }
