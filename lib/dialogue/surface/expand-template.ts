import { setBounded } from '../../bounded-map.js'

/** A template's slot values: a record, or a function that gives a slot's value when a template says it. */
export type Slots = Readonly<Record<string, string | undefined>> | ((slot: string) => string | undefined)

/**
 * One sentence from a template: `{a|b|c}` takes one of its alternatives (an empty one is
 * allowed), `<slot>` takes the slot's value. A template naming a slot that has no value gives
 * nothing, so the caller picks another: a line about "my son" is never said once the scammer
 * said to keep the son out of it. Alternatives do not nest; templates are short, written by us.
 */
export const expandTemplate = (template: string, draw: () => number, slots: Slots): string | undefined => {
  const valueOf = typeof slots === 'function' ? slots : (slot: string) => slots[slot]
  const parsed = parsedTemplate(template)
  const out = parsed === null ? fill(template, draw, valueOf) : fillParsed(parsed, draw, valueOf)
  // An empty alternative can leave a doubled space or a space before punctuation.
  if (out === undefined) return undefined
  const tidy = out.includes('  ') ? out.replace(/ {2,}/gu, ' ') : out
  return (/ [,.?!।]/u.test(tidy) ? tidy.replace(/ ([,.?!।])/gu, '$1') : tidy).trim()
}

const OPEN_BRACE = 123
const OPEN_ANGLE = 60

// A reply expands a few dozen templates; the text between choices and slots is copied as a whole.
const fill = (template: string, draw: () => number, valueOf: (slot: string) => string | undefined): string | undefined => {
  let out = ''
  let i = 0
  const n = template.length
  while (i < n) {
    let j = i
    while (j < n && template.charCodeAt(j) !== OPEN_BRACE && template.charCodeAt(j) !== OPEN_ANGLE) j++
    if (j > i) out += template.slice(i, j)
    if (j === n) break
    if (template.charCodeAt(j) === OPEN_BRACE) {
      const close = template.indexOf('}', j)
      const inner = template.slice(j + 1, close)
      const options = inner.split('|')
      // An alternative naming a missing slot is dropped, so "{, <relative> visits|}" still says something.
      const usable = inner.includes('<') ? options.map((o) => (o.includes('<') ? fill(o, draw, valueOf) : o)).filter((o): o is string => o !== undefined) : options
      out += usable[Math.floor(draw() * usable.length)] ?? ''
      i = close + 1
    } else {
      const close = template.indexOf('>', j)
      const value = valueOf(template.slice(j + 1, close))
      if (value === undefined) return undefined
      out += value
      i = close + 1
    }
  }
  return out
}

// A pack's templates are expanded again and again: each is read into its pieces once. A piece is
// text, a slot's name, or a choice (its alternatives, each read into pieces when it names a slot).
type Piece = string | { readonly slot: string } | { readonly options: ReadonlyArray<string>; readonly read: ReadonlyArray<Pieces | null> | null }
type Pieces = ReadonlyArray<Piece>

// null: a template `fill` reads otherwise than as its pieces (a brace or bracket never closed), left to `fill`.
const pieces = (template: string): Pieces | null => {
  const out: Piece[] = []
  let i = 0
  const n = template.length
  while (i < n) {
    let j = i
    while (j < n && template.charCodeAt(j) !== OPEN_BRACE && template.charCodeAt(j) !== OPEN_ANGLE) j++
    if (j > i) out.push(template.slice(i, j))
    if (j === n) break
    if (template.charCodeAt(j) === OPEN_BRACE) {
      const close = template.indexOf('}', j)
      if (close === -1) return null
      const inner = template.slice(j + 1, close)
      const options = inner.split('|')
      const read = inner.includes('<') ? options.map((o) => (o.includes('<') ? pieces(o) : null)) : null
      if (read !== null && read.some((r, k) => r === null && options[k]!.includes('<'))) return null
      out.push({ options, read })
      i = close + 1
    } else {
      const close = template.indexOf('>', j)
      if (close === -1) return null
      out.push({ slot: template.slice(j + 1, close) })
      i = close + 1
    }
  }
  return out
}

const readTemplates = new Map<string, Pieces | null>()
const parsedTemplate = (template: string): Pieces | null => {
  const known = readTemplates.get(template)
  if (known !== undefined) return known
  const read = pieces(template)
  setBounded(readTemplates, template, read, 8192)
  return read
}

// `fill` over a template's pieces: the same choices drawn in the same order, the same slots read.
const fillParsed = (parts: Pieces, draw: () => number, valueOf: (slot: string) => string | undefined): string | undefined => {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if ('slot' in part) {
      const value = valueOf(part.slot)
      if (value === undefined) return undefined
      out += value
    } else {
      const read = part.read
      const usable =
        read === null
          ? part.options
          : part.options.map((o, k) => (read[k] === null ? o : fillParsed(read[k]!, draw, valueOf))).filter((o): o is string => o !== undefined)
      out += usable[Math.floor(draw() * usable.length)] ?? ''
    }
  }
  return out
}

/** The slots a template needs, for tests that check every pack fills every template it can. */
export const slotsOf = (template: string): ReadonlyArray<string> => [...template.matchAll(/<([a-zA-Z]+)>/gu)].map((m) => m[1]!)
