import * as t from 'io-ts'

/** A path such as `message.timestamp` or `conversationHistory[2].text`, skipping union/intersection members. */
const pathOf = (context: t.Context): string =>
  context.reduce((path, entry, i) => {
    const parent = context[i - 1]?.type
    if (i === 0 || parent instanceof t.UnionType || parent instanceof t.IntersectionType) return path
    if (/^\d+$/u.test(entry.key)) return `${path}[${entry.key}]`
    return path === '' ? entry.key : `${path}.${entry.key}`
  }, '')

const describe = (e: t.ValidationError): string => {
  if (e.message !== undefined) return e.message
  if (e.value === undefined) return 'is required'
  const expected = e.context[e.context.length - 1]?.type.name ?? 'a valid value'
  return `must be ${expected}`
}

// A body of 1 MiB can hold 300,000 bad history items: a client learns what to fix from the first
// few, and an answer 15 times the size of its request would make the service an amplifier.
const MAX_DETAILS = 20

/**
 * Each bad field once, named by its path: `message.timestamp: must be non-negative`; past 20, one
 * last line says how many more there are.
 */
export const describeErrors = (errors: t.Errors): ReadonlyArray<string> => {
  const byPath = new Map<string, string>()
  for (const e of errors) {
    const path = pathOf(e.context) || '(body)'
    if (!byPath.has(path)) byPath.set(path, `${path}: ${describe(e)}`)
  }
  const all = [...byPath.values()]
  return all.length <= MAX_DETAILS ? all : [...all.slice(0, MAX_DETAILS), `and ${all.length - MAX_DETAILS} more`]
}
