import * as t from 'io-ts'
import { encodedAsIs } from '../lib/codec/encoded-as-is.js'

/** A message as the service received it, timestamp decoded to Unix seconds. */
export const StoredMessage = t.type({
  sender: t.string,
  text: t.string,
  timestamp: t.number,
})
export type StoredMessage = t.TypeOf<typeof StoredMessage>

/** A history item seen for the first time; `own` when it is one of the service's own messages. */
export const HistoryItem = encodedAsIs(t.intersection([StoredMessage, t.type({ own: t.boolean })]))
export type HistoryItem = t.TypeOf<typeof HistoryItem>
