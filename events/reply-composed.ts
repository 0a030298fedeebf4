import * as t from 'io-ts'
import { Moves } from '../lib/dialogue/moves.js'
import { encodedAsIs } from '../lib/codec/encoded-as-is.js'

export const PersonaRef = t.type({ id: t.string, label: t.string, language: t.string })
export type PersonaRef = t.TypeOf<typeof PersonaRef>

/**
 * The persona chosen for a turn, the reply returned to the scammer, and the dialogue moves the
 * reply makes (`moves`; absent from events logged before the dialogue manager).
 */
export const ReplyComposed = encodedAsIs(
  t.intersection([
    t.type({
      type: t.literal('ReplyComposed'),
      version: t.number,
      at: t.number,
      turn: t.number,
      persona: PersonaRef,
      reply: t.string,
    }),
    t.partial({ moves: Moves }),
  ]),
)
export type ReplyComposed = t.TypeOf<typeof ReplyComposed>
