import type { SessionState } from '../../events/session-state.js'
import { toThousandths } from '../to-thousandths.js'

export type Engagement = { readonly engagementDurationSeconds: number; readonly totalMessagesExchanged: number }

/**
 * Decision 5: seconds from the earliest usable message timestamp (or the first receipt) to the
 * latest turn, never negative, millisecond precision; and the distinct messages of both sides.
 * The clock stops at the latest turn, so the final report and a replay agree with the last
 * per-turn figures: silence after the scammer leaves is not engagement.
 */
export const engagementOf = (s: SessionState): Engagement => {
  const end = s.lastActivityAt
  const startSeconds = s.startedAt ?? (s.firstReceivedAt === null ? null : s.firstReceivedAt / 1000)
  const seconds = end === null || startSeconds === null ? 0 : Math.max(0, end / 1000 - startSeconds)
  return {
    engagementDurationSeconds: toThousandths(seconds),
    totalMessagesExchanged: s.messageCount,
  }
}
