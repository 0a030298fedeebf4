import * as t from 'io-ts'
import { HistoryItem, StoredMessage } from './stored-message.js'

/**
 * A scammer message arrived and was accepted. `newHistory` holds only the history items this
 * session had not seen before (the partner resends the whole history every turn); `messageIsNew`
 * is false when the incoming message itself repeats one already seen (a client retry).
 */
export const TurnReceived = t.type({
  type: t.literal('TurnReceived'),
  version: t.number,
  at: t.number,
  turn: t.number,
  message: StoredMessage,
  messageIsNew: t.boolean,
  newHistory: t.readonlyArray(HistoryItem),
  metadata: t.type({ channel: t.string, language: t.string, locale: t.string }),
  source: t.string,
})
export type TurnReceived = t.TypeOf<typeof TurnReceived>
