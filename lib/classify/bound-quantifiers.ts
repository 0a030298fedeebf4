/**
 * Most repetitions a cue's `*`, `+` or `{n,}` may take once compiled. A cue reads words, a few
 * separators or a number: no real match needs more, and a bound keeps what one start position can
 * cost constant. Unbounded, `(?:return)\w*.{0,30}(?:when)` costs a pass over the rest of a run
 * from every "return" in it: "returnreturn…" went quadratic.
 */
export const MAX_REPEAT = 32

// Escapes and character classes are copied as they are; a `*` or `+` inside them is no quantifier.
const PIECES = /\\[\s\S]|\[(?:\\[\s\S]|[^\]\\])*\]|\{(\d+),\}|[*+]/gu

/**
 * A regex source with every unbounded quantifier bounded at `MAX_REPEAT` (`*` is `{0,32}`, `+`
 * is `{1,32}`, `{n,}` is `{n,max(n,32)}`; a lazy `?` after one stays), so every match attempt
 * reads a bounded stretch and a scan of the text is linear in its length.
 */
export const boundQuantifiers = (source: string): string =>
  source.replace(PIECES, (piece: string, min: string | undefined) => {
    if (min !== undefined) return `{${min},${Math.max(Number(min), MAX_REPEAT)}}`
    if (piece === '*') return `{0,${MAX_REPEAT}}`
    if (piece === '+') return `{1,${MAX_REPEAT}}`
    return piece
  })
