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

const fill = (template: string, draw: () => number, slots: Readonly<Record<string, string | undefined>>): string | undefined => {
  let out = ''
  let i = 0
  while (i < template.length) {
    const c = template[i]!
    if (c === '{') {
      const close = template.indexOf('}', i)
      const options = template.slice(i + 1, close).split('|')
      // An alternative naming a missing slot is dropped, so "{, <relative> visits|}" still says something.
      const usable = options.map((o) => (o.includes('<') ? fill(o, draw, slots) : o)).filter((o): o is string => o !== undefined)
      out += usable[Math.floor(draw() * usable.length)] ?? ''
      i = close + 1
    } else if (c === '<') {
      const close = template.indexOf('>', i)
      const value = slots[template.slice(i + 1, close)]
      if (value === undefined) return undefined
      out += value
      i = close + 1
    } else {
      out += c
      i++
    }
  }
  return out
}

/** The slots a template needs, for tests that check every pack fills every template it can. */
export const slotsOf = (template: string): ReadonlyArray<string> => [...template.matchAll(/<([a-zA-Z]+)>/gu)].map((m) => m[1]!)
