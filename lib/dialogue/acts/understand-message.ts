import { phraseScanner } from '../../extract/phrase-scanner.js'
import type { ActCue } from './act-cue.js'
import { lexicons } from './lexicons/index.js'
import { speakerPhrases } from './lexicons/speakers.js'
import { isOrganisationName, namesAnOffice, readApposition, readClaim, readFromCaseOrganisation, readSelfIntroduction } from './read-claim.js'
import type { Claims, Understanding } from './understanding.js'
import type { AskKind, Demand, Instruction, QuestionKind, Relative, Speaker, Tactic } from '../vocabulary.js'

// Cues read per message: far more than any real message holds; a flood of them reads the first.
const MAX_CUES = 400
// Claim cues that are also ordinary prose ("this is", "i am"): their value must look like a name.
// Bare words for office in the Indian scripts: what follows is an address only if it has a comma ("area, city").
const LOOSE_OFFICE_CUES = new Set(['दफ्तर', 'ऑफिस', 'कार्यालय', 'அலுவலகம்', 'ஆபீஸ்'])
// Tamil's "from" written apart or in Latin letters: "Netherlands-la irundhu", "நாளையிலிருந்து", "case-la
// irundhu" say where from or since when as often as whom the caller works for, so what stands before
// them is an organisation only when it names an office, or when "I speak" follows ("Amazon-la irundhu
// pesuren").
const TAMIL_FROM_CUES = new Set(['ல இருந்து', 'ல் இருந்து', 'லிருந்து', 'இலிருந்து', 'la irunthu', 'la irundhu'])
const SPEAKING_NEXT = /^[\s,]*(?:pes|பேச|call|கால்)/iu
const LOOSE_CLAIM_CUES = new Set(['se', 'office', 'mera office', 'this is', 'i am', "i'm", 'myself', 'main', 'mai', 'from', 'from the', 'we are', "we're", 'i am from', "i'm from", 'calling from', 'we are from', 'i am with', "i'm with"])
// Titles that open a claimed name: "Inspector Rajesh Kumar" is a role and a name.
const TITLES = new Set(['senior', 'junior', 'chief', 'deputy', 'assistant', 'additional', 'executive', 'inspector', 'officer', 'constable', 'sub-inspector', 'si', 'dsp', 'acp', 'dcp', 'sho', 'captain', 'commissioner', 'superintendent', 'agent', 'manager', 'advocate', 'judge', 'dr', 'dr.', 'doctor',
  'professor', 'prof', 'major', 'maj', 'colonel', 'col', 'lieutenant', 'lt', 'sergeant', 'sgt', 'capt', 'engineer', 'er',
])
// Courtesy titles: "Mr. Aman Verma" is Aman Verma, and "Mr" is no role.
const COURTESY = new Set(['mr', 'mrs', 'ms', 'miss', 'shri', 'sri', 'smt', 'श्री', 'श्रीमती'])
// A role said after the name: "this is Meenakshi HR".
const TRAILING_ROLES = new Set(['hr', 'officer', 'manager', 'executive', 'inspector', 'agent', 'advisor', 'recruiter'])
// The same titles as the Hindi, Marathi, Bengali and Gujarati scripts write them, so that
// "सीबीआई ऑफिसर राजीव मल्होत्रा" is addressed "राजीव जी", not "ऑफिसर जी" or "ऑफिसरराव".
const INDIC_TITLES = new Set(['ऑफिसर', 'अफसर', 'अधिकारी', 'इंस्पेक्टर', 'इन्स्पेक्टर', 'दरोगा', 'डॉक्टर', 'डॉ', 'डॉ.', 'मैनेजर', 'मॅनेजर', 'অফিসার', 'ইন্সপেক্টর', 'ডাক্তার', 'ডঃ', 'ম্যানেজার', 'ઓફિસર', 'ઇન્સ્પેક્ટર', 'ડોક્ટર', 'ડૉક્ટર', 'મેનેજર'])

/** "Inspector Rajesh Kumar", "Senior Officer Anil": the titles go to the role, when none was claimed. */
const splitTitle = (claims: { -readonly [K in keyof Claims]: Claims[K] }): void => {
  const name = claims.name
  if (name === undefined) return
  let words = name.split(' ')
  while (words.length > 1 && COURTESY.has(words[0]!.toLowerCase())) words = words.slice(1)
  const last = words.at(-1)!
  if (words.length > 1 && TRAILING_ROLES.has(last.toLowerCase())) {
    words = words.slice(0, -1)
    claims.role ??= last
  }
  let titles = 0
  while (titles < words.length - 1 && (TITLES.has(words[titles]!.toLowerCase()) || INDIC_TITLES.has(words[titles]!))) titles++
  if (titles > 0) claims.role ??= words.slice(0, titles).join(' ')
  // A case ending written on with a hyphen is no part of the name: "Mr. Ghosh-ke phone korun" (call Ghosh).
  const named = words.slice(titles).join(' ').replace(CASE_ENDING, '')
  // "I AM SENIOR OFFICER!" names nobody.
  if (TITLES.has(named.toLowerCase()) || TRAILING_ROLES.has(named.toLowerCase())) delete claims.name
  else claims.name = named
}
const CASE_ENDING = /-(?:ke|ko|ka|ki|ku|er|ra|la|le|se)$/u

const phrases = new Map<string, ActCue>()
for (const lexicon of lexicons) for (const [phrase, cue] of lexicon) phrases.set(phrase, cue)
const scan = phraseScanner(phrases, new Map<string, Speaker>(speakerPhrases))

const isSentenceEnd = (c: number): boolean => c === 46 || c === 33 || c === 63 || c === 10 || c === 0x964 || c === 0xff1f
const isClauseEnd = (c: number): boolean => isSentenceEnd(c) || c === 44 || c === 59 || c === 0x3a
// Punctuation ends a sentence or clause only before a space, a quote or the end: the dots and
// question marks inside "gift-india.shop/pay?order=…" or "R.K." do not.
const endsHere = (text: string, i: number): boolean => {
  const next = text.charCodeAt(i + 1)
  return Number.isNaN(next) || next === 32 || next === 10 || next === 9 || next === 13 || next === 34 || next === 39 || next === 0x201d || next === 0x2019 || next === 41
}

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

/**
 * Spans of the message as typed columns, not one object per span: a megabyte of newlines is a
 * million sentences, and a million small objects cost the collector more than the scan. The
 * columns double when full, so their size follows the spans found, not the text's length.
 */
type Spans = { start: Int32Array; end: Int32Array; question: Uint8Array; count: number }
const spans = (): Spans => ({ start: new Int32Array(16), end: new Int32Array(16), question: new Uint8Array(16), count: 0 })
const grown = <A extends Int32Array | Uint8Array>(column: A): A => {
  const wider = new (column.constructor as new (length: number) => A)(column.length * 2)
  wider.set(column)
  return wider
}
const push = (to: Spans, start: number, end: number, question: boolean): void => {
  if (to.count === to.end.length) {
    to.start = grown(to.start)
    to.end = grown(to.end)
    to.question = grown(to.question)
  }
  to.start[to.count] = start
  to.end[to.count] = end
  to.question[to.count] = question ? 1 : 0
  to.count++
}

/** Sentences and the clauses inside them, in one pass: a clause ends at a comma too, a sentence does not. */
const segments = (text: string): { sentences: Spans; clauses: Spans } => {
  const sentences = spans()
  const clauses = spans()
  let sentenceStart = 0
  let clauseStart = 0
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 10
    if (!isClauseEnd(c) || (c !== 10 && i < text.length && !endsHere(text, i))) continue
    const question = c === 63 || c === 0xff1f
    push(clauses, clauseStart, i, question)
    clauseStart = i + 1
    if (isSentenceEnd(c)) {
      push(sentences, sentenceStart, i, question)
      sentenceStart = i + 1
    }
  }
  return { sentences, clauses }
}

// How far from a charge word its figure may sit: "charge ₹1,999", "₹2,000 ka charge", "charge sirf 499 hai".
const FIGURE_REACH = 24
/** Whether a figure (a digit or ₹) sits within a few words of a charge word, in the same sentence. */
const hasFigureNear = (text: string, start: number, end: number): boolean => {
  const isFigure = (c: number): boolean => (c >= 48 && c <= 57) || c === 0x20b9
  for (let i = end; i < Math.min(text.length, end + FIGURE_REACH); i++) {
    const c = text.charCodeAt(i)
    if (isSentenceEnd(c) && endsHere(text, i)) break
    if (isFigure(c)) return true
  }
  for (let i = start - 1; i >= Math.max(0, start - FIGURE_REACH); i--) {
    const c = text.charCodeAt(i)
    if (isSentenceEnd(c) && endsHere(text, i)) break
    if (isFigure(c)) return true
  }
  return false
}

/** The index of the span holding `at`, walking forward from `from` (hits come in text order). */
const spanOf = (spans: Spans, at: number, from: number): number => {
  let k = from
  while (k < spans.count - 1 && spans.end[k]! < at) k++
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
  const { a: hits, b: speakerHits } = scan(text, MAX_CUES)
  // The first word that tells whether the scammer speaks as a woman or a man.
  const speaker = speakerHits[0]?.value
  const { sentences, clauses } = segments(text)
  const demandAt = new Map<Demand, { active: boolean }>()
  const negatedClauses = new Set<number>()
  // "If we do not receive the fee today, the prize is cancelled": the fee is still demanded.
  const conditionalClauses = new Set<number>()
  const questionSentences = new Map<number, QuestionKind[]>()
  const whSentences = new Set<number>()
  const interrogativeSentences = new Set<number>()
  // "…, right?", "है ना?": asked to agree with what was just said, not about the persona, unless
  // the sentence also asks about it ("Do you have a PAN card, right?").
  const confirmSentences = new Set<number>()
  const aboutSelfSentences = new Set<number>()
  const secrecySentences = new Set<number>()
  const relativesBySentence = new Map<number, Relative[]>()
  const instructions = new Set<Instruction>()
  const tactics = new Set<Tactic>()
  const mentions = new Set<AskKind>()
  // Kinds a phrase carried ("http…"), as against those only named ("the link"): see `named` below.
  const carried = new Set<AskKind>()
  const claims: { -readonly [K in keyof Claims]: Claims[K] } = {}
  let probe = false
  let brushOff = false
  const ors: Array<{ start: number; sentence: number }> = []
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
      case 'conditional':
        conditionalClauses.add(c)
        break
      case 'interrogative':
        if (!questionSentences.has(s)) questionSentences.set(s, [])
        // The first interrogative of a sentence sets its kind: "Do you know anyone who…?" wants a yes or a no.
        if (!interrogativeSentences.has(s) && cue.yesNo !== true) whSentences.add(s)
        if (cue.confirm === true) confirmSentences.add(s)
        else if (cue.yesNo === true) aboutSelfSentences.add(s)
        interrogativeSentences.add(s)
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
      case 'brushOff':
        brushOff = true
        break
      case 'claim':
      case 'title': {
        const kind = cue.act === 'title' ? 'name' : cue.claim
        if (claims[kind] !== undefined) break
        const phrase = text.slice(hit.start, hit.end).toLowerCase().replace(/\s+/gu, ' ')
        const strict = cue.act === 'title' || LOOSE_CLAIM_CUES.has(phrase)
        const before = cue.act === 'claim' && cue.before === true
        const value = readClaim(text, kind, hit.start, hit.end, before, strict)
        if (value === undefined) {
          // "मी एसबीआय कस्टमर केअरमधून बोलतोय": no name before the verb, but the office he speaks from.
          const office = kind === 'name' && before && claims.organisation === undefined ? readFromCaseOrganisation(text, hit.start) : undefined
          if (office !== undefined) claims.organisation = office
          break
        }
        // "आप किस राज्य से हैं?" asks where the victim is from: a claim names nobody who is asked or asking.
        if (ASKING_WORDS.test(value)) break
        // "Main Delhi se hoon" says where the caller is from, not whom he works for.
        if (phrase === 'se' && /^\s+(?:hoon|hu|hun|hain|hai|hoo)\b/iu.test(text.slice(hit.end, hit.end + 8))) break
        // "Mrs. Kapoor se baat karo": whom to talk with, not whom he works for.
        if (phrase === 'se' && /^\s+(?:baat|contact|milo|miliye|mil lo)\b/iu.test(text.slice(hit.end, hit.end + 10))) break
        if (LOOSE_OFFICE_CUES.has(phrase.trim()) && !value.includes(',')) break
        // A bare "from" names a firm only when it sounds like one: "from Toronto" does not.
        if (phrase === 'from' && !isOrganisationName(value)) break
        if (TAMIL_FROM_CUES.has(phrase) && !namesAnOffice(value.split(' ')) && !SPEAKING_NEXT.test(text.slice(hit.end, hit.end + 12))) break
        if (kind === 'name' && isOrganisationName(value)) {
          claims.organisation ??= readClaim(text, 'organisation', hit.start, hit.end, false, true) ?? value
          break
        }
        claims[kind] = value
        // "Mrs. Kaur" is a woman's name, not a post.
        if (cue.act === 'title' && !COURTESY.has(phrase.replace(/\.$/u, ''))) claims.role ??= text.slice(hit.start, hit.end)
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
        if (cue.named !== true) carried.add(cue.kind)
        break
      case 'self': {
        if (claims.name !== undefined) break
        const introduced = readSelfIntroduction(text, hit.end)
        if (introduced === undefined) break
        claims.name = introduced.name
        claims.role ??= introduced.role
        break
      }
      case 'charge':
        if (hasFigureNear(text, hit.start, hit.end)) demandHits.push({ demand: 'payment', clause: c, sentence: s })
        break
      case 'or':
        ors.push({ start: hit.start, sentence: s })
        break
    }
  }
  // A question's kind counts only in a sentence that asks: "how old are you", "tell me your age",
  // "…?"; "our agent will connect to your computer" asks nothing about a computer.
  const questions = new Set<QuestionKind>()
  for (const [i, kinds] of questionSentences) if (sentences.question[i] === 1 || interrogativeSentences.has(i)) for (const k of kinds) questions.add(k)
  // A question with no kind of its own: "what…?" is open; "are you…?", "…, yes or no?" and a bare
  // "…?" want a yes or a no, even about a demand ("Is your PAN card with you?").
  const demandingSentences = new Set(demandHits.map((d) => d.sentence))
  for (let i = 0; i < sentences.count; i++) {
    const asks = sentences.question[i] === 1
    if ((questionSentences.get(i)?.length ?? 0) > 0) continue
    if (!asks && !questionSentences.has(i)) continue
    const demanding = demandingSentences.has(i)
    if (whSentences.has(i)) {
      if (asks && !demanding) questions.add('open')
    } else if (asks || !demanding) questions.add(confirmSentences.has(i) && !aboutSelfSentences.has(i) ? 'confirm' : 'yesno')
  }
  for (const { demand, clause } of demandHits) {
    const active = !negatedClauses.has(clause) || conditionalClauses.has(clause)
    const seen = demandAt.get(demand)
    demandAt.set(demand, { active: (seen?.active ?? false) || active })
  }
  // "Residential or commercial?": the option before the first "or" of a question, if the
  // question has no kind of its own ("a student or working?" is about the job).
  let choice: string | null = null
  const locationElsewhere = (sentence: number): boolean =>
    [...questionSentences].some(([i, kinds]) => i !== sentence && kinds.includes('location') && (sentences.question[i] === 1 || interrogativeSentences.has(i)))
  for (const or of ors) {
    // "At home or in the office?" is about where, but the options are the answer, not the town.
    const kinds = questionSentences.get(or.sentence) ?? []
    if (sentences.question[or.sentence] !== 1 || kinds.some((k) => k !== 'location')) continue
    choice = optionBefore(text, or.start, sentences.start[or.sentence]!)
    if (choice !== null) {
      questions.add('choice')
      questions.delete('yesno')
      questions.delete('confirm')
      if (kinds.length > 0 && !locationElsewhere(or.sentence)) questions.delete('location')
      break
    }
  }
  // Tamil asks "A or B?" with no word for "or": "வீட்டுக்கா, கடைக்கா?", each option with the question's -ஆ.
  if (choice === null && questions.has('yesno')) {
    const option = tamilChoice(text)
    if (option !== null) {
      choice = option
      questions.add('choice')
      questions.delete('yesno')
    }
  }
  // "Which state are you from?" is answered with the state: the town alone leaves it unanswered.
  if (questions.has('region')) questions.delete('location')
  const avoid = new Set<Relative>()
  for (const sentence of secrecySentences) for (const r of relativesBySentence.get(sentence) ?? []) avoid.add(r)
  if (instructions.has('secrecy')) tactics.add('isolation')
  splitTitle(claims)
  const named = [...mentions].filter((k) => !carried.has(k))
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
    choice,
    ...(named.length === 0 ? {} : { named }),
    ...(speaker === undefined ? {} : { speaker }),
    ...(brushOff ? { brushOff } : {}),
  }
}

// Words no claimed name, firm or office holds: a question word, or "you" (the victim).
const ASKING_WORDS = /(?:^|\s)(?:किस|किसी|कौन|कौनसे|कौनसी|क्या|कहां|कहाँ|आप|आपके|आपका|तुम|kis|kaun|kya|kahan|aap|aapke|aapka|tum|which|what|where|who|you|your|எந்த|எங்க|எங்கே|யார்|நீங்க|நீங்கள்|உங்க|உங்கள்)(?:\s|$)/iu

const COPULAS = new Set(['hai', 'hain', 'h', 'ho', 'hoga', 'है', 'हैं', 'हो', 'होगा'])
// Words that open an option but are not it: "on a computer" is "computer".
const FILLER = new Set([
  'on', 'a', 'an', 'the', 'in', 'by', 'is', 'it', 'are', 'you', 'your', 'do', 'use', 'via', 'through', 'from', 'at',
  // "aapke naam pe hai ya…" asks whose name, and offers no option to pick.
  'naam', 'नाम', 'na', 'to', 'bhi', 'hi',
])
// Hinglish and Hindi postpositions after the option: "ghar pe ho ya office mein?" offers "ghar".
const POSTPOSITIONS = new Set(['pe', 'par', 'me', 'mein', 'ka', 'ki', 'ke', 'se', 'ko', 'पे', 'पर', 'में', 'का', 'की', 'के', 'से', 'को'])

// Two Tamil words that each end in the question's -ஆ, then "?": the options of a choice.
const TAMIL_OPTIONS = /([\u0B80-\u0BFF]+)\u0BBE[,\s]+[\u0B80-\u0BFF]+\u0BBE\s*\?$/u
// How far before a "?" the options are looked for, so each question costs a bounded match.
const TAMIL_OPTIONS_REACH = 80

/**
 * The first option of a Tamil "A-ஆ, B-ஆ?" question in its plain form, or null: the -ஆ taken off
 * ("வீட்டுக்கா" is "வீட்டுக்கு", "பணமா" is "பணம்", "கடையா" is "கடை").
 */
const tamilChoice = (text: string): string | null => {
  for (let q = text.indexOf('?'); q !== -1; q = text.indexOf('?', q + 1)) {
    const stem = TAMIL_OPTIONS.exec(text.slice(Math.max(0, q - TAMIL_OPTIONS_REACH), q + 1))?.[1]
    if (stem === undefined) continue
    if (stem.endsWith('க்க')) return `${stem}\u0BC1`
    if (stem.endsWith('ய') && /[\u0BBE-\u0BCC]$/u.test(stem.slice(0, -1))) return stem.slice(0, -1)
    return /[\u0B95-\u0BB9]$/u.test(stem) ? `${stem}\u0BCD` : stem
  }
  return null
}

// The scammer's "your" as the persona says it back: "in your name or…?" is answered "in my name".
const MINE: Readonly<Record<string, string>> = {
  your: 'my', aapke: 'mere', aapka: 'mera', aapki: 'meri', apke: 'mere', apka: 'mera', apki: 'meri', tumhare: 'mere', tumhara: 'mera', tumhari: 'meri',
  आपके: 'मेरे', आपका: 'मेरा', आपकी: 'मेरी', तुम्हारे: 'मेरे', तुम्हारा: 'मेरा', तुम्हारी: 'मेरी',
}
const PREPOSITIONS = new Set(['in', 'on', 'at', 'for', 'with', 'from', 'under'])

/** The option right before "or": its last word, with no filler, within the question. */
const optionBefore = (text: string, orAt: number, sentenceStart: number): string | null => {
  const words = text.slice(Math.max(sentenceStart, orAt - 40), orAt).trim().split(/\s+/u)
  // "AC hai ya cooler?", "सेविंग है या करंट?": the option is the word before the copula.
  const tail: string[] = []
  while (words.length > 1 && (COPULAS.has((words[words.length - 1] ?? '').toLowerCase()) || POSTPOSITIONS.has((words[words.length - 1] ?? '').toLowerCase()))) {
    const word = words.pop()!
    if (!COPULAS.has(word.toLowerCase())) tail.unshift(word)
  }
  const last = words[words.length - 1]?.replace(/[^\p{L}\p{M}]+/gu, '') ?? ''
  // "Policy aapke naam pe hai ya…?", "in your name or…?": the option is the persona's own, said back.
  const mine = MINE[(words[words.length - 2] ?? '').toLowerCase()]
  if (last !== '' && mine !== undefined && words.length >= 2) {
    const preposition = (words[words.length - 3] ?? '').toLowerCase()
    return [...(PREPOSITIONS.has(preposition) ? [preposition] : []), mine, last.toLowerCase(), ...tail].join(' ')
  }
  if (last === '' || FILLER.has(last.toLowerCase())) return null
  // A capital mid-sentence is a name ("Redmi ya Samsung?"); at the sentence's start it is only the start.
  const opensSentence = text.slice(sentenceStart, orAt).trim().split(/\s+/u).length === 1
  return opensSentence ? last.toLowerCase() : last
}
