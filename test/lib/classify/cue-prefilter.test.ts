import t from 'tap'
import fc from 'fast-check'
import { readFileSync } from 'node:fs'
import { cuePrefilter } from '../../../lib/classify/cue-prefilter.js'
import { compileCueSet } from '../../../lib/classify/cue-set.js'
import { everyCueSet } from '../../../lib/classify/lexicon/index.js'
import { foldForLiterals, necessaryAlternatives, necessaryClauses, necessaryLiterals } from '../../../lib/classify/necessary-literals.js'
import { normaliseText } from '../../../lib/classify/normalise-text.js'

const cues = everyCueSet().flatMap(([, set]) => compileCueSet(set))
const mayMatch = cuePrefilter(cues.map((c) => c.literals))

const corpus = JSON.parse(readFileSync(new URL('./conversations.json', import.meta.url), 'utf8')) as Record<
  string,
  ReadonlyArray<{ readonly turns: ReadonlyArray<string> }>
>
const texts = [...corpus['scam']!, ...corpus['ordinary']!].flatMap((c) => c.turns).map(normaliseText)

// Every cue ruled out for a text must indeed not match it: the prefilter may only save work.
const ruledOutButMatching = (text: string): string[] => {
  const may = mayMatch(text)
  return cues.filter((c, i) => may[i] === 0 && text.search(c.pattern) >= 0).map((c) => c.pattern.source.slice(0, 60))
}

t.test('when the classifier conversations are scanned', async (t) => {
  t.same(texts.flatMap(ruledOutButMatching), [], 'no cue that matches a message is ruled out')
  const run = texts.reduce((n, text) => n + mayMatch(text).reduce((a, b) => a + b, 0), 0) / texts.length
  t.ok(run < cues.length / 4, `runs a small share of the ${cues.length} cues per message (${run.toFixed(1)})`)
})

t.test('when a message is upper-cased, or spells k and s as the Kelvin sign and the long s', async (t) => {
  const variants = texts.flatMap((text) => [text.toUpperCase(), text.replace(/k/gu, '\u212a').replace(/s/gu, '\u017f')])
  t.same(variants.flatMap(ruledOutButMatching), [], 'no cue that matches it is ruled out')
})

t.test("when messages are arbitrary text mixed with the cues' own words", async (t) => {
  const words = [...new Set(cues.flatMap((c) => c.literals ?? []))]
  const piece = fc.oneof(fc.constantFrom(...words), fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constantFrom(' ', '-', 'K', '\u017f', 'S'))
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
      const text = normaliseText(pieces.join(''))
      return ruledOutButMatching(text).length === 0 && ruledOutButMatching(text.toUpperCase()).length === 0
    }),
    { numRuns: 300 },
  )
  t.pass('no cue that matches one is ruled out')
})

t.test('when a text is folded for the literals', async (t) => {
  // The regex engine's own `iu` equivalence: whatever matches an ASCII letter folds to it.
  const misfolded: string[] = []
  for (let cp = 0; cp <= 0xffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue
    const ch = String.fromCharCode(cp)
    const folded = foldForLiterals(ch)
    if (/^[a-z]$/iu.test(ch) && !(/^[a-z]$/u.test(folded) && new RegExp(`^${folded}$`, 'iu').test(ch))) misfolded.push(ch)
    // nothing outside the Indic blocks is equal to an Indic letter
    if (/^[\u0900-\u0d7f]$/iu.test(ch) && !(cp >= 0x900 && cp <= 0xd7f)) misfolded.push(ch)
  }
  t.same(misfolded, [], 'every character the engine equates with a letter folds to that letter')
  // the other characters the literals hold equal only themselves
  const others = [...new Set(cues.flatMap((c) => c.literals ?? []).join(''))].filter((ch) => !/^[\u0000-\u007f\u0900-\u0d7f]$/u.test(ch))
  const equated = others.filter((ch) => {
    const re = new RegExp(`^\\u{${ch.codePointAt(0)!.toString(16)}}$`, 'iu')
    for (let cp = 0; cp <= 0xffff; cp++) if (cp !== ch.codePointAt(0) && !(cp >= 0xd800 && cp <= 0xdfff) && re.test(String.fromCharCode(cp))) return true
    return false
  })
  t.same(equated, [], 'no other character of a literal has a case variant')
})

t.test('when the literals of a pattern are read', async (t) => {
  t.same(necessaryLiterals('no (?:hurry|rush)'), ['hurry', 'rush'], 'takes the most selective piece of a sequence')
  t.same(necessaryLiterals('\\bKYC\\b|ई-?केवाईसी'), ['kyc', 'केवाईसी'], 'needs one literal of each alternative, lower-cased')
  t.same(necessaryLiterals("don'?t"), ['don'], 'leaves out a character a quantifier makes optional')
  t.same(necessaryLiterals('(?:your )?otp'), ['otp'], 'leaves out an optional group')
  t.same(necessaryLiterals('(?<!third )party'), ['party'], 'leaves out what a lookbehind looks at')
  t.same(necessaryLiterals('கைத(?=[ாிைே])'), ['கைத'], 'leaves out what a lookahead looks at')
  t.equal(necessaryLiterals('otp|\\d{6}'), null, 'knows no literal when an alternative has none')
  t.same(necessaryLiterals('[a-z]+ pay'), [' pay'], 'reads past a character class')
  t.same(necessaryLiterals('caf\u00e9 latte'), [' latte'], 'leaves out a letter with a case outside ASCII')
  t.same(necessaryLiterals('x\\u{1F600}?yz'), ['yz'], 'never keeps half of an optional surrogate pair')
})

t.test('when literals share a first letter, or start or continue outside the tables', async (t) => {
  // 'a' has more children than a scan of siblings is kept for; U+1000 is above the first-step table
  const literals = [['aa'], ['ab'], ['ac'], ['ad'], ['ae'], ['af', 'a\u0e01'], ['\u1000x'], ['abc\u0e02de'], null]
  const may = cuePrefilter(literals)
  const marked = (text: string): number[] => [...may(text)].flatMap((m, i) => (m === 1 ? [i] : []))
  t.same(marked('xx AF yy'), [5, 8], 'an ASCII child of a wide node is found, in any case')
  t.same(marked('a\u0e01'), [5, 8], 'so is a child outside ASCII')
  t.same(marked('\u1000X'), [6, 8], 'and a literal whose first unit is above the table')
  t.same(marked('zABC\u0e02DEz'), [1, 7, 8], 'every literal ending along one walk counts')
  t.same(marked('a b c'), [8], 'a cue with no literal always runs')
})

// The classifier scans for lists of literals: a cue may match only when every list of one of its
// alternatives holds a literal of the text (`necessaryAlternatives`).
const alternatives = cues.map((c) => c.alternatives ?? [[null]])
const listOwners = alternatives.flatMap((alts, cue) => alts.flatMap((lists, alt) => lists.map(() => ({ cue, alt }))))
const mayMatchLists = cuePrefilter(alternatives.flat(2))
const ruledOutByLists = (text: string): string[] => {
  const may = mayMatchLists(text)
  const unmarked = new Set<string>()
  listOwners.forEach(({ cue, alt }, j) => {
    if (may[j] === 0) unmarked.add(`${cue}/${alt}`)
  })
  const ruledOut = alternatives.flatMap((alts, cue) => (alts.every((_, alt) => unmarked.has(`${cue}/${alt}`)) ? [cue] : []))
  return ruledOut.filter((i) => text.search(cues[i]!.pattern) >= 0).map((i) => cues[i]!.pattern.source.slice(0, 60))
}

t.test('when cues are ruled out by the lists of literals their alternatives need', async (t) => {
  t.same(texts.flatMap(ruledOutByLists), [], 'no cue that matches a conversation message is ruled out')
  t.same(texts.map((x) => x.toUpperCase()).flatMap(ruledOutByLists), [], 'nor one of them upper-cased')
  const words = [...new Set(cues.flatMap((c) => (c.alternatives ?? []).flat(2)))]
  const piece = fc.oneof(fc.constantFrom(...words), fc.string({ unit: 'grapheme', maxLength: 12 }), fc.constantFrom(' ', '-', 'K', '\u017f', 'S'))
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => ruledOutByLists(normaliseText(pieces.join(''))).length === 0),
    { numRuns: 300 },
  )
  t.same(necessaryClauses(String.raw`\bcall (?:me |us )?back\b`), [['call '], ['back']], 'a sequence needs each of its words')
  t.same(necessaryClauses('ab(?:cd|ef)|xy'), [['ab', 'xy'], ['cd', 'ef', 'xy']], 'alternatives pool their lists')
  t.equal(necessaryClauses('a|\\d+'), null, 'an alternative with no literal leaves nothing known')
  t.same(necessaryAlternatives('ab(?:cd|ef)|xy'), [[['ab'], ['cd', 'ef']], [['xy']]], 'top-level alternatives keep their own lists')
  t.same(necessaryAlternatives(String.raw`\bi (?:love|adore) you\b|\bfalling for you\b`), [[[' you'], ['love', 'adore']], [['falling for you']]], 'so one word of each does not let a text through')
  t.equal(necessaryAlternatives('a|\\d+'), null, 'an alternative with no literal leaves nothing known')
})
