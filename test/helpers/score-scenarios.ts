import * as t from 'io-ts'
import { isRight } from 'fp-ts/lib/Either.js'
import { readFileSync } from 'node:fs'
import { foldEvents } from '../../events/evolve.js'
import { stampEvents } from '../../events/session-event.js'
import { initialState, type SessionState } from '../../events/session-state.js'
import { scamDetected } from '../../lib/scam-detected.js'
import { ScamType, scamTypes } from '../../lib/scam-type.js'
import { decideTurn, type TurnInput } from '../../lib/turn/decide-turn.js'

/** A scenario in the evaluator's format, as far as type and detection need it. */
export const Scenario = t.intersection([
  t.type({
    id: t.string,
    channel: t.string,
    language: t.string,
    turns: t.array(t.string),
    expectedScamType: ScamType,
    expectedScamDetected: t.boolean,
  }),
  t.partial({ acceptableTypes: t.array(ScamType), locale: t.string }),
])
export type Scenario = t.TypeOf<typeof Scenario>

export const readScenarios = (url: URL): ReadonlyArray<Scenario> => {
  const decoded = t.array(Scenario).decode(JSON.parse(readFileSync(url, 'utf8')))
  if (!isRight(decoded)) throw new Error(`${url.pathname} is not a list of scenarios`)
  return decoded.right
}

/** How one scenario ended: the session's last type, confidence and detection. */
export type Outcome = {
  readonly scenario: Scenario
  readonly scamType: ScamType
  readonly confidence: number
  readonly detected: boolean
  readonly typeRight: boolean
  readonly detectionRight: boolean
}

const T0 = 1_800_000_000

/**
 * Plays a scenario as the evaluator does, through the service's own decision and fold: each turn
 * sends the whole history, the service's replies labelled `user`, messages 20 s apart. The
 * collector keeps the last report, so the outcome is the session after the last turn.
 */
export const playScenario = (scenario: Scenario): Outcome => {
  let state: SessionState = initialState(scenario.id)
  const history: Array<TurnInput['message']> = []
  const metadata = { channel: scenario.channel, language: scenario.language, locale: scenario.locale ?? 'IN' }
  scenario.turns.forEach((text, i) => {
    const at = T0 + i * 20
    const message = { sender: 'scammer', text, timestamp: at }
    const now = (at + 1) * 1000
    const decision = decideTurn({ message, conversationHistory: [...history], metadata, source: 'partner' }, 10_000)(state, now)
    state = foldEvents(state, stampEvents(state.version, now, decision.events))
    history.push(message, { sender: 'user', text: decision.result.reply, timestamp: at + 2 })
  })
  const detected = scamDetected(state.scamType, state.confidence, state.evidence)
  const accepted = [scenario.expectedScamType, ...(scenario.acceptableTypes ?? [])]
  return {
    scenario,
    scamType: state.scamType,
    confidence: state.confidence,
    detected,
    typeRight: accepted.includes(state.scamType),
    detectionRight: detected === scenario.expectedScamDetected,
  }
}

/** Expected type (rows) against the type given (columns), as text: only the types that occur. */
export const confusionTable = (outcomes: ReadonlyArray<Outcome>): string => {
  const used = scamTypes.filter((s) => outcomes.some((o) => o.scenario.expectedScamType === s || o.scamType === s))
  const short = (s: string): string => s.replace(/_SCAM|_PRIZE|_BANKING|_INVESTMENT|_ARREST|_SUPPORT|_DUTY/u, '').slice(0, 8)
  const cell = (s: string | number): string => String(s).padStart(9)
  const header = ''.padEnd(18) + used.map((s) => cell(short(s))).join('')
  const rows = used
    .filter((expected) => outcomes.some((o) => o.scenario.expectedScamType === expected))
    .map(
      (expected) =>
        expected.padEnd(18) +
        used.map((given) => cell(outcomes.filter((o) => o.scenario.expectedScamType === expected && o.scamType === given).length || '.')).join(''),
    )
  return [header, ...rows].join('\n')
}
