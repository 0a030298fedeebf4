import { hash } from 'node:crypto'
import { setBounded } from './bounded-map.js'

// The partner resends the whole history every turn, so the same items are keyed turn after turn
// (decided, then folded): the digests of recent inputs are kept, by their exact digest input. A
// bounded first-in-first-out map: under a long history or many sessions it only misses more.
// Longer inputs are hashed each time, so the memo stays a few MB however large the texts.
const MEMO_ENTRIES = 2048
const MEMO_MAX_CHARS = 1000
const memo = new Map<string, string>()

// One-shot `hash` (Node >= 21.7): the same digest as createHash().update().digest(), without the
// Hash object.
const digest = (input: string): string => {
  if (input.length > MEMO_MAX_CHARS) return hash('sha256', input, 'base64url').slice(0, 16)
  const known = memo.get(input)
  if (known !== undefined) return known
  const key = hash('sha256', input, 'base64url').slice(0, 16)
  setBounded(memo, input, key, MEMO_ENTRIES)
  return key
}

/**
 * Identity of a scammer-side message, so the history the partner resends every turn is counted
 * and analysed once. Sender, text and timestamp together: a scammer may repeat a text.
 */
export const messageKey = (sender: string, text: string, timestampSeconds: number): string =>
  digest(`m\u0000${sender.trim().toLowerCase()}\u0000${text}\u0000${timestampSeconds.toFixed(3)}`)

/**
 * Identity of a reply of the service's. The partner echoes replies back under its own sender name
 * and its own timestamp, so only the text identifies them (decision 4).
 */
export const replyKey = (text: string): string => digest(`r\u0000${text.trim()}`)
