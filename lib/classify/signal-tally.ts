import { addTallies, SignalTally } from '../../events/signal-tally.js'
import type { ConcreteScamType, Lever } from './lexicon/index.js'

/** The tally's codec and sum live with the events that record it; the classifier names its keys. */
export { addTallies, SignalTally }
/** Key of a type's summed pretext cue weight: who the scammer claims to be, what the story is. */
export const pretextKey = (type: ConcreteScamType): string => `pretext:${type}`
/**
 * Key a type's cue weight had before pretexts and levers were read apart (sessions recorded by an
 * older version): read as that type's pretext, so such a session keeps its type when it goes on.
 */
export const legacyTypeKey = (type: ConcreteScamType): string => `type:${type}`
/** Weight of the pretexts of the families without a label (utility bills, money sent by mistake, refunds). */
export const UNLABELLED_KEY = 'pretext:UNLABELLED'
/** Key of a lever's summed cue weight: how the scammer presses. */
export const leverKey = (lever: Lever): string => `lever:${lever}`
/** Weight of a crypto payment channel asked for (bitcoin, USDT, an exchange): weak evidence of a crypto scam. */
export const CHANNEL_KEY = 'channel:crypto'
/** Weight of scam moves that name no type: demands for codes, fees and payments, deadlines, secrecy. */
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
