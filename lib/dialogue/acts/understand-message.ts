import { phraseScanner } from '../../extract/phrase-scanner.js'
import type { ActCue } from './act-cue.js'
import { lexicons } from './lexicons/index.js'
import { isOrganisationName, readApposition, readClaim } from './read-claim.js'
import type { Claims, Understanding } from './understanding.js'
import type { AskKind, Demand, Instruction, QuestionKind, Relative, Tactic } from '../vocabulary.js'

// Cues read per message: far more than any real message holds; a flood of them reads the first.
const MAX_CUES = 400
// Claim cues that are also ordinary prose ("this is", "i am"): their value must look like a name.
const LOOSE_CLAIM_CUES = new Set(['this is', 'i am', "i'm", 'myself', 'main', 'mai', 'from', 'from the', 'i am from', "i'm from", 'calling from', 'we are from', 'i am with', "i'm with"])
// Titles that open a claimed name: "Inspector Rajesh Kumar" is a role and a name.
const TITLES = new Set(['inspector', 'officer', 'constable', 'sub-inspector', 'si', 'dsp', 'acp', 'dcp', 'sho', 'captain', 'commissioner', 'superintendent', 'agent', 'manager', 'advocate', 'judge', 'dr', 'dr.', 'doctor'])

/** "Inspector Rajesh Kumar": the title goes to the role, when none was claimed. */
const splitTitle = (claims: { -readonly [K in keyof Claims]: Claims[K] }): void => {
  const name = claims.name
  if (name === undefined) return
  const [first, ...rest] = name.split(' ')
  if (first === undefined || rest.length === 0 || !TITLES.has(first.toLowerCase())) return
  claims.name = rest.join(' ')
  claims.role ??= first
}

const phrases = new Map<string, ActCue>()
for (const lexicon of lexicons) for (const [phrase, cue] of lexicon) phrases.set(phrase, cue)
const scan = phraseScanner(phrases, new Map<string, never>())

const isSentenceEnd = (c: number): boolean => c === 46 || c === 33 || c === 63 || c === 10 || c === 0x964 || c === 0xff1f
const isClauseEnd = (c: number): boolean => isSentenceEnd(c) || c === 44 || c === 59 || c === 0x3a

/**
 * The message with [stage directions] blanked out and curly apostrophes made straight, offsets
 * kept. One pass: each '[' looks ahead for its ']' once, and after a '[' with none, no later one
 * can close, so the look-ahead never repeats.
 */
const prose = (text: string): string => {
  let out = ''
  let at = 0
  let open = text.indexOf('[')
  while (open !== -1) {
    const close = text.indexOf(']', open + 1)
    if (close === -1) break
    out += text.slice(at, open) + ' '.repeat(close + 1 - open)
    at = close + 1
    open = text.indexOf('[', at)
  }
  out += text.slice(at)
  return out.indexOf('\u2019') === -1 && out.indexOf('\u2018') === -1 ? out : out.replace(/[\u2018\u2019]/gu, "'")
}

type Span = { readonly start: number; readonly end: number; readonly question: boolean }

/** Sentences and the clauses inside them, in one pass: a clause ends at a comma too, a sentence does not. */
const segments = (text: string): { sentences: Span[]; clauses: Span[] } => {
  const sentences: Span[] = []
  const clauses: Span[] = []
  let sentenceStart = 0
  let clauseStart = 0
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10
    if (!isClauseEnd(c)) continue
    const question = c === 63 || c === 0xff1f
    clauses.push({ start: clauseStart, end: i, question })
    clauseStart = i + 1
    if (isSentenceEnd(c)) {
      sentences.push({ start: sentenceStart, end: i, question })
      sentenceStart = i + 1
    }
  }
  return { sentences, clauses }
}

/** The index of the span holding `at`, walking forward from `from` (hits come in text order). */
const spanOf = (spans: ReadonlyArray<Span>, at: number, from: number): number => {
  let k = from
  while (k < spans.length - 1 && spans[k]!.end < at) k++
  return k
}

/**
 * A scammer's message read as dialogue acts: what they demand (and what they say they do not),
 * what they ask the victim, who they claim to be, how they press. Linear in the message: one
 * scan of every language's phrases, one pass for the sentence and clause boundaries, and a
 * bounded look around each claim cue.
 */
export const understandMessage = (raw: string): Understanding => {
  const text = prose(raw)
  const { a: hits } = scan(text, MAX_CUES)
  const { sentences, clauses } = segments(text)
  const demandAt = new Map<Demand, { active: boolean }>()
  const negatedClauses = new Set<number>()
  const questionSentences = new Map<number, QuestionKind[]>()
  const whSentences = new Set<number>()
  const secrecySentences = new Set<number>()
  const relativesBySentence = new Map<number, Relative[]>()
  const instructions = new Set<Instruction>()
  const tactics = new Set<Tactic>()
  const mentions = new Set<AskKind>()
  const claims: { -readonly [K in keyof Claims]: Claims[K] } = {}
  let probe = false
  // First pass: where the negations and interrogatives are, per clause and sentence.
  let c = 0
  let s = 0
  const demandHits: Array<{ demand: Demand; clause: number; sentence: number }> = []
  for (const hit of hits) {
    c = spanOf(clauses, hit.start, c)
    s = spanOf(sentences, hit.start, s)
    const cue = hit.value
    switch (cue.act) {
      case 'negation':
        negatedClauses.add(c)
        break
      case 'interrogative':
        if (!questionSentences.has(s)) questionSentences.set(s, [])
        if (cue.yesNo !== true) whSentences.add(s)
        break
      case 'question': {
        const kinds = questionSentences.get(s) ?? []
        kinds.push(cue.kind)
        questionSentences.set(s, kinds)
        break
      }
      case 'demand':
        demandHits.push({ demand: cue.demand, clause: c, sentence: s })
        break
      case 'tactic':
        tactics.add(cue.tactic)
        break
      case 'instruction':
        instructions.add(cue.instruction)
        if (cue.instruction === 'secrecy') secrecySentences.add(s)
        break
      case 'relative': {
        const rs = relativesBySentence.get(s) ?? []
        rs.push(cue.relative)
        relativesBySentence.set(s, rs)
        break
      }
      case 'probe':
        probe = true
        break
      case 'claim':
      case 'title': {
        const kind = cue.act === 'title' ? 'name' : cue.claim
        if (claims[kind] !== undefined) break
        const phrase = text.slice(hit.start, hit.end).toLowerCase().replace(/\s+/gu, ' ')
        const strict = cue.act === 'title' || LOOSE_CLAIM_CUES.has(phrase)
        const value = readClaim(text, kind, hit.start, hit.end, cue.act === 'claim' && cue.before === true, strict)
        if (value === undefined) break
        if (kind === 'name' && isOrganisationName(value)) {
          claims.organisation ??= value
          break
        }
        claims[kind] = value
        if (cue.act === 'title') claims.role ??= text.slice(hit.start, hit.end)
        if (kind === 'name') {
          // "I am Harish Chandra, claims officer": the role follows the name.
          const last = value.split(' ').pop() ?? value
          const after = text.indexOf(last, hit.end)
          const role = after === -1 || after > hit.end + 80 ? undefined : readApposition(text, after + last.length)
          if (role !== undefined) claims.role ??= role
        }
        break
      }
      case 'mention':
        mentions.add(cue.kind)
        break
    }
  }
  const questions = new Set<QuestionKind>()
  for (const kinds of questionSentences.values()) for (const k of kinds) questions.add(k)
  // A question with no kind of its own: "what…?" is open; "are you…?", "…, yes or no?" and a bare
  // "…?" want a yes or a no, even about a demand ("Is your PAN card with you?").
  sentences.forEach((span, i) => {
    if ((questionSentences.get(i)?.length ?? 0) > 0) return
    if (!span.question && !questionSentences.has(i)) return
    const demanding = demandHits.some((d) => d.sentence === i)
    if (whSentences.has(i)) {
      if (span.question && !demanding) questions.add('open')
    } else if (span.question || !demanding) questions.add('yesno')
  })
  for (const { demand, clause } of demandHits) {
    const active = !negatedClauses.has(clause)
    const seen = demandAt.get(demand)
    demandAt.set(demand, { active: (seen?.active ?? false) || active })
  }
  const avoid = new Set<Relative>()
  for (const sentence of secrecySentences) for (const r of relativesBySentence.get(sentence) ?? []) avoid.add(r)
  if (instructions.has('secrecy')) tactics.add('isolation')
  splitTitle(claims)
  return {
    demands: [...demandAt].filter(([, v]) => v.active).map(([d]) => d),
    negated: [...demandAt].filter(([, v]) => !v.active).map(([d]) => d),
    questions: [...questions],
    claims,
    instructions: [...instructions],
    avoid: [...avoid],
    tactics: [...tactics],
    probe,
    mentions: [...mentions],
  }
}
