import type { SessionState } from '../../../events/session-state.js'
import { playDialogue, type PlayedTurn } from '../../helpers/play-dialogue.js'
import { expandTemplate, slotsOf } from '../../../lib/dialogue/surface/expand-template.js'
import type { SurfacePack } from '../../../lib/dialogue/surface/surface-pack.js'

export type Turn = PlayedTurn

/** The scammer's messages played as the pipeline does (see `playDialogue`), each reply with its moves. */
export const playConversation = (
  sessionId: string,
  language: string,
  texts: ReadonlyArray<string>,
  gapSeconds = 20,
): { readonly turns: ReadonlyArray<Turn>; readonly state: SessionState } => playDialogue(sessionId, language, texts, gapSeconds)

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
  family: 'x', savings: 'x', free: 'x', region: 'x', upiGiven: 'x', phoneGiven: 'x', choice: 'x',
}

/** Whether a template names only slots the surface fills, and its braces and angle brackets close. */
export const expandsCleanly = (template: string): boolean =>
  slotsOf(template).every((s) => s in slotValues) && expandTemplate(template, () => 0, slotValues) !== undefined && !/[{}<>]/u.test(expandTemplate(template, () => 0.99, slotValues) ?? '{')
