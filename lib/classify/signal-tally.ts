import { addTallies, SignalTally } from '../../events/signal-tally.js'
import type { ConcreteScamType } from './lexicon/index.js'

/** The tally's codec and sum live with the events that record it; the classifier names its keys. */
export { addTallies, SignalTally }
/** Key of a type's summed cue weight. */
export const typeKey = (type: ConcreteScamType): string => `type:${type}`
/** Weight of scam moves that name no type: deadlines, advance fees, OTP requests, threats. */
export const SCAM_KEY = 'scam'
/** Weight of marks of ordinary messages: never-share warnings, debit notices, bill splitting. */
export const BENIGN_KEY = 'benign'
/**
 * Weight of marks that a payment goes only through the organisation's own channels (its app, a
 * branch, a grace period): benign only while the evidence names no place of the sender's own.
 */
export const OFFICIAL_KEY = 'official'
/** Number of scammer messages tallied. */
export const MESSAGES_KEY = 'messages'

