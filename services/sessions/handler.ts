import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import { SessionEvent } from '../../events/session-event.js'
import { SessionState } from '../../events/session-state.js'
import { callbackPayloadOf } from '../../lib/callback-payload.js'
import { loadState } from '../../lib/load-state.js'
import type { EventLog } from '../../lib/ports/event-log.js'
import type { HttpResult } from '../http-result.js'
import { storeFailure } from '../store-failure.js'

const notFound = (sessionId: string): HttpResult => ({
  status: 404,
  body: { status: 'error', sessionId, error: 'no such session' },
})

/** GET /sessions/{id}: the projection, and the report the collector would receive for it now. */
export const sessionHandler = (log: EventLog) => async (sessionId: string): Promise<HttpResult> => {
  const result = await loadState(log)(sessionId)()
  if (E.isLeft(result)) return storeFailure(result.left, sessionId)
  if (O.isNone(result.right)) return notFound(sessionId)
  const state = result.right.value
  return {
    status: 200,
    body: { status: 'success', sessionId, session: SessionState.encode(state), report: callbackPayloadOf(state) },
  }
}

/** GET /sessions/{id}/events: the session's log, in order. */
export const sessionEventsHandler = (log: EventLog) => async (sessionId: string): Promise<HttpResult> => {
  const result = await log.readEvents(sessionId, 0)()
  if (E.isLeft(result)) return storeFailure(result.left, sessionId)
  if (result.right.length === 0) return notFound(sessionId)
  return { status: 200, body: { status: 'success', sessionId, events: result.right.map((e) => SessionEvent.encode(e)) } }
}
