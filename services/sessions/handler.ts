import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import { callbackPayloadOf } from '../../lib/report/callback-payload.js'
import { describeErrors } from '../../lib/codec/decode-errors.js'
import { errorResponseOf } from '../../lib/report/honeypot-response.js'
import { loadState } from '../../lib/turn/load-state.js'
import type { EventLog } from '../../lib/ports/event-log.js'
import type { HttpResult } from '../http-result.js'
import { storeFailure } from '../store-failure.js'
import { SessionRequest } from './request.js'
import { SessionEventsResponse, SessionResponse } from './response.js'

const notFound = (sessionId: string): HttpResult => ({ status: 404, body: errorResponseOf('no such session', sessionId) })

/** Decodes the path parameter, then answers with `read`; a bad id is a 400 naming the problem. */
const withSessionId =
  (read: (sessionId: string) => Promise<HttpResult>) =>
  async (sessionId: string): Promise<HttpResult> => {
    const decoded = SessionRequest.decode({ sessionId })
    return E.isLeft(decoded)
      ? { status: 400, body: errorResponseOf('invalid session id', null, describeErrors(decoded.left)) }
      : read(decoded.right.sessionId)
  }

/** GET /sessions/{id}: the projection, and the report the collector receives for it. */
export const sessionHandler = (log: EventLog) =>
  withSessionId(async (sessionId) => {
    const result = await loadState(log)(sessionId)()
    if (E.isLeft(result)) return storeFailure(result.left, sessionId)
    if (O.isNone(result.right)) return notFound(sessionId)
    const state = result.right.value
    const body = SessionResponse.encode({ status: 'success', sessionId, session: state, report: callbackPayloadOf(state) })
    return { status: 200, body }
  })

/** GET /sessions/{id}/events: the session's log, in order, old shapes upgraded by their codec. */
export const sessionEventsHandler = (log: EventLog) =>
  withSessionId(async (sessionId) => {
    const result = await log.readEvents(sessionId, 0)()
    if (E.isLeft(result)) return storeFailure(result.left, sessionId)
    if (result.right.length === 0) return notFound(sessionId)
    return { status: 200, body: SessionEventsResponse.encode({ status: 'success', sessionId, events: result.right }) }
  })
