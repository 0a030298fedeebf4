import * as t from 'io-ts'
import { SessionId } from '../../lib/codec/session-id.js'
import { withDefault } from '../../lib/codec/with-default.js'
import { Message } from '../../lib/message.js'

/**
 * How many history items one request may carry. The partner sends up to ~20; a client that resends
 * a whole conversation of 1,000 turns sends about 2,000. Each item is read and analysed on the
 * service's one thread, so the bound keeps one request from holding every other for long.
 */
export const MAX_HISTORY_ITEMS = 2500

/**
 * The inbound request body of the spec; `conversationHistory` defaults to `[]`, `source` to
 * `partner`. Exact at every level: fields the spec does not name are dropped when decoding, before
 * anything is stored (the log keeps what the service understood, never a client's extras).
 */
export const HoneypotRequest = t.exact(
  t.type({
    sessionId: SessionId,
    message: Message,
    conversationHistory: withDefault(t.readonlyArray(Message), []),
    metadata: t.exact(t.type({ channel: t.string, language: t.string, locale: t.string })),
    source: withDefault(t.keyof({ partner: null, testing: null }), 'partner'),
  }),
)
export type HoneypotRequest = t.TypeOf<typeof HoneypotRequest>

/** How many history items `body` carries, before any decoding: a bound checked first costs nothing. */
export const historyLengthOf = (body: unknown): number => {
  const history = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['conversationHistory'] : undefined
  return Array.isArray(history) ? history.length : 0
}
