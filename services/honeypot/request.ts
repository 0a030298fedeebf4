import * as t from 'io-ts'
import { SessionId } from '../../lib/codec/session-id.js'
import { withDefault } from '../../lib/codec/with-default.js'
import { Message } from '../../lib/message.js'

/** The inbound request body of the spec; `conversationHistory` defaults to `[]`, `source` to `partner`. */
export const HoneypotRequest = t.type({
  sessionId: SessionId,
  message: Message,
  conversationHistory: withDefault(t.readonlyArray(Message), []),
  metadata: t.type({ channel: t.string, language: t.string, locale: t.string }),
  source: withDefault(t.keyof({ partner: null, testing: null }), 'partner'),
})
export type HoneypotRequest = t.TypeOf<typeof HoneypotRequest>
