/**
 * A checker for the subset of JSON Schema (2020-12, as OpenAPI 3.1 uses it) that openapi.yaml
 * uses. It refuses any other keyword, so the description cannot quietly rely on a rule nobody
 * checks. Small on purpose: the project takes no validator dependency for its tests.
 */
export type Schema = boolean | { readonly [keyword: string]: unknown }

// Keywords that describe and never constrain.
const annotations = new Set(['description', 'title', 'default', 'examples', 'format', 'deprecated', 'readOnly', 'writeOnly'])
const assertions = new Set([
  '$ref', 'type', 'enum', 'const', 'required', 'properties', 'additionalProperties', 'items',
  'minimum', 'maximum', 'minLength', 'maxLength', 'pattern', 'oneOf', 'maxItems',
])

const typeOf = (v: unknown): string =>
  v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v

const hasType = (v: unknown, type: string): boolean => {
  const actual = typeOf(v)
  return actual === type || (type === 'number' && actual === 'integer')
}

const at = (path: string, key: string | number): string => (typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`)

const isObject = (v: unknown): v is Record<string, unknown> => typeOf(v) === 'object'

/** Resolves `#/a/b/c` against the document the schema lives in. */
const resolve = (root: unknown, ref: string): Schema => {
  if (!ref.startsWith('#/')) throw new Error(`only local references are supported: ${ref}`)
  let node: unknown = root
  for (const part of ref.slice(2).split('/')) {
    node = isObject(node) ? node[part.replaceAll('~1', '/').replaceAll('~0', '~')] : undefined
    if (node === undefined) throw new Error(`unresolved reference ${ref}`)
  }
  return node as Schema
}

/**
 * The problems of `value` against `schema`, each as `path: what is wrong`; empty when it conforms.
 * Throws when the schema itself steps outside the supported subset.
 */
export const checkJsonSchema = (schema: Schema, value: unknown, root: unknown = schema, path = ''): ReadonlyArray<string> => {
  if (schema === true) return []
  if (schema === false) return [`${path || '(root)'}: no value is allowed here`]
  for (const k of Object.keys(schema)) {
    if (!annotations.has(k) && !assertions.has(k)) throw new Error(`${path || '(root)'}: schema keyword "${k}" is not supported by the checker`)
  }
  const here = path || '(root)'
  const s = schema as Record<string, any>
  if (typeof s['$ref'] === 'string') return checkJsonSchema(resolve(root, s['$ref']), value, root, path)
  if (s['type'] !== undefined) {
    const types: ReadonlyArray<string> = Array.isArray(s['type']) ? s['type'] : [s['type']]
    if (!types.some((t) => hasType(value, t))) return [`${here}: must be ${types.join(' or ')}, is ${typeOf(value)}`]
  }
  const problems: string[] = []
  if (s['const'] !== undefined && JSON.stringify(s['const']) !== JSON.stringify(value)) problems.push(`${here}: must be ${JSON.stringify(s['const'])}`)
  if (Array.isArray(s['enum']) && !s['enum'].some((e: unknown) => JSON.stringify(e) === JSON.stringify(value))) {
    problems.push(`${here}: must be one of ${s['enum'].join(', ')}, is ${JSON.stringify(value)}`)
  }
  if (typeof value === 'number') {
    if (typeof s['minimum'] === 'number' && value < s['minimum']) problems.push(`${here}: must be at least ${s['minimum']}`)
    if (typeof s['maximum'] === 'number' && value > s['maximum']) problems.push(`${here}: must be at most ${s['maximum']}`)
  }
  if (typeof value === 'string') {
    const length = [...value].length
    if (typeof s['minLength'] === 'number' && length < s['minLength']) problems.push(`${here}: must have at least ${s['minLength']} characters`)
    if (typeof s['maxLength'] === 'number' && length > s['maxLength']) problems.push(`${here}: must have at most ${s['maxLength']} characters`)
    if (typeof s['pattern'] === 'string' && !new RegExp(s['pattern'], 'u').test(value)) problems.push(`${here}: must match ${s['pattern']}`)
  }
  if (Array.isArray(value) && typeof s['maxItems'] === 'number' && value.length > s['maxItems']) problems.push(`${here}: must have at most ${s['maxItems']} items`)
  if (Array.isArray(value) && s['items'] !== undefined) {
    value.forEach((item, i) => problems.push(...checkJsonSchema(s['items'], item, root, at(path, i))))
  }
  if (isObject(value)) {
    const properties: Record<string, Schema> = s['properties'] ?? {}
    for (const name of s['required'] ?? []) if (!(name in value)) problems.push(`${at(path, name)}: is required`)
    for (const [name, v] of Object.entries(value)) {
      const sub = properties[name] ?? s['additionalProperties']
      if (sub !== undefined) problems.push(...checkJsonSchema(sub, v, root, at(path, name)))
    }
  }
  if (Array.isArray(s['oneOf'])) {
    const each: ReadonlyArray<ReadonlyArray<string>> = s['oneOf'].map((sub: Schema) => checkJsonSchema(sub, value, root, path))
    const matching = each.filter((p) => p.length === 0).length
    if (matching > 1) problems.push(`${here}: matches ${matching} alternatives of a oneOf, must match exactly one`)
    // No alternative fits: the nearest one's problems say most about what is wrong.
    if (matching === 0) problems.push(...[...each].sort((a, b) => a.length - b.length)[0]!.map((p) => `${p} (nearest alternative of a oneOf)`))
  }
  return problems
}
