import * as t from 'io-ts'

export const PersonaRef = t.type({ id: t.string, label: t.string, language: t.string })
export type PersonaRef = t.TypeOf<typeof PersonaRef>

/** The persona chosen for a turn and the reply returned to the scammer. */
export const ReplyComposed = t.type({
  type: t.literal('ReplyComposed'),
  version: t.number,
  at: t.number,
  turn: t.number,
  persona: PersonaRef,
  reply: t.string,
})
export type ReplyComposed = t.TypeOf<typeof ReplyComposed>
