import { createHash } from 'node:crypto'

const digest = (parts: ReadonlyArray<string>): string =>
  createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 16)

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
