import { IntelKind } from './intel-kind.js'

/**
 * A value as the index names it across stores and documents: `<kind>:<normalised value>`. Kind
 * names hold no `:`, so the first one separates the two.
 */
export type ValueKey = string

export const valueKeyOf = (kind: IntelKind, value: string): ValueKey => `${kind}:${value}`

/** The kind and value of a key; undefined for a string that is not one. */
export const parseValueKey = (key: string): { readonly kind: IntelKind; readonly value: string } | undefined => {
  const colon = key.indexOf(':')
  const kind = key.slice(0, colon)
  return colon > 0 && IntelKind.is(kind) && colon < key.length - 1 ? { kind, value: key.slice(colon + 1) } : undefined
}
