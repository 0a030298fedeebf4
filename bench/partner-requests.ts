import type { Request } from 'autocannon'
import { conversations } from './conversations.js'

type Msg = { sender: string; text: string; timestamp: number }
type Play = { client: number; session: number; turn: number; history: Msg[]; pending: Msg | null }

export const API_KEY = 'bench-api-key'
/** The partner plays up to 10 scammer turns per session; its history holds up to 18 items. */
export const TURNS_PER_SESSION = 10
export const MAX_HISTORY = 18
// autocannon resets a connection's context after each pass over `requests`: a long pass keeps a
// conversation going; a reset only starts the next session early.
const PASS_LENGTH = 1000
// What a reply is taken to be when the server does not give one (the bare echo ceiling).
const FALLBACK_REPLY = 'Sorry, I did not understand. Who is this and which office are you calling from?'

export type PartnerLoad = {
  readonly requests: ReadonlyArray<Request>
  /** Sessions begun so far in this load (across all connections). */
  readonly sessionsStarted: () => number
}

/**
 * Requests the way the partner sends them: each connection plays conversations one after the
 * other, each turn carrying the scammer's next message and the whole history so far, the
 * service's own replies (read from the responses) included under sender `user`. Every session id
 * is new to the service.
 */
export const partnerRequests = (runId: string, phase: string): PartnerLoad => {
  let clients = 0
  let sessions = 0
  const startSession = (p: Play) => {
    p.session = sessions++
    p.turn = 0
    p.history = []
    p.pending = null
  }
  const playOf = (context: Record<string, unknown>): Play => {
    if (context['play'] === undefined) {
      const p: Play = { client: clients++, session: 0, turn: 0, history: [], pending: null }
      startSession(p)
      context['play'] = p
    }
    return context['play'] as Play
  }
  const request: Request = {
    method: 'POST',
    path: '/honeypot',
    setupRequest: (req, context) => {
      const p = playOf(context)
      if (p.turn >= TURNS_PER_SESSION) startSession(p)
      const convo = conversations[p.session % conversations.length] ?? conversations[0]!
      const message = { sender: 'scammer', text: convo.turns[p.turn % convo.turns.length]!, timestamp: Date.now() }
      p.pending = message
      return {
        ...req,
        headers: { 'content-type': 'application/json', 'x-api-key': API_KEY },
        body: JSON.stringify({
          sessionId: `bench-${runId}-${phase}-${p.client}-${p.session}`,
          message,
          conversationHistory: p.history.slice(-MAX_HISTORY),
          metadata: { channel: convo.channel, language: convo.language, locale: 'IN' },
        }),
      }
    },
    onResponse: (status, body, context) => {
      const p = playOf(context)
      if (status !== 200 || p.pending === null) return
      const reply = (JSON.parse(body) as { reply?: unknown }).reply
      p.history.push(p.pending, { sender: 'user', text: typeof reply === 'string' ? reply : FALLBACK_REPLY, timestamp: Date.now() })
      p.pending = null
      p.turn++
    },
  }
  return { requests: Array.from({ length: PASS_LENGTH }, () => request), sessionsStarted: () => sessions }
}
