/**
 * Where in a message the evidence found in it was said. The extractor records each value as the
 * scammer wrote it (and normalised variants, which are not in the text and are skipped), so a plain
 * search finds it. Pure: no DOM.
 *
 * Scammers' text is hostile and may be long: at most MAX_VALUES values are looked for, each by
 * `indexOf` from the end of its previous match (values are short, so each search is linear in the
 * text), and at most MAX_MARKS places are marked, so a megabyte of text full of phone numbers costs
 * a bounded number of linear passes.
 */
export type Found = { readonly kind: string; readonly value: string }
export type Segment = { readonly text: string; readonly mark?: Found }

export const MAX_VALUES = 200
export const MAX_MARKS = 1000

type Span = { readonly start: number; readonly end: number; readonly found: Found }

export const highlight = (text: string, found: ReadonlyArray<Found>): ReadonlyArray<Segment> => {
  const spans: Span[] = []
  const seen = new Set<string>()
  for (const f of found) {
    if (seen.size >= MAX_VALUES || spans.length >= MAX_MARKS) break
    if (f.value === '' || seen.has(f.value)) continue
    seen.add(f.value)
    for (let at = text.indexOf(f.value); at !== -1 && spans.length < MAX_MARKS; at = text.indexOf(f.value, at + f.value.length)) {
      spans.push({ start: at, end: at + f.value.length, found: f })
    }
  }
  // Earliest first, the longer of two that start together (a phone inside an account number is
  // the account's); a span overlapping one already kept is dropped.
  spans.sort((a, b) => a.start - b.start || b.end - a.end)
  const out: Segment[] = []
  let pos = 0
  for (const span of spans) {
    if (span.start < pos) continue
    if (span.start > pos) out.push({ text: text.slice(pos, span.start) })
    out.push({ text: text.slice(span.start, span.end), mark: span.found })
    pos = span.end
  }
  if (pos < text.length || out.length === 0) out.push({ text: text.slice(pos) })
  return out
}
