/**
 * Literals a case-insensitive Unicode regex (flags `iu`) cannot match without: a list of strings,
 * lower-cased like `foldForLiterals` folds a text, such that every match contains at least one of
 * them; `null` when no such list is known (the pattern must always run). It lets the classifier
 * skip, with one scan of the text, the cues that cannot match it: most of the 168 cues meet a
 * message without any of their words, and running each of them costs more than the scan.
 *
 * The reading errs one way only: a construct it does not model (a character class, `.`, `\w`, a
 * back-reference, an optional part) contributes no literal, and literals are not multiplied out
 * across groups (`(?:a|b)c` needs `c`, not `ac` or `bc`), so the list may be less selective than
 * it could be, never wrong. Lookarounds and `\b` consume nothing, so they drop out of a match's
 * text. A letter outside ASCII that has a case (é, ß, µ) is treated like a class, so folding the
 * text only needs ASCII letters and the two non-ASCII letters that `iu` equates with them.
 */
export const necessaryLiterals = (source: string): ReadonlyArray<string> | null => {
  const parser = { tokens: source.match(TOKEN) ?? [], at: 0 }
  try {
    const needs = disjunction(parser)
    return parser.at === parser.tokens.length && parser.tokens.join('') === source ? needs : null
  } catch {
    return null
  }
}

/**
 * A UTF-16 unit as `necessaryLiterals`' strings see it: ASCII lower case, K (Kelvin) and ſ as k
 * and s, any other unit as it is. Other cased letters need no folding: no literal holds one.
 */
export const foldUnit = (c: number): number =>
  c >= 65 && c <= 90 ? c + 32 : c === 0x212a ? 107 : c === 0x17f ? 115 : c

/** The text as `necessaryLiterals`' strings see it, one `foldUnit` per unit. */
export const foldForLiterals = (text: string): string => {
  let folded = ''
  for (let i = 0; i < text.length; i++) folded += String.fromCharCode(foldUnit(text.charCodeAt(i)))
  return folded
}

// Strings one of which a piece of pattern always consumes; null: unknown (nothing to go by).
type Needs = ReadonlyArray<string> | null
// The source is cut into tokens by one regex (V8 does that far faster than a loop over the
// characters would at start-up): escapes, classes, group openings, quantifiers, the other syntax
// characters one by one, and runs of plain characters.
type Parser = { readonly tokens: ReadonlyArray<string>; at: number }
const TOKEN =
  /\\u\{[0-9A-Fa-f]+\}|\\u[0-9A-Fa-f]{4}|\\x[0-9A-Fa-f]{2}|\\[pP]\{[^}]*\}|\\k<[^>]*>|\\[\s\S]|\[(?:\\[\s\S]|[^\]\\])*\]|\(\?<?[=!]|\(\?:|\(\?<[^>]*>|\{\d+(?:,\d*)?\}\??|[*+?]\??|[()|.^$]|[^\\[\](){}|.^$*+?]+/gu
// A quantifier whose minimum is zero: what it applies to may be absent.
const OPTIONAL = /^(?:[*?]|\{0(?:,\d*)?\})\??$/u
const QUANTIFIER = /^(?:[*+?]|\{\d+(?:,\d*)?\})\??$/u
const LOOKAROUND = /^\(\?<?[=!]$/u
const SYNTAX = /^[\\[(){}|.^$*+?]/u

// A literal is as selective as its length, up to this many units; longer ones add nothing.
const MAX_LITERAL = 6

/** The character as a literal sees it (ASCII lower-cased), or '' when it has a case outside ASCII. */
const foldChar = (ch: string): string => {
  const c = ch.charCodeAt(0)
  if (c < 0x80) return c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : ch
  // Devanagari to Malayalam have no case; elsewhere ask the case mappings. Half a surrogate
  // pair is never a literal.
  if (c >= 0x900 && c <= 0xd7f) return ch
  const caseless = c < 0xd800 || c > 0xdfff ? ch.toLowerCase() === ch && ch.toUpperCase() === ch : false
  return caseless && c !== 0x17f && c !== 0x212a ? ch : ''
}
const PLAIN = /^[\u0000-\u007f\u0900-\u0d7f]*$/u

// A run of plain characters needs its longest stretch of characters that fold (usually all).
const runNeeds = (run: string): Needs => {
  if (PLAIN.test(run)) return run.length === 0 ? null : [run.toLowerCase()]
  let best = ''
  let current = ''
  for (let i = 0; i <= run.length; i++) {
    const folded = i < run.length ? foldChar(run.charAt(i)) : ''
    if (folded !== '') current += folded
    else {
      if (current.length > best.length) best = current
      current = ''
    }
  }
  return best === '' ? null : [best]
}

// A list is as selective as its shortest literal; of two as selective, the shorter list is better.
const score = (xs: ReadonlyArray<string>): number => {
  let min = MAX_LITERAL
  for (const x of xs) min = Math.min(min, x.length)
  return min
}
const better = (a: Needs, b: Needs): Needs => {
  if (b === null) return a
  if (a === null) return b
  const [sa, sb] = [score(a), score(b)]
  return sa > sb || (sa === sb && a.length <= b.length) ? a : b
}

const peek = (p: Parser): string => p.tokens[p.at] ?? ''

// Alternatives: every one must give a literal, and the list is all of theirs.
const disjunction = (p: Parser): Needs => {
  let needs: string[] | null = []
  for (;;) {
    const one = alternative(p)
    needs = needs === null || one === null ? null : [...needs, ...one]
    if (peek(p) !== '|') break
    p.at++
  }
  return needs === null ? null : [...new Set(needs)]
}

// A sequence needs what its most selective piece needs.
const alternative = (p: Parser): Needs => {
  let needs: Needs = null
  while (p.at < p.tokens.length && peek(p) !== '|' && peek(p) !== ')') needs = better(needs, piece(p))
  return needs
}

// An atom and its quantifier; a quantifier after a run of plain characters takes only its last
// character (or surrogate pair), so the run needs the rest.
const piece = (p: Parser): Needs => {
  const token = peek(p)
  p.at++
  const run = !SYNTAX.test(token)
  const needs = run ? null : atom(p, token)
  const quantifier = peek(p)
  if (!QUANTIFIER.test(quantifier)) return run ? runNeeds(token) : needs
  p.at++
  if (run) {
    const cut = token.length - (token.length > 1 && /[\udc00-\udfff]/u.test(token.slice(-1)) ? 2 : 1)
    return better(runNeeds(token.slice(0, cut)), OPTIONAL.test(quantifier) ? null : runNeeds(token.slice(cut)))
  }
  return OPTIONAL.test(quantifier) ? null : needs
}

const atom = (p: Parser, token: string): Needs => {
  if (token === '^' || token === '$' || token === '.' || token.startsWith('[')) return null
  if (token.startsWith('\\')) return escape(token)
  if (!token.startsWith('(')) throw new Error(`unexpected ${token}`)
  const inner = disjunction(p)
  if (peek(p) !== ')') throw new Error('unclosed group')
  p.at++
  // a lookaround consumes nothing: what it looks at need not be in the match
  return LOOKAROUND.test(token) ? null : inner
}

const controls: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' }
// An escaped character is a literal of one; `\b`, classes, properties and back-references are not.
const escape = (token: string): Needs => {
  const ch = token.charAt(1)
  if (/^[bBdDwWsSpPk0-9]$/u.test(ch)) return null
  if (token.length > 2) {
    const code = parseInt(token.slice(2).replace(/[{}]/gu, ''), 16)
    return code > 0xffff ? null : runNeeds(String.fromCharCode(code))
  }
  if (controls[ch] !== undefined) return [controls[ch]]
  if (/^[a-zA-Z]$/u.test(ch)) throw new Error(`unsupported escape ${token}`)
  return runNeeds(ch)
}

/**
 * Like `necessaryLiterals`, but up to two lists a match needs one literal of each (a conjunction
 * of `necessaryLiterals`-style lists): `\bcall (?:me|us) back\b` needs "call " and " back", where
 * one list alone lets every "call" through. Sound the same way: a piece of a sequence is always
 * consumed, so each piece's lists are needed; of alternatives (A1 and A2) or (B1 and B2), a match
 * needs (A1 or B1) and (A2 or B2). `null` when nothing is known.
 */
export const necessaryClauses = (source: string): ReadonlyArray<ReadonlyArray<string>> | null => {
  const parser = { tokens: source.match(TOKEN) ?? [], at: 0 }
  try {
    const needs = cnfDisjunction(parser)
    return parser.at === parser.tokens.length && parser.tokens.join('') === source && needs.length > 0 ? needs : null
  } catch {
    return null
  }
}

/**
 * The pattern's top-level alternatives, each with the lists `necessaryClauses` finds for it alone:
 * a match is a match of one alternative, so it needs every list of one of them. Pooling the lists
 * instead (as `necessaryClauses` must, inside a group) lets a text through on one alternative's
 * first word and another's second: `\bi (?:love|adore) you\b|\bfalling for you\b|…` ran on every
 * " you". `null` when an alternative has no list known (the pattern must always run).
 */
export const necessaryAlternatives = (source: string): ReadonlyArray<Clauses> | null => {
  const parser = { tokens: source.match(TOKEN) ?? [], at: 0 }
  try {
    const alternatives: Clauses[] = []
    for (;;) {
      alternatives.push(cnfAlternative(parser))
      if (peek(parser) !== '|') break
      parser.at++
    }
    const whole = parser.at === parser.tokens.length && parser.tokens.join('') === source
    return whole && alternatives.every((a) => a.length > 0) ? alternatives : null
  } catch {
    return null
  }
}

// Lists of literals, each needed (one of its literals); [] when none is known.
type Clauses = ReadonlyArray<ReadonlyArray<string>>
const MAX_CLAUSES = 2
const asClauses = (needs: Needs): Clauses => (needs === null ? [] : [needs])
// The most selective lists first (as `better` ranks them), at most MAX_CLAUSES of them.
const keepBest = (clauses: Clauses): Clauses =>
  [...clauses]
    .map((c, i) => ({ c, i }))
    .sort((x, y) => score(y.c) - score(x.c) || x.c.length - y.c.length || x.i - y.i)
    .slice(0, MAX_CLAUSES)
    .map((x) => x.c)

const cnfDisjunction = (p: Parser): Clauses => {
  const alternatives: Clauses[] = []
  for (;;) {
    alternatives.push(cnfAlternative(p))
    if (peek(p) !== '|') break
    p.at++
  }
  if (alternatives.some((a) => a.length === 0)) return []
  if (alternatives.length === 1) return alternatives[0]!
  const width = Math.max(...alternatives.map((a) => a.length))
  const out: string[][] = []
  for (let i = 0; i < width; i++) out.push([...new Set(alternatives.flatMap((a) => a[Math.min(i, a.length - 1)]!))])
  return keepBest(out)
}

const cnfAlternative = (p: Parser): Clauses => {
  const clauses: ReadonlyArray<string>[] = []
  while (p.at < p.tokens.length && peek(p) !== '|' && peek(p) !== ')') clauses.push(...cnfPiece(p))
  return keepBest(clauses)
}

const cnfPiece = (p: Parser): Clauses => {
  const token = peek(p)
  p.at++
  const run = !SYNTAX.test(token)
  const needs = run ? [] : cnfAtom(p, token)
  const quantifier = peek(p)
  if (!QUANTIFIER.test(quantifier)) return run ? asClauses(runNeeds(token)) : needs
  p.at++
  if (run) {
    const cut = token.length - (token.length > 1 && /[\udc00-\udfff]/u.test(token.slice(-1)) ? 2 : 1)
    return [...asClauses(runNeeds(token.slice(0, cut))), ...(OPTIONAL.test(quantifier) ? [] : asClauses(runNeeds(token.slice(cut))))]
  }
  return OPTIONAL.test(quantifier) ? [] : needs
}

const cnfAtom = (p: Parser, token: string): Clauses => {
  if (token === '^' || token === '$' || token === '.' || token.startsWith('[')) return []
  if (token.startsWith('\\')) return asClauses(escape(token))
  if (!token.startsWith('(')) throw new Error(`unexpected ${token}`)
  const inner = cnfDisjunction(p)
  if (peek(p) !== ')') throw new Error('unclosed group')
  p.at++
  return LOOKAROUND.test(token) ? [] : inner
}
