import { conversations } from './conversations.js'
import { latencySummary } from './latency-summary.js'
import { API_KEY, MAX_HISTORY } from './partner-requests.js'
import { keepAliveAgent, postJson } from './post-json.js'

export type PositionCost = { readonly position: number; readonly turns: string; readonly p50: number; readonly samples: number }
export type SessionLengthResult = {
  readonly sessions: number
  readonly positions: ReadonlyArray<PositionCost>
  /** Median latency at the last position over that at turn 1 (no history yet). */
  readonly ratio: number
  /** The same over the first turn that carries a full window of history. */
  readonly ratioToFullWindow: number
}

type Msg = { sender: string; text: string; timestamp: number }
type Session = { readonly id: string; readonly convo: number; turn: number; readonly history: Msg[] }

// The turns that stand for a position deep in a session: the WINDOW turns ending at it.
const WINDOW = 10
// The first turn whose request carries a full window of history, as every deeper turn does: the
// comparison with it isolates what the session's length costs from what a bigger request costs.
const FULL_WINDOW_TURN = MAX_HISTORY / 2 + 1

/**
 * The cost of a turn by its position in a session, measured side by side. `sessions` sessions are
 * first played (unmeasured) to just before turn 100 and as many to just before turn `last`; then,
 * one request at a time, rounds of: a fresh session's turn 1 and (after turns 2-9) its turn 10, a
 * turn of each session near 100, and a turn of each near `last`. So the three positions are measured in the same minute, on a warm
 * process, under the same background load. Each turn sends a trailing window of the last
 * MAX_HISTORY history items, not the whole history (turn 1,000 would otherwise carry ~200 KB).
 */
export const measureSessionLength = async (url: string, runId: string, sessions: number, last: number): Promise<SessionLengthResult> => {
  const agent = keepAliveAgent()
  let made = 0
  const open = (name: string): Session => {
    const n = made++
    return { id: `bench-${runId}-${name}-${n}`, convo: n % conversations.length, turn: 0, history: [] }
  }
  const play = async (s: Session): Promise<number> => {
    const convo = conversations[s.convo] ?? conversations[0]!
    const message = { sender: 'scammer', text: convo.turns[s.turn % convo.turns.length]!, timestamp: Date.now() }
    const r = await postJson(
      `${url}/honeypot`,
      {
        sessionId: s.id,
        message,
        conversationHistory: s.history.slice(-MAX_HISTORY),
        metadata: { channel: convo.channel, language: convo.language, locale: 'IN' },
      },
      { 'x-api-key': API_KEY },
      agent,
    )
    if (r.status !== 200) throw new Error(`turn ${s.turn + 1} of ${s.id} answered ${r.status}: ${r.body.slice(0, 300)}`)
    s.turn++
    s.history.push(message, { sender: 'user', text: (JSON.parse(r.body) as { reply: string }).reply, timestamp: Date.now() })
    // only the trailing window is ever sent
    if (s.history.length > MAX_HISTORY * 2) s.history.splice(0, s.history.length - MAX_HISTORY)
    return r.ms
  }
  const middle = Math.min(100, last)
  try {
    const near = Array.from({ length: sessions }, () => open('mid'))
    const far = Array.from({ length: sessions }, () => open('long'))
    // The sessions near 100 are played in the last rounds, so both sets are equally fresh.
    for (let turn = 1; turn <= last - WINDOW; turn++) {
      for (const s of far) await play(s)
      if (turn > last - middle) for (const s of near) await play(s)
    }
    const first: number[] = []
    const tenth: number[] = []
    const mid: number[] = []
    const deep: number[] = []
    for (let round = 0; round < WINDOW; round++) {
      for (let i = 0; i < sessions; i++) {
        const fresh = open('first')
        first.push(await play(fresh))
        while (fresh.turn < FULL_WINDOW_TURN - 1) await play(fresh)
        tenth.push(await play(fresh))
        mid.push(await play(near[i]!))
        deep.push(await play(far[i]!))
      }
    }
    const cost = (position: number, turns: string, samples: ReadonlyArray<number>): PositionCost => {
      const s = latencySummary(samples)
      return { position, turns, p50: s.p50, samples: s.count }
    }
    const positions = [
      cost(1, `turn 1 of ${sessions * WINDOW} fresh sessions`, first),
      cost(FULL_WINDOW_TURN, `turn ${FULL_WINDOW_TURN} of the same sessions`, tenth),
      cost(middle, `turns ${middle - WINDOW + 1}-${middle} of ${sessions} sessions`, mid),
      cost(last, `turns ${last - WINDOW + 1}-${last} of ${sessions} sessions`, deep),
    ]
    return { sessions, positions, ratio: positions[3]!.p50 / positions[0]!.p50, ratioToFullWindow: positions[3]!.p50 / positions[1]!.p50 }
  } finally {
    agent.destroy()
  }
}
