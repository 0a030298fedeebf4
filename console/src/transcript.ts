import type { SessionEvent } from '../../events/session-event.js'
import type { Finding } from '../../events/turn-analysed.js'
import type { Found } from './highlight.js'

/**
 * A session's log read as a conversation, turn by turn: the scammer messages each turn brought
 * (earlier ones first, then the message itself), the evidence found in each, the turn's analysis
 * and the persona's reply. Pure: no DOM.
 */
export type SaidMessage = {
  readonly sender: string
  readonly text: string
  /** Unix seconds, as stored. */
  readonly timestamp: number
  /** One of the service's own messages, met in the history. */
  readonly own: boolean
  /** The incoming message repeats one already seen (a client's retry). */
  readonly repeat: boolean
  readonly found: ReadonlyArray<Found>
}

export type TranscriptTurn = {
  readonly turn: number
  readonly receivedAt: number
  readonly source: string
  readonly messages: ReadonlyArray<SaidMessage>
  readonly analysis?: Extract<SessionEvent, { type: 'TurnAnalysed' }>
  readonly reply?: Extract<SessionEvent, { type: 'ReplyComposed' }>
}

const foundIn = (findings: ReadonlyArray<Finding>, source: Finding['source'], index: number): ReadonlyArray<Found> =>
  findings
    .filter((f) => f.source === source && (source === 'turn' || f.index === index))
    .flatMap((f) => Object.entries(f.evidence).flatMap(([kind, values]) => (values ?? []).map((value) => ({ kind, value }))))

export const transcriptOf = (events: ReadonlyArray<SessionEvent>): ReadonlyArray<TranscriptTurn> => {
  const turns = new Map<number, { received?: Extract<SessionEvent, { type: 'TurnReceived' }>; analysis?: Extract<SessionEvent, { type: 'TurnAnalysed' }>; reply?: Extract<SessionEvent, { type: 'ReplyComposed' }> }>()
  const at = (n: number) => {
    const t = turns.get(n) ?? {}
    turns.set(n, t)
    return t
  }
  for (const e of events) {
    if (e.type === 'TurnReceived') at(e.turn).received = e
    else if (e.type === 'TurnAnalysed') at(e.turn).analysis = e
    else if (e.type === 'ReplyComposed') at(e.turn).reply = e
  }
  return [...turns.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([turn, { received, analysis, reply }]) => {
      if (received === undefined) return []
      const findings = analysis?.findings ?? []
      // A first-shape analysis did not say which message gave what: its values are looked for in all of them.
      const whole = foundIn(findings, 'turn', 0)
      const messages: SaidMessage[] = [
        ...received.newHistory.map((m, i) => ({ sender: m.sender, text: m.text, timestamp: m.timestamp, own: m.own, repeat: false, found: [...foundIn(findings, 'history', i), ...whole] })),
        { ...received.message, own: false, repeat: !received.messageIsNew, found: [...foundIn(findings, 'message', 0), ...whole] },
      ]
      return [{ turn, receivedAt: received.at, source: received.source, messages, ...(analysis === undefined ? {} : { analysis }), ...(reply === undefined ? {} : { reply }) }]
    })
}
