import type { Evidence } from '../evidence.js'
import type { ScamType } from '../scam-type.js'
import type { Persona } from './persona.js'

export type ReplyContext = {
  readonly sessionId: string
  /** 1-based turn number of this reply within the session. */
  readonly turn: number
  readonly persona: Persona
  readonly scamType: ScamType
  /** Cumulative evidence, including what the current message gave. */
  readonly evidence: Evidence
  /** The scammer's message being answered. */
  readonly latestText: string
  /** The service's latest replies in this session, most recent last (bounded). */
  readonly recentReplies: ReadonlyArray<string>
}

// First version (the dialogue issue replaces it): a question per turn, asking for what is missing.
const asks: ReadonlyArray<readonly [keyof Evidence, string]> = [
  ['phoneNumbers', 'Which number can I call you back on?'],
  ['upiIds', 'Which UPI id should I use?'],
  ['bankAccounts', 'Which account number and IFSC should I send it to?'],
  ['emailAddresses', 'What is your official email id?'],
  ['phishingLinks', 'Can you send me the website link again?'],
]
const openers = ['Oh dear, this is all so sudden.', 'I am a bit worried, why is it so urgent?', 'Wait, my glasses are somewhere.']

/** The persona's reply for one turn. Deterministic for a given context. */
export const composeReply = (ctx: ReplyContext): string => {
  const missing = asks.find(([k]) => ctx.evidence[k].length === 0)
  const ask = missing?.[1] ?? 'What is your full name and employee id?'
  const opener = openers[(ctx.turn - 1) % openers.length] ?? ''
  return `${opener} ${ask} (turn ${ctx.turn})`
}
