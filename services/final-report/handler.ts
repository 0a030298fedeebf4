import * as E from 'fp-ts/lib/Either.js'
import { describeErrors } from '../../lib/codec/decode-errors.js'
import type { VerifyTaskToken } from '../../lib/ports/verify-task-token.js'
import type { sendFinalReport } from '../../lib/send-final-report.js'
import type { HttpResult } from '../http-result.js'
import { storeFailure } from '../store-failure.js'
import { FinalReportRequest } from './request.js'

export type FinalReportHttpRequest = {
  readonly body: unknown
  readonly authorization: string | undefined
  /** `X-CloudTasks-TaskName`: which scheduled report this is; absent on a manual call. */
  readonly taskName: string | undefined
}

/**
 * POST /tasks/final-report (decision 8): 2xx when the report was delivered, superseded, already
 * delivered or the session is unknown; 503 with Retry-After when delivery failed or the breaker
 * is open, so the queue's own retry takes over.
 */
export const finalReportHandler =
  (verify: VerifyTaskToken, report: ReturnType<typeof sendFinalReport>) =>
  async (req: FinalReportHttpRequest): Promise<HttpResult> => {
    const verified = await verify(req.authorization)()
    if (E.isLeft(verified)) return { status: 403, body: { status: 'error', error: verified.left } }
    const decoded = FinalReportRequest.decode(req.body)
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
