import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { Logger } from '../adapters/logger.js'
import type { Contention, commit } from './commit.js'
import { decideTurn, type TurnInput } from './decide-turn.js'
import { honeypotResponseOf, type HoneypotResponse } from '../report/honeypot-response.js'
import type { StoreError } from '../ports/event-log.js'
import type { TaskScheduler } from '../ports/task-scheduler.js'
import type { sendAndRecordCallback } from './record-callback.js'

export type TurnDeps = {
  readonly commit: ReturnType<typeof commit>
  readonly scheduler: TaskScheduler
  readonly sendCallback: ReturnType<typeof sendAndRecordCallback>
  readonly finalReportDelayMs: number
  readonly logger: Logger
}

/**
 * A turn end to end, in the spec's order: the decision (classify, reply, extract) is committed to
 * the log before anything leaves the service; then the final report is moved, the callback sent
 * once and its outcome recorded, and the reply returned. Only the commit can fail the turn: a
 * scheduler or collector problem is logged and recorded, never surfaced to the scammer.
 */
export const runTurn =
  (deps: TurnDeps) =>
  (sessionId: string, input: TurnInput): TE.TaskEither<StoreError | Contention, HoneypotResponse> =>
  // Plain async steps rather than a TaskEither pipeline: this is the service's hot path, on its one thread.
  async () => {
    const committed = await deps.commit(sessionId, decideTurn(input, deps.finalReportDelayMs))()
    if (E.isLeft(committed)) return committed
    const { state, result } = committed.right
    const scheduled = await deps.scheduler.schedule({ sessionId, taskName: result.taskName, dueAt: result.dueAt, replaces: result.replaces })()
    if (E.isLeft(scheduled)) deps.logger.error({ sessionId, err: scheduled.left }, 'final report not scheduled')
    const recorded = await deps.sendCallback(state, 'turn')()
    if (E.isLeft(recorded)) deps.logger.error({ sessionId, err: recorded.left }, 'callback attempt not recorded')
    return E.right(honeypotResponseOf(state, result.reply))
  }
