import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import type { Contention } from '../turn/commit.js'
import { decideFinalReport } from './decide-final-report.js'
import { loadState } from '../turn/load-state.js'
import type { EventLog, StoreError } from '../ports/event-log.js'
import type { sendAndRecordCallback } from '../turn/record-callback.js'

export type FinalReportDeps = {
  readonly log: EventLog
  readonly sendCallback: ReturnType<typeof sendAndRecordCallback>
}

/** What became of a final-report request. `retry` asks the queue to try again later (HTTP 503). */
export type FinalReportOutcome =
  | { readonly outcome: 'delivered' | 'superseded' | 'already-delivered' | 'unknown-session'; readonly retry: false }
  | { readonly outcome: 'failed' | 'skipped'; readonly retry: true; readonly reason: string }

/**
 * The delayed report (decision 8): built from the stored state at the moment it is sent, so a
 * retried task never sends a stale report, and sent only for the task still pending.
 */
export const sendFinalReport =
  (deps: FinalReportDeps) =>
  (sessionId: string, taskName: string | undefined): TE.TaskEither<StoreError | Contention, FinalReportOutcome> =>
    pipe(
      loadState(deps.log)(sessionId),
      TE.chainW((state): TE.TaskEither<StoreError | Contention, FinalReportOutcome> => {
        const decision = decideFinalReport(state, taskName)
        switch (decision._tag) {
          case 'UnknownSession':
            return TE.right({ outcome: 'unknown-session', retry: false })
          case 'Superseded':
            return TE.right({ outcome: 'superseded', retry: false })
          case 'AlreadyDelivered':
            return TE.right({ outcome: 'already-delivered', retry: false })
          case 'Send':
            return pipe(
              deps.sendCallback(decision.state, 'final', decision.taskName),
              TE.map((r): FinalReportOutcome =>
                r.outcome === 'delivered'
                  ? { outcome: 'delivered', retry: false }
                  : { outcome: r.outcome, retry: true, reason: r.reason },
              ),
            )
        }
      }),
    )
