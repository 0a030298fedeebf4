import type { PhraseBook } from './phrase-book.js'
import { seedFor, seededOrder } from './seeded.js'

/**
 * The opening of a reply: a stall taken from a per-session shuffle by turn, so turns 1..n of a
 * session never share one, plus a lead-in that changes each time the stalls wrap around. The
 * pair is distinct for every turn up to stalls × lead-ins (over two hundred), which is what
 * keeps a long session free of repeated replies even beyond the recent replies a turn can see.
 * `salt` moves to another stall when a reply would still collide.
 */
export const chooseStall = (book: PhraseBook, sessionId: string, turn: number, salt: number): string => {
  const stalls = book.stalls.length
  const order = seededOrder(stalls, seedFor(sessionId, 'stall'))
  const index = (turn - 1 + salt) % stalls
  const stall = book.stalls[order[index] ?? 0] ?? ''
  const nudge = book.nudges[Math.floor((turn - 1) / stalls) % book.nudges.length] ?? ''
  return nudge === '' ? stall : `${nudge} ${stall}`
}
