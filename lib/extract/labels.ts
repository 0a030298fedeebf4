import { labelConnectors, type LabelClass } from './data/context-labels.js'
import type { Span } from './spans.js'

/** A context label found in the text ("account no.", "AWB", "आधार"), in text order. */
export type Label = Span & { readonly kind: LabelClass }

/** How far before a value its label may stand ("account for a fund legitimacy check: 5101…"). */
export const labelReach = 64

/** Index of the first label ending after `at` (binary search; `labels` are in text order). */
const firstEndingAfter = (labels: readonly Label[], at: number): number => {
  let lo = 0
  let hi = labels.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((labels[mid]?.end ?? 0) <= at) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** The label closest before `at`, if one ends within reach. */
export const labelBefore = (labels: readonly Label[], at: number): Label | undefined => {
  const label = labels[firstEndingAfter(labels, at) - 1]
  return label !== undefined && at - label.end <= labelReach ? label : undefined
}

/** The first label starting within `reach` after `at` ("50100234567812 खाते में"). */
export const labelAfter = (labels: readonly Label[], at: number, reach: number): Label | undefined => {
  const label = labels[firstEndingAfter(labels, at)]
  return label !== undefined && label.start >= at && label.start - at <= reach ? label : undefined
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const gap = `[\\s:.#=()'"“”‘’,\\-]*`
const connector = new RegExp(`^${gap}(?:(?:${labelConnectors.map(escape).join('|')})(?![\\p{L}\\p{M}])${gap})*$`, 'iu')

/** Whether only punctuation and words like "no." or "संख्या" stand between a label and its value. */
export const isTight = (text: string, label: Label, at: number): boolean =>
  at - label.end <= 24 && connector.test(text.slice(label.end, at))
