import { hash } from 'node:crypto'

// One-shot `hash` (Node >= 21.7): the same digest as createHash().update().digest(), without the
// Hash object; about 37 keys are computed per partner turn.
const digest = (parts: ReadonlyArray<string>): string => hash('sha256', parts.join('\u0000'), 'base64url').slice(0, 16)

/**
 * Identity of a scammer-side message, so the history the partner resends every turn is counted
 * and analysed once. Sender, text and timestamp together: a scammer may repeat a text.
 */
export const messageKey = (sender: string, text: string, timestampSeconds: number): string =>
  digest(['m', sender.trim().toLowerCase(), text, timestampSeconds.toFixed(3)])

/**
 * Identity of a reply of the service's. The partner echoes replies back under its own sender name
 * and its own timestamp, so only the text identifies them (decision 4).
 */
export const replyKey = (text: string): string => digest(['r', text.trim()])
