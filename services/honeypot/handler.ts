import * as E from 'fp-ts/lib/Either.js'
import { describeErrors } from '../../lib/codec/decode-errors.js'
import { echoedSessionId } from '../../lib/codec/session-id.js'
import { errorResponseOf } from '../../lib/report/honeypot-response.js'
import type { runTurn } from '../../lib/turn/run-turn.js'
import type { HttpResult } from '../http-result.js'
import { storeFailure } from '../store-failure.js'
import { HoneypotRequest, MAX_HISTORY_ITEMS, historyLengthOf } from './request.js'

const sessionIdOf = (body: unknown): string | null =>
  echoedSessionId(typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['sessionId'] : undefined)

/**
 * POST /honeypot: bound the history (413 past `MAX_HISTORY_ITEMS`), decode the body, run the turn,
 * answer with the reply and the session's analysis.
 */
export const honeypotHandler =
  (turn: ReturnType<typeof runTurn>) =>
  async (body: unknown): Promise<HttpResult> => {
    const items = historyLengthOf(body)
    if (items > MAX_HISTORY_ITEMS) {
      return {
        status: 413,
        body: errorResponseOf(
          `conversationHistory has ${items} items; at most ${MAX_HISTORY_ITEMS} are accepted per request (send the latest ones)`,
          sessionIdOf(body),
        ),
      }
    }
    const decoded = HoneypotRequest.decode(body)
    if (E.isLeft(decoded)) {
      return {
        status: 400,
        body: errorResponseOf('invalid request body', sessionIdOf(body), describeErrors(decoded.left)),
      }
    }
    const { sessionId, ...input } = decoded.right
    const result = await turn(sessionId, input)()
    return E.isRight(result) ? { status: 200, body: result.right } : storeFailure(result.left, sessionId)
  }
