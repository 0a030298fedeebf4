import { foldEvents } from '../../../events/evolve.js'
import { stampEvents } from '../../../events/session-event.js'
import { initialState, type SessionState } from '../../../events/session-state.js'
import { decideTurn, type TurnInput } from '../../../lib/turn/decide-turn.js'
import type { Moves } from '../../../lib/dialogue/moves.js'
import { expandTemplate, slotsOf } from '../../../lib/dialogue/surface/expand-template.js'
import type { SurfacePack } from '../../../lib/dialogue/surface/surface-pack.js'

const T0 = 1_800_000_000 // seconds

export type Turn = { readonly text: string; readonly reply: string; readonly moves: Moves | undefined }

/**
 * Plays a scammer's messages through decide + evolve, as the pipeline does (the partner echoes
 * the whole history every turn), `gapSeconds` apart, and returns each reply with its moves.
 */
export const playConversation = (
  sessionId: string,
  language: string,
  texts: ReadonlyArray<string>,
  gapSeconds = 20,
): { readonly turns: ReadonlyArray<Turn>; readonly state: SessionState } => {
  let state: SessionState = initialState(sessionId)
  const history: Array<TurnInput['message']> = []
  const turns: Turn[] = []
  const metadata = { channel: 'WhatsApp', language, locale: 'IN' }
  texts.forEach((text, i) => {
    const at = T0 + i * gapSeconds
    const message = { sender: 'scammer', text, timestamp: at }
    const now = (at + 1) * 1000
    const decision = decideTurn({ message, conversationHistory: [...history], metadata, source: 'partner' }, 10_000)(state, now)
    state = foldEvents(state, stampEvents(state.version, now, decision.events))
    const composed = decision.events.find((e) => e.type === 'ReplyComposed')
    const moves = composed !== undefined && 'moves' in composed ? composed.moves : undefined
    turns.push({ text, reply: decision.result.reply, moves })
    history.push(message, { sender: 'user', text: decision.result.reply, timestamp: at + 2 })
  })
  return { turns, state }
}

/** Every template of a pack, each with where it sits ("asks.upi[1]"). */
export const templatesOf = (pack: SurfacePack): ReadonlyArray<readonly [string, string]> => {
  const out: Array<readonly [string, string]> = []
  const walk = (value: unknown, at: string): void => {
    if (typeof value === 'string') out.push([at, value])
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${at}[${i}]`))
    else if (typeof value === 'object' && value !== null) for (const [k, v] of Object.entries(value)) walk(v, at === '' ? k : `${at}.${k}`)
  }
  walk(pack, '')
  return out
}

const slotValues: Readonly<Record<string, string>> = {
  addr: 'x', name: 'x', first: 'x', last: 'x', org: 'x', relative: 'x', myName: 'x', age: 'x', job: 'x', city: 'x', bank: 'x', device: 'x',
  family: 'x', savings: 'x', free: 'x',
}

/** Whether a template names only slots the surface fills, and its braces and angle brackets close. */
export const expandsCleanly = (template: string): boolean =>
  slotsOf(template).every((s) => s in slotValues) && expandTemplate(template, () => 0, slotValues) !== undefined && !/[{}<>]/u.test(expandTemplate(template, () => 0.99, slotValues) ?? '{')
