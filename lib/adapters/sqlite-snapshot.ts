import * as O from 'fp-ts/lib/Option.js'
import { SessionState } from '../../events/session-state.js'
import { decodeJsonText } from './store-errors.js'

/** The projection's message-key lists, stored as rows of their own beside the snapshot. */
export type MessageKeys = { readonly seenMessages: ReadonlyArray<string>; readonly replyKeys: ReadonlyArray<string> }

/**
 * The snapshot as the sessions row stores it: the projection as JSON without its message-key
 * lists, which grow with the session and are stored as rows (only the new ones per append).
 */
export const encodeSnapshot = (state: SessionState): string => {
  const { seenMessages: _seen, replyKeys: _replies, ...rest } = SessionState.encode(state)
  return JSON.stringify(rest)
}

/**
 * The projection back from a sessions row: `keys` are the lists read from their rows, or none for
 * a row written before they had rows, whose JSON still holds them. None when it does not decode.
 */
export const decodeSnapshot = (text: string, keys: O.Option<MessageKeys>): O.Option<SessionState> => {
  if (O.isNone(keys)) return decodeJsonText(SessionState, text)
  try {
    const stored: unknown = JSON.parse(text)
    return typeof stored === 'object' && stored !== null
      ? O.fromEither(SessionState.decode({ ...stored, ...keys.value }))
      : O.none
  } catch {
    return O.none
  }
}
