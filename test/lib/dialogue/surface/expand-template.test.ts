import fc from 'fast-check'
import t from 'tap'
import { expandTemplate } from '../../../../lib/dialogue/surface/expand-template.js'

// The template reading the remembered pieces stand in for: a character scan of every expansion.
const fillPlain = (template: string, draw: () => number, slots: Readonly<Record<string, string | undefined>>): string | undefined => {
  let out = ''
  let i = 0
  while (i < template.length) {
    let j = i
    while (j < template.length && template[j] !== '{' && template[j] !== '<') j++
    out += template.slice(i, j)
    if (j === template.length) break
    if (template[j] === '{') {
      const close = template.indexOf('}', j)
      const inner = template.slice(j + 1, close)
      const options = inner.split('|')
      const usable = inner.includes('<') ? options.map((o) => (o.includes('<') ? fillPlain(o, draw, slots) : o)).filter((o): o is string => o !== undefined) : options
      out += usable[Math.floor(draw() * usable.length)] ?? ''
    } else {
      const close = template.indexOf('>', j)
      const value = slots[template.slice(j + 1, close)]
      if (value === undefined) return undefined
      out += value
    }
    i = (template[j] === '{' ? template.indexOf('}', j) : template.indexOf('>', j)) + 1
  }
  return out
}
const expandPlain = (template: string, draw: () => number, slots: Readonly<Record<string, string | undefined>>): string | undefined => {
  const out = fillPlain(template, draw, slots)
  if (out === undefined) return undefined
  const tidy = out.replace(/ {2,}/gu, ' ')
  return tidy.replace(/ ([,.?!।])/gu, '$1').trim()
}

const draws = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0
    return a / 4294967296
  }
}
const slotName = fc.constantFrom('name', 'city', 'relative', 'missing')
const plain = fc.constantFrom('', ' ', 'I live ', 'alone', ', ', '.', ' .', 'पैसा ', '  ')
const option = fc.oneof(plain, slotName.map((s) => `, <${s}> visits`))
const piece = fc.oneof(plain, slotName.map((s) => `<${s}>`), fc.array(option, { minLength: 1, maxLength: 4 }).map((os) => `{${os.join('|')}}`))
const template = fc.array(piece, { maxLength: 8 }).map((ps) => ps.join(''))
const slots = fc.record({ name: fc.constantFrom('Arvind', undefined), city: fc.constantFrom('Pune', 'नागपुर'), relative: fc.constantFrom('my son', undefined) })

t.test('when any template is expanded, again and again', async (t) => {
  fc.assert(
    fc.property(template, slots, fc.integer(), (tpl, values, seed) => {
      const a = draws(seed)
      const b = draws(seed)
      const asRecord = [expandTemplate(tpl, a, values), expandTemplate(tpl, a, values)]
      const asFunction = expandTemplate(tpl, draws(seed), (s) => (values as Record<string, string | undefined>)[s])
      const expected = [expandPlain(tpl, b, values), expandPlain(tpl, b, values)]
      return asRecord[0] === expected[0] && asRecord[1] === expected[1] && asFunction === expected[0] && a() === b()
    }),
    { numRuns: 3000 },
  )
  t.pass('it says what a plain reading says, with the same draws, whether the slots are a record or a function')
})

t.test('when a slot is never closed', async (t) => {
  t.equal(expandTemplate('I live in <city', () => 0, {}), undefined, 'a slot with no value gives nothing, as the plain reading does')
})
