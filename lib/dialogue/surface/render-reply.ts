import type { Claims } from '../acts/understanding.js'
import type { Moves, Worry } from '../moves.js'
import { drawsFor } from '../seeded.js'
import type { AskKind, Feint, Relative, Speaker } from '../vocabulary.js'
import { setBounded } from '../../bounded-map.js'
import { expandTemplate } from './expand-template.js'
import { personaFacts } from './persona-facts.js'
import type { Lines, SurfacePack } from './surface-pack.js'
import { bigramsOf, mayContain, type Bigrams } from './bigram-filter.js'
import { sharesRun, wordRunsOf, type WordRuns } from './word-runs.js'

export type SurfaceInput = {
  readonly sessionId: string
  readonly turn: number
  readonly pack: SurfacePack
  readonly moves: Moves
  readonly claims: Claims
  /** Relatives the scammer told the persona to keep out. */
  readonly avoid: ReadonlyArray<Relative>
  readonly recentReplies: ReadonlyArray<string>
  /** The option the persona picks of the scammer's "A or B?" question. */
  readonly choice: string | null
  /** Whether the persona already said this reply in this session, however long ago. */
  readonly wasSaid: (reply: string) => boolean
  /** Whether the scammer already gave this detail. */
  readonly given: (kind: AskKind) => boolean
  /**
   * The scammer's latest UPI id and phone number, as he wrote them: an obstacle about one says it
   * back ("I typed sana.k9921@ybl and it says invalid"), so the scammer hears which one failed and
   * does not take it as being asked again. The only digits a reply may carry are his own.
   */
  readonly known: Readonly<{ upi?: string; phone?: string }>
  /** Whether the scammer speaks as a woman or a man, as far as its words or its claimed name tell. */
  readonly speaker: Speaker | null
}

// Wordings tried per turn before settling for one a recent reply shares its opening with.
const ATTEMPTS = 8
const OPENING_WORDS = 4

// What is remembered of recent replies (their openings, character pairs and word runs) is kept for
// this many replies across sessions: the sessions in flight hold at most 20 recent replies each, so
// 1,024 covers 50 of them. 4,096 had kept ~3,600 replies and ~22,000 typed arrays alive, three fifths
// more for every full collection to scan, to serve sessions long gone.
const REPLIES_REMEMBERED = 1024

// Four words fit in the first hundred characters of any reply; a session's recent replies are read
// again every turn, so their openings are remembered.
const openings = new Map<string, string>()
const openingOf = (text: string): string => {
  const known = openings.get(text)
  if (known !== undefined) return known
  const opening = (text.slice(0, 100).toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).slice(0, OPENING_WORDS).join(' ')
  setBounded(openings, text, opening, REPLIES_REMEMBERED)
  return opening
}
// The session's facts a line may say, each a template of its own.
type SessionFact = 'city' | 'bank' | 'device' | 'savings' | 'free' | 'family'
const isSessionFact = (name: string): name is SessionFact =>
  name === 'city' || name === 'bank' || name === 'device' || name === 'savings' || name === 'free' || name === 'family'
// The value an obstacle is about, said back when the scammer gave it.
const feintNames: Partial<Record<Feint, string>> = { upiInvalid: 'upiGiven', callFailed: 'phoneGiven' }

// The detail a worry is about: once the scammer gave it, "is this link safe?" reads as asking for it
// again, so the worry is said as a statement ("links always scare me"), or not at all.
const worryTopic: Partial<Record<Worry, AskKind>> = { link: 'link', app: 'app' }
const isQuestion = (template: string): boolean => /[?？]\s*$/u.test(template)

// A template may open with a slot ("<relative> told me…"): the sentence still starts with a capital.
// A UPI id or a number said first keeps its own case: "sana.k9921@ybl daala".
const upperFirst = (s: string): string => {
  if (/^[^\s,]*[@\d]/u.test(s)) return s
  const first = s.charAt(0)
  const upper = first.toUpperCase()
  // The Indian scripts have no capitals: the line is kept, not copied.
  return upper === first ? s : upper + s.slice(1)
}

/**
 * The moves in words: sentences drawn from the persona's phrase pools, their order and length
 * varied, the scammer's claimed name and the session's own facts filled in. Seeded by session
 * and turn, so a replay says the same; a wording a recent reply already used is passed over,
 * and a reply that opens like a recent one is drawn again.
 */
export const renderReply = (input: SurfaceInput): string => {
  const { pack, moves } = input
  const facts = personaFacts(input.sessionId, pack)
  const keepOut = (r: Relative | undefined): boolean => r === undefined || input.avoid.includes(r) || input.avoid.includes('family')
  const relative = keepOut(facts.relative) ? undefined : pack.persona.relatives[facts.relative!]
  const recentRuns = input.recentReplies.slice(-RECENT_RUN_REPLIES).map(recentRunsOf)
  const recentPairs = input.recentReplies.map(pairsOfReply)
  const attempt = (salt: number): string => {
    const draw = drawsFor(input.sessionId, input.turn, salt)
    const name = input.claims.name
    const words = name?.split(' ') ?? []
    const first = words[0]
    const last = words.length > 1 ? words[words.length - 1] : undefined
    const { persona } = pack
    const womanForms = input.speaker !== 'woman' ? undefined : name === undefined ? persona.addressUnknownWoman : persona.addressKnownWoman
    const forms = womanForms ?? (name === undefined ? persona.addressUnknown : persona.addressKnown)
    const address =
      expandTemplate(pick(forms, draw), draw, { name, first, last }) ??
      expandTemplate(pack.persona.addressKnown[0] ?? '', draw, { name, first, last }) ??
      ''
    const slots: Record<string, string | undefined> = {
      addr: address, name, first, last, org: input.claims.organisation, relative, myName: facts.myName, age: facts.age, job: facts.job, region: facts.region,
      choice: input.choice ?? undefined, upiGiven: input.known.upi, phoneGiven: input.known.phone,
    }
    // The session's facts are templates too ("an old Android phone{, a hand-me-down|}"), expanded
    // only when a line says them, once a reply; the household may name the relative, or do without.
    const factsSaid: Partial<Record<SessionFact, string>> = {}
    const sayFact = (fact: SessionFact): string | undefined =>
      (factsSaid[fact] ??=
        fact === 'family'
          ? (expandTemplate(facts.family, draw, slot) ?? expandTemplate(facts.family, draw, (s) => (s === 'family' ? undefined : s === 'relative' ? '' : slot(s))))
          : (expandTemplate(facts[fact], draw, slot) ?? facts[fact]))
    const slot = (name: string): string | undefined => (isSessionFact(name) ? sayFact(name) : slots[name])
    // The scammer is addressed once a reply at most: after that, lines that need `<addr>` are passed over.
    // Lines that say back what the scammer gave (his UPI id, his number, his name) come first, when
    // there is one to say: "is the account in your own name, Arvind?" rather than "whose account is it?".
    const sayPreferring = (lines: Lines, name: string): string => {
      const naming = slot(name) === undefined ? [] : lines.filter((l) => l.includes(`<${name}>`))
      return (naming.length > 0 ? say(naming) : '') || say(lines)
    }
    // Three words running that a part of this reply already said ("…, for my diary? … for my diary?")
    // make a wording a repeat too, as long as another wording is left.
    const saidRuns: WordRuns[] = []
    // A worry or a mood colours the reply and may go unsaid: with only worn wordings left, it does
    // (the same "अपना ही पैसा कहीं और क्यों भेजूं…" two replies running reads as a script).
    // `avoid`: wordings that would read as asking again for what was given (the firm asked as "which
    // office are you from?" once the office is known) are said only when nothing else is left.
    const say = (lines: Lines, optional = false, avoid?: RegExp): string => {
      const order = shuffled(lines.length, draw)
      let fallback: { line: string; addressed: boolean; runs: WordRuns } | undefined
      let shunned: { line: string; addressed: boolean; runs: WordRuns } | undefined
      let chosen: { line: string; addressed: boolean; runs: WordRuns } | undefined
      for (let k = 0; k < order.length; k++) {
        const i = order[k]!
        const expanded = expandTemplate(lines[i]!, draw, slot)
        if (expanded === undefined || expanded === '') continue
        const line = upperFirst(expanded)
        const addressed = address !== '' && expanded.includes(address)
        // A wording counts as used whatever the scammer was called in it: "Is this safe, Gaurav?"
        // after "Is this safe, dear?" is the same sentence to a reader, and so is either side of
        // the name said again ("ஆர்டர் நம்பர் குடுங்க செந்தில் சார், நானும்…" after "ஆர்டர் நம்பர் குடுங்க, நானும்…").
        const sides = addressed ? line.split(address).map(trimSide).filter(hasThreeWords) : []
        const core = addressed ? longestPart(line.split(address)) : line
        // The same line said with other choices ("हाथ थोड़ा तंग है, ये पैसा…" twice) is a repeat too.
        const fixed = fixedPartOf(lines[i]!)
        const runs = runsOfWording(core)
        const candidate = { line, addressed, runs: runs.short }
        if (avoid?.test(expanded) === true) {
          shunned ??= candidate
          continue
        }
        const fresh =
          !sharesRun(saidRuns, candidate.runs) &&
          !sharesRun(recentRuns, runs.long) &&
          !input.recentReplies.some(
            (r, k) =>
              (mayContain(recentPairs[k]!, core) && r.includes(core)) ||
              (fixed !== '' && mayContain(recentPairs[k]!, fixed) && r.includes(fixed)) ||
              sides.some((side) => mayContain(recentPairs[k]!, side) && r.includes(side)),
          )
        if (fresh) {
          chosen = candidate
          break
        }
        fallback ??= candidate
      }
      const said = chosen ?? (optional ? undefined : (fallback ?? shunned))
      if (said?.addressed === true) slots.addr = undefined
      if (said !== undefined) saidRuns.push(said.runs)
      return said?.line ?? ''
    }
    const parts: string[] = []
    if (moves.excuse) parts.push(say(pack.excuses))
    if (moves.reactions.includes('probe')) parts.push(say(pack.reactions.probe))
    const answers = moves.answers
      .filter((q) => moves.feint === null || (q !== 'done' && q !== 'received'))
      .map((q) => say(q === 'choice' ? choiceLines(pack, input.choice) : q === 'region' ? regionLines(pack, facts.region) : q === 'confirm' ? (pack.answers.confirm ?? pack.answers.yesno) : pack.answers[q]))
    const reactions = moves.reactions.filter((r) => r !== 'probe').map((r) => say(pack.reactions[r]))
    // Answer first or react first: both read naturally, and the order changes the reply's shape.
    parts.push(...(draw() < 0.5 ? [...answers, ...reactions] : [...reactions, ...answers]))
    if (moves.feint !== null) parts.push(sayPreferring(pack.feints[moves.feint], feintNames[moves.feint] ?? ''))
    if (draw() < 0.15) parts.push(say(pack.moods[moves.mood], true))
    const topic = moves.worry === null ? undefined : worryTopic[moves.worry]
    const pool = moves.worry === null ? [] : (pack.worries[moves.worry] ?? pack.worries.fee)
    const worryLines = topic !== undefined && input.given(topic) ? pool.filter((l) => !isQuestion(l)) : pool
    const worry = worryLines.length === 0 ? '' : say(worryLines, true)
    const worryFirst = draw() < 0.5
    if (worryFirst && worry !== '') parts.push(worry)
    // Asks stand as sentences of their own: a question run on after a worry changes the subject mid-sentence.
    const standAlone = new Set<string>()
    // Names, places and banks keep their capital when a part is run on after a comma or a joiner,
    // and so do acronyms: "And, UPI nahi chala to…", never "uPI".
    let kept: Set<string> | undefined
    const keep = (word: string): boolean => {
      if (kept === undefined) {
        kept = new Set<string>()
        for (const v of [name, first, last, address, facts.myName, facts.city, facts.region, facts.bank, input.claims.organisation]) if (v !== undefined) for (const w of v.split(' ')) kept.add(w)
      }
      return kept.has(word)
    }
    moves.asks.forEach((kind, i) => {
      const ask =
        kind === 'beneficiary'
          ? sayPreferring(pack.asks[kind], 'name')
          : say(pack.asks[kind], false, kind === 'organisation' && input.given('office') ? OFFICE_WORDS : undefined)
      const line = i === 0 ? ask : `${say(pack.also)} ${continued(ask, keep) ?? ask}`.trim()
      standAlone.add(line)
      parts.push(line)
    })
    if (!worryFirst && worry !== '') parts.push(worry)
    // A reply with nothing to ask still hands the turn back with a question: what now?
    if (moves.asks.length === 0) {
      const filler = say(pack.filler)
      standAlone.add(filler)
      parts.push(filler)
    }
    // A word to the scammer now and then, before the first sentence.
    if (!moves.excuse && !moves.reactions.includes('probe') && draw() < 0.35) parts.unshift(say(pack.leads))
    return fuse(parts.filter((p) => p !== ''), draw, (part) => continued(part, keep), standAlone).join(' ')
  }
  let fallback = ''
  for (let salt = 0; salt < ATTEMPTS; salt++) {
    const reply = attempt(salt)
    if (salt === 0) fallback = reply
    const said = input.wasSaid(reply)
    if (!said) {
      const opening = openingOf(reply)
      if (!input.recentReplies.some((r) => openingOf(r) === opening)) return reply
    }
    if (!said) fallback = reply
  }
  return fallback
}

// The word for an office in each pack's script: once the scammer has said where his office is, the
// firm is not asked as "which office are you from?".
const OFFICE_WORDS = /office|ऑफिस|दफ्तर|कार्यालय|ஆபீஸ|அலுவலக|ఆఫీస్|కార్యాలయ|ಆಫೀಸ|ಕಚೇರಿ|ഓഫീസ|অফিস|দপ্তর|ઓફિસ|કચેરી/iu

// Runs of words a reader notices said twice (see word-runs): three within one reply, four across
// recent replies ("शुक्रिया, डायरी के आखिरी पन्ने पर लिख लिया" after "धन्यवाद, डायरी के आखिरी पन्ने पर…").
const REPLY_RUN = 3
const RECENT_RUN = 4
// The replies a reader still has in mind; older ones are checked only for whole repeated wordings.
const RECENT_RUN_REPLIES = 4
// A session's recent replies are read again every turn: their runs, and their pairs of characters,
// which rule out at a glance most of the replies a wording could repeat.
const pairsOfReplies = new Map<string, Bigrams>()
const pairsOfReply = (reply: string): Bigrams => {
  const known = pairsOfReplies.get(reply)
  if (known !== undefined) return known
  const pairs = bigramsOf(reply)
  setBounded(pairsOfReplies, reply, pairs, REPLIES_REMEMBERED)
  return pairs
}
const runsOfReplies = new Map<string, WordRuns>()
const recentRunsOf = (reply: string): WordRuns => {
  const known = runsOfReplies.get(reply)
  if (known !== undefined) return known
  const runs = wordRunsOf(reply, [RECENT_RUN])[0]!
  setBounded(runsOfReplies, reply, runs, REPLIES_REMEMBERED)
  return runs
}
// A wording's runs are read afresh for every candidate: half the wordings tried are new (they say
// the scammer's name, his UPI id, a drawn choice), and remembered runs outlive the turn, which the
// collector pays for on every young-generation pass; reading them costs less.
const runsOfWording = (wording: string): { readonly short: WordRuns; readonly long: WordRuns } => {
  const [short, long] = wordRunsOf(wording, [REPLY_RUN, RECENT_RUN])
  return { short: short!, long: long! }
}

// How often two statements run on as one sentence, as people write in chat: "Okay sir, the OTP has
// not come yet." The reply's shape varies more, and no stock sentence stands alone in every session.
const FUSE_CHANCE = 0.4
const FUSED_MAX_LENGTH = 170
// Words that keep their capital inside a sentence.
const CAPITALISED = new Set(['I', 'Mr', 'Mrs', 'Ms', 'Dr', 'God', 'Lord', 'Aadhaar', 'PAN', 'Google', 'Paytm', 'PhonePe', 'WhatsApp', 'Play', 'Store', 'Sunday', 'Bhagwan', 'Ram', 'Krishna', 'Jesus', 'Allah'])

/** A statement lower-cased at its start to follow a comma, or undefined when its first word must keep its capital. */
const continued = (part: string, keep: (word: string) => boolean): string | undefined => {
  const word = /^[\p{L}\p{M}']+/u.exec(part)?.[0]
  if (word === undefined) return undefined
  if (word.toLowerCase() === word.toUpperCase()) return part
  if (!/^\p{Lu}[\p{Ll}']*$/u.test(word) || keep(word) || CAPITALISED.has(word)) return undefined
  return word.toLowerCase() + part.slice(word.length)
}

/**
 * Runs some statements on into the next part with a comma: "Okay. The OTP has not come." becomes
 * one sentence now and then. `continuation` gives the part as it reads after a comma, or nothing
 * when it must stand alone; a part in `alone` (an ask) neither runs on nor takes another after it,
 * so "tell me the account number, links like this scare me" never asks about the link.
 */
export const fuse = (
  parts: ReadonlyArray<string>,
  draw: () => number,
  continuation: (part: string) => string | undefined,
  alone: ReadonlySet<string> = new Set(),
): string[] => {
  const out: string[] = []
  let previousAlone = false
  for (const part of parts) {
    const previous = out[out.length - 1]
    // Only two statements run on: "…is invalid, can I pay later?" reads as one question about the
    // whole sentence, the obstacle included.
    const statement = /[.।]$/u.test(part) && !/[?？]/u.test(part)
    const fits = previous !== undefined && !previousAlone && !alone.has(part) && statement && /[^.][.।]$/u.test(previous) && previous.length + part.length < FUSED_MAX_LENGTH
    const next = fits && draw() < FUSE_CHANCE ? continuation(part) : undefined
    if (previous !== undefined && next !== undefined) out[out.length - 1] = `${previous.slice(0, -1)}, ${next}`
    else out.push(part)
    previousAlone = alone.has(part)
  }
  return out
}

/**
 * How the persona says the option it picks. A phrase ("mere naam pe") is said plainly, with the
 * pack's first line: "<choice> is easier for me" fits "UPI", not "in my name".
 */
const choiceLines = (pack: SurfacePack, choice: string | null): Lines => {
  const lines = pack.answers.choice ?? ['<choice>.']
  return choice !== null && choice.includes(' ') ? lines.slice(0, 1) : lines
}

// A template's longest stretch of its own words (outside choices and slots), when it is long enough
// to be recognised in a reply; remembered, since a pack's templates are few and read every turn.
const FIXED_MIN = 14
const fixedParts = new Map<string, string>()
const fixedPartOf = (template: string): string => {
  const known = fixedParts.get(template)
  if (known !== undefined) return known
  const longest = longestPart(template.split(/\{[^}]*\}|<[^>]*>/u)).trim()
  const fixed = longest.length >= FIXED_MIN ? longest : ''
  setBounded(fixedParts, template, fixed, 8192)
  return fixed
}

/** The state asked for: said with the town when the pack knows the persona's state, else the town alone. */
const regionLines = (pack: SurfacePack, region: string | undefined): Lines =>
  region === undefined ? pack.answers.location : (pack.answers.region ?? pack.answers.location)

const longestPart = (parts: ReadonlyArray<string>): string => parts.reduce((a, b) => (b.length > a.length ? b : a), '')
// One side of an addressed wording, without the commas and stops around the name.
const trimSide = (part: string): string => part.replace(/^[\s,.;!?।]+|[\s,.;!?।]+$/gu, '')
const hasThreeWords = (part: string): boolean => part.split(' ').length >= 3

const pick = (lines: Lines, draw: () => number): string => lines[Math.floor(draw() * lines.length)] ?? ''

/** 0..n-1 in a drawn order (Fisher-Yates). */
const shuffled = (n: number, draw: () => number): Int32Array => {
  const order = new Int32Array(n)
  for (let i = 0; i < n; i++) order[i] = i
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(draw() * (i + 1))
    const swap = order[i]!
    order[i] = order[j]!
    order[j] = swap
  }
  return order
}
