import * as t from 'io-ts'
import { Timestamp } from './timestamp.js'

/**
 * A conversation message as it arrives: `sender` is free text, `timestamp` decoded to Unix seconds.
 * Exact: any other field is dropped when decoding, so nothing the client adds reaches the log.
 */
export const Message = t.exact(
  t.type({
    sender: t.string,
    text: t.string,
    timestamp: Timestamp,
  }),
)
export type Message = t.TypeOf<typeof Message>

/** The spec's own-senders: a history item from one of these is the service's own earlier message. */
export const ownSenders: ReadonlySet<string> = new Set(['honeypot', 'bot', 'agent', 'assistant', 'ai'])

export const isOwnSender = (sender: string): boolean => ownSenders.has(sender.trim().toLowerCase())
