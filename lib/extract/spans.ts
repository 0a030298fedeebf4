/** A stretch of the message, `end` exclusive, in UTF-16 code units like `String.prototype.slice`. */
export type Span = { readonly start: number; readonly end: number }

/**
 * The text with each span blanked to spaces of the same length, so offsets stay valid for the
 * finders that run later and no finder reads a value another one has already claimed
 * (digits inside a link are not a phone, a `name@domain.tld` is not a UPI id).
 */
export const maskSpans = (text: string, spans: readonly Span[]): string => {
  if (spans.length === 0) return text
  const sorted = [...spans].sort((a, b) => a.start - b.start)
  const parts: string[] = []
  let at = 0
  for (const s of sorted) {
    const start = Math.max(s.start, at)
    if (s.end <= start) continue
    parts.push(text.slice(at, start), ' '.repeat(s.end - start))
    at = s.end
  }
  parts.push(text.slice(at))
  return parts.join('')
}

/** Bracketed stage directions of LLM scammers (`[creating urgency]`, `[दबाव]`): words only, never evidence. */
const stageDirection = /\[\p{L}[\p{L}\p{M} ,'’-]{2,60}\]/gu

export const maskStageDirections = (text: string): string =>
  maskSpans(
    text,
    matchesOf(stageDirection, text, 256)
      .filter((m) => !/^\[(?:at|dot)\]$/i.test(m[0]))
      .map((m) => ({ start: m.index, end: m.index + m[0].length })),
  )

/** Runs `re` (global) over `text`, stopping after `limit` matches so a hostile message stays cheap. */
export const matchesOf = (re: RegExp, text: string, limit: number): RegExpExecArray[] => {
  const out: RegExpExecArray[] = []
  re.lastIndex = 0
  for (let m = re.exec(text); m !== null && out.length < limit; m = re.exec(text)) {
    out.push(m)
    if (m[0].length === 0) re.lastIndex++
  }
  re.lastIndex = 0
  return out
}
