/**
 * One sentence from a template: `{a|b|c}` takes one of its alternatives (an empty one is
 * allowed), `<slot>` takes the slot's value. A template naming a slot that has no value gives
 * nothing, so the caller picks another: a line about "my son" is never said once the scammer
 * said to keep the son out of it. Alternatives do not nest; templates are short, written by us.
 */
export const expandTemplate = (template: string, draw: () => number, slots: Readonly<Record<string, string | undefined>>): string | undefined => {
  const out = fill(template, draw, slots)
  // An empty alternative can leave a doubled space or a space before punctuation.
  if (out === undefined) return undefined
  const tidy = out.includes('  ') ? out.replace(/ {2,}/gu, ' ') : out
  return (/ [,.?!।]/u.test(tidy) ? tidy.replace(/ ([,.?!।])/gu, '$1') : tidy).trim()
}

const OPEN_BRACE = 123
const OPEN_ANGLE = 60

// A reply expands a few dozen templates; the text between choices and slots is copied as a whole.
const fill = (template: string, draw: () => number, slots: Readonly<Record<string, string | undefined>>): string | undefined => {
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
      const usable = inner.includes('<') ? options.map((o) => (o.includes('<') ? fill(o, draw, slots) : o)).filter((o): o is string => o !== undefined) : options
      out += usable[Math.floor(draw() * usable.length)] ?? ''
      i = close + 1
    } else {
      const close = template.indexOf('>', j)
      const value = slots[template.slice(j + 1, close)]
      if (value === undefined) return undefined
      out += value
      i = close + 1
    }
  }
  return out
}

/** The slots a template needs, for tests that check every pack fills every template it can. */
export const slotsOf = (template: string): ReadonlyArray<string> => [...template.matchAll(/<([a-zA-Z]+)>/gu)].map((m) => m[1]!)
