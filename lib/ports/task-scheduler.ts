import type * as TE from 'fp-ts/lib/TaskEither.js'

export type FinalReportTask = {
  readonly sessionId: string
  readonly taskName: string
  /** Epoch ms. */
  readonly dueAt: number
  /** The pending task this one replaces, deleted first; a missing one is fine. */
  readonly replaces: string | null
}

export type SchedulerError = { readonly _tag: 'SchedulerUnavailable'; readonly reason: string }

/** Arranges for the final report of a session to be requested at `dueAt`. */
export type TaskScheduler = {
  readonly schedule: (task: FinalReportTask) => TE.TaskEither<SchedulerError, void>
  readonly close: () => Promise<void>
}
