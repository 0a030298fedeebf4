/**
 * The first option, in preference order, that no recent reply contains; when every option has
 * been used, the one used longest ago. A scammer who sees the same sentence twice smells a bot,
 * and the recent replies are the only memory a pure reply function has.
 */
export const pickFresh = (options: ReadonlyArray<string>, recentReplies: ReadonlyArray<string>): string => {
  let best = options[0] ?? ''
  let bestLastUse = Number.POSITIVE_INFINITY
  for (const option of options) {
    const lastUse = lastIndexContaining(recentReplies, option)
    if (lastUse === -1) return option
    if (lastUse < bestLastUse) {
      best = option
      bestLastUse = lastUse
    }
  }
  return best
}

const lastIndexContaining = (replies: ReadonlyArray<string>, part: string): number => {
  for (let i = replies.length - 1; i >= 0; i--) if (replies[i]?.includes(part)) return i
  return -1
}
