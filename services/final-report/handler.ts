import * as E from 'fp-ts/lib/Either.js'
import { describeErrors } from '../../lib/codec/decode-errors.js'
import { errorResponseOf } from '../../lib/report/honeypot-response.js'
import type { TaskTokenRefusal, VerifyTaskToken } from '../../lib/ports/verify-task-token.js'
import type { sendFinalReport } from '../../lib/report/send-final-report.js'
import type { HttpResult } from '../http-result.js'
import { storeFailure } from '../store-failure.js'
import { FinalReportRequest } from './request.js'

export type FinalReportHttpRequest = {
  readonly authorization: string | undefined
  /** `X-CloudTasks-TaskName`: which scheduled report this is; absent on a manual call. */
  readonly taskName: string | undefined
  /**
   * Reads and parses the body. Called only once the token passed, so a caller without one costs
   * no body read. Left is the answer for a body that cannot be read (too large, not JSON).
   */
  readonly readBody: () => Promise<E.Either<HttpResult, unknown>>
}

// The certificates' endpoint is down (or the queue's own retry comes soon enough): a few seconds.
const RETRY_AFTER_SECONDS = '5'

/** A refused token is a 403 the queue gives up on; a token that could not be checked is a 503 it retries. */
const refused = (r: TaskTokenRefusal): HttpResult =>
  r.kind === 'forbidden'
    ? { status: 403, body: { status: 'error', error: r.reason }, refusal: r.reason }
    : {
        status: 503,
        headers: { 'retry-after': RETRY_AFTER_SECONDS },
        body: errorResponseOf(`the task token cannot be checked now (${r.reason}), retry`, null),
        refusal: r.reason,
      }

/**
 * POST /tasks/final-report (decision 8): 2xx when the report was delivered, superseded, already
 * delivered or the session is unknown; 503 with Retry-After when delivery failed or the breaker
 * is open, so the queue's own retry takes over. The token is checked before the body is read.
 */
export const finalReportHandler =
  (verify: VerifyTaskToken, report: ReturnType<typeof sendFinalReport>) =>
  async (req: FinalReportHttpRequest): Promise<HttpResult> => {
    const verified = await verify(req.authorization)()
    if (E.isLeft(verified)) return refused(verified.left)
    const body = await req.readBody()
    if (E.isLeft(body)) return body.left
    const decoded = FinalReportRequest.decode(body.right)
    if (E.isLeft(decoded)) {
      return { status: 400, body: { status: 'error', error: 'invalid task payload', details: describeErrors(decoded.left) } }
    }
    const { sessionId } = decoded.right
    const result = await report(sessionId, req.taskName)()
    if (E.isLeft(result)) return storeFailure(result.left, sessionId)
    const outcome = result.right
    return outcome.retry
      ? {
          status: 503,
          headers: { 'retry-after': '2' },
          body: { status: 'error', sessionId, outcome: outcome.outcome, error: `final report not delivered: ${outcome.reason}` },
        }
      : { status: 200, body: { status: 'success', sessionId, outcome: outcome.outcome } }
  }
