import * as t from 'io-ts'
import { withDefault } from '../../lib/codec/with-default.js'
import { Message } from '../../lib/message.js'

const SessionId = new t.Type<string, string, unknown>(
  'SessionId',
  t.string.is,
  (u, c) =>
    typeof u !== 'string'
      ? t.failure(u, c, 'must be a string')
      : u.trim().length === 0
        ? t.failure(u, c, 'must not be empty')
        : u.length > 256
          ? t.failure(u, c, 'must be at most 256 characters')
          : t.success(u),
  t.identity,
)

/** The inbound request body of the spec; `conversationHistory` defaults to `[]`, `source` to `partner`. */
export const HoneypotRequest = t.type({
  sessionId: SessionId,
  message: Message,
  conversationHistory: withDefault(t.readonlyArray(Message), []),
  metadata: t.type({ channel: t.string, language: t.string, locale: t.string }),
  source: withDefault(t.keyof({ partner: null, testing: null }), 'partner'),
})
export type HoneypotRequest = t.TypeOf<typeof HoneypotRequest>
