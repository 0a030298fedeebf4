import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import type { CallbackOutcome } from '../events/callback-attempted.js'
import type { SessionState } from '../events/session-state.js'
import { callbackPayloadOf } from './callback-payload.js'
import type { Contention, commit } from './commit.js'
import type { Logger } from './adapters/logger.js'
import type { SendCallback } from './ports/callback-sender.js'
import type { StoreError } from './ports/event-log.js'

export type CallbackDeps = {
  readonly commit: ReturnType<typeof commit>
  readonly sendCallback: SendCallback
  readonly logger: Logger
}

/**
 * Sends the callback for `state` once and records the attempt in the session's log, whatever its
 * outcome: the audit must show what the collector received. The outcome is returned even when the
 * record could not be written (logged as an error).
 */
export const sendAndRecordCallback =
  (deps: CallbackDeps) =>
  (state: SessionState, trigger: 'turn' | 'final', taskName?: string): TE.TaskEither<StoreError | Contention, CallbackOutcome> => {
    const payload = callbackPayloadOf(state)
    return pipe(
      TE.fromTask(deps.sendCallback(payload)),
      TE.tapIO((result) => () => {
        const fields = { sessionId: state.sessionId, trigger, reportedVersion: state.version, ...result }
        if (result.outcome === 'delivered') deps.logger.info(fields, 'callback delivered')
        else deps.logger.error(fields, `callback ${result.outcome}`)
      }),
      TE.chainFirstW((result) =>
        deps.commit(state.sessionId, () => ({
          events: [
            {
              type: 'CallbackAttempted',
              trigger,
              reportedVersion: state.version,
              result,
              payload,
              ...(taskName === undefined ? {} : { taskName }),
            },
          ],
          result: undefined,
        })),
      ),
    )
  }
