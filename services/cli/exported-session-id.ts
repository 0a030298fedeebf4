import type { SessionEvent } from '../../events/session-event.js'

/**
 * The session an exported log belongs to, as its events tell it: every recorded callback carries
 * the payload the collector received, session id included. `undefined` when the log recorded no
 * callback (the events themselves do not name their session).
 */
export const exportedSessionIdOf = (events: ReadonlyArray<SessionEvent>): string | undefined => {
  for (const e of events) {
    if (e.type !== 'CallbackAttempted' || typeof e.payload !== 'object' || e.payload === null) continue
    const sessionId = (e.payload as { readonly sessionId?: unknown }).sessionId
    if (typeof sessionId === 'string') return sessionId
  }
  return undefined
}
