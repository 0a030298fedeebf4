import type { Evidence } from '../evidence.js'
import type { ScamType } from '../scam-type.js'
import { chooseAsk } from './choose-ask.js'
import { chooseRemark } from './choose-remark.js'
import { chooseStall } from './choose-stall.js'
import type { Persona } from './persona/persona.js'
import { pickFresh } from './pick-fresh.js'
import { phraseBookFor } from './phrase-book.js'
import { rotate, seedFor } from './seeded.js'
import { isProbe, spotCues } from './spot-cues.js'

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

/**
 * The persona's reply for one turn: a stall, a red flag named in the persona's voice, and a
 * question that asks who the scammer is and for the evidence still missing. Pure: the same
 * context gives the same reply (a replay reproduces it), the session id seeds the variation,
 * and no reply repeats within a session. Nothing from the scammer's text is echoed back, so a
 * reply never carries payment details or anything credential-like.
 */
export const composeReply = (ctx: ReplyContext): string => {
  const book = phraseBookFor(ctx.persona.language)
  const turn = Math.max(1, Math.floor(ctx.turn))
  const cues = spotCues(ctx.latestText)
  // A message classified genuine, or unclassified and raising no red flag, gets no suspicion.
  const benign = ctx.scamType === 'NOT_SCAM' || (ctx.scamType === 'UNKNOWN' && cues.length === 0)
  const common = { sessionId: ctx.sessionId, turn, recentReplies: ctx.recentReplies, benign }
  const probe = isProbe(ctx.latestText)
    ? pickFresh(rotate(book.probeReactions, seedFor(ctx.sessionId, 'probe') + turn), ctx.recentReplies)
    : ''
  const remark = chooseRemark(book, { ...common, cues })
  const ask = chooseAsk(book, { ...common, scamType: ctx.scamType, evidence: ctx.evidence })
  const replyWith = (salt: number): string =>
    [probe, chooseStall(book, ctx.sessionId, turn, salt), remark, ask].filter((part) => part !== '').join(' ')
  for (let salt = 0; salt < book.stalls.length; salt++) {
    const reply = replyWith(salt)
    if (!ctx.recentReplies.includes(reply)) return reply
  }
  return replyWith(0)
}
