import * as E from 'fp-ts/lib/Either.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import type { CallbackOutcome } from '../../events/callback-attempted.js'
import type { SessionState } from '../../events/session-state.js'
import { callbackPayloadOf } from '../report/callback-payload.js'
import type { Contention, commit } from './commit.js'
import type { Logger } from '../adapters/logger.js'
import type { SendCallback } from '../ports/callback-sender.js'
import type { StoreError } from '../ports/event-log.js'

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
    // Plain async steps rather than a TaskEither pipeline: every turn runs this on the service's one thread.
    return async () => {
      const result = await deps.sendCallback(payload)()
      const fields = { sessionId: state.sessionId, trigger, reportedVersion: state.version, ...result }
      if (result.outcome === 'delivered') deps.logger.info(fields, 'callback delivered')
      else deps.logger.error(fields, `callback ${result.outcome}`)
      const recorded = await deps.commit(state.sessionId, () => ({
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
      }))()
      return E.isLeft(recorded) ? recorded : E.right(result)
    }
  }
