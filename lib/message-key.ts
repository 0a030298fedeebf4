import { hash } from 'node:crypto'
import { setBounded } from './bounded-map.js'

// The partner resends the whole history every turn, so the same items are keyed turn after turn
// (decided, then folded): the digests of recent texts are kept. A bounded first-in-first-out map
// per side: under a long history or many sessions it only misses more. The memos are keyed by the
// text itself, not by the digest's input: building that input copies the whole text on every
// lookup, for a few dozen items a turn. Longer texts are hashed each time, so the memos stay a few
// MB however large the texts.
const MEMO_ENTRIES = 2048
const MEMO_MAX_CHARS = 1000

// One-shot `hash` (Node >= 21.7): the same digest as createHash().update().digest(), without the
// Hash object.
const digest = (input: string): string => hash('sha256', input, 'base64url').slice(0, 16)

// A message's text, then its timestamp, then its sender: the same text sent again at another time
// is another message (and the benchmark's sessions all send the same scripts).
const MESSAGES_PER_TEXT = 16
const messages = new Map<string, Map<number, { readonly sender: string; readonly key: string }>>()
const replies = new Map<string, string>()

/**
 * Identity of a scammer-side message, so the history the partner resends every turn is counted
 * and analysed once. Sender, text and timestamp together: a scammer may repeat a text.
 */
export const messageKey = (sender: string, text: string, timestampSeconds: number): string => {
  const memo = text.length <= MEMO_MAX_CHARS
  let byTime = memo ? messages.get(text) : undefined
  const known = byTime?.get(timestampSeconds)
  if (known !== undefined && known.sender === sender) return known.key
  const key = digest(`m\u0000${sender.trim().toLowerCase()}\u0000${text}\u0000${timestampSeconds.toFixed(3)}`)
  if (memo) {
    if (byTime === undefined) setBounded(messages, text, (byTime = new Map()), MEMO_ENTRIES)
    setBounded(byTime, timestampSeconds, { sender, key }, MESSAGES_PER_TEXT)
  }
  return key
}

/**
 * Identity of a reply of the service's. The partner echoes replies back under its own sender name
 * and its own timestamp, so only the text identifies them (decision 4).
 */
export const replyKey = (text: string): string => {
  const known = text.length > MEMO_MAX_CHARS ? undefined : replies.get(text)
  if (known !== undefined) return known
  const key = digest(`r\u0000${text.trim()}`)
  if (text.length <= MEMO_MAX_CHARS) setBounded(replies, text, key, MEMO_ENTRIES)
  return key
}
