import * as T from 'fp-ts/lib/Task.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import type { Logger } from './adapters/logger.js'
import type { Contention, commit } from './commit.js'
import { decideTurn, type TurnInput } from './decide-turn.js'
import { honeypotResponseOf, type HoneypotResponse } from './honeypot-response.js'
import type { StoreError } from './ports/event-log.js'
import type { TaskScheduler } from './ports/task-scheduler.js'
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
    pipe(
      deps.commit(sessionId, decideTurn(input, deps.finalReportDelayMs)),
      TE.chainFirstTaskK(({ result }) =>
        pipe(
          deps.scheduler.schedule({ sessionId, taskName: result.taskName, dueAt: result.dueAt, replaces: result.replaces }),
          TE.getOrElseW((e) => T.fromIO(() => deps.logger.error({ sessionId, err: e }, 'final report not scheduled'))),
        ),
      ),
      TE.chainFirstTaskK(({ state }) =>
        pipe(
          deps.sendCallback(state, 'turn'),
          TE.getOrElseW((e) => T.fromIO(() => deps.logger.error({ sessionId, err: e }, 'callback attempt not recorded'))),
        ),
      ),
      TE.map(({ state, result }) => honeypotResponseOf(state, result.reply)),
    )
