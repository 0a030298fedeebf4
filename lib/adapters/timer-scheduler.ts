import * as TE from 'fp-ts/lib/TaskEither.js'
import type { FinalReportTask, TaskScheduler } from '../ports/task-scheduler.js'
import type { Logger } from './logger.js'

/** Runs a due final report; `true` asks for a retry (delivery failed or the breaker is open). */
export type OnDue = (sessionId: string, taskName: string) => Promise<boolean>

export type TimerSchedulerOptions = {
  readonly onDue: OnDue
  readonly now: () => number
  readonly logger: Logger
  /** Retries after the first attempt, 2^attempt seconds apart, like the hosted queue. */
  readonly maxRetries: number
  readonly backoffBaseMs: number
}

/**
 * The embedded scheduler: one timer per session, replaced by every message. A report whose
 * delivery fails is retried 2^attempt seconds later, a bounded number of times. Timers do not
 * keep the process alive; pending reports are re-armed from the log at start-up.
 */
export const timerScheduler = (opts: TimerSchedulerOptions): TaskScheduler => {
  const timers = new Map<string, { taskName: string; timer: NodeJS.Timeout }>()
  let closed = false

  const arm = (sessionId: string, taskName: string, delayMs: number, attempt: number): void => {
    if (closed) return
    const existing = timers.get(sessionId)
    if (existing !== undefined) clearTimeout(existing.timer)
    const timer = setTimeout(() => {
      void opts
        .onDue(sessionId, taskName)
        .catch((err: unknown) => {
          opts.logger.error({ sessionId, taskName, err }, 'final report run failed')
          return true
        })
        .then((retry) => {
          if (timers.get(sessionId)?.timer === timer) timers.delete(sessionId)
          if (!retry) return
          if (attempt >= opts.maxRetries) {
            opts.logger.error({ sessionId, taskName, attempts: attempt + 1 }, 'final report abandoned after retries')
            return
          }
          if (!timers.has(sessionId)) arm(sessionId, taskName, opts.backoffBaseMs * 2 ** (attempt + 1), attempt + 1)
        })
    }, Math.max(0, delayMs))
    timer.unref()
    timers.set(sessionId, { taskName, timer })
  }

  return {
    schedule: (task: FinalReportTask) =>
      TE.fromIO(() => arm(task.sessionId, task.taskName, task.dueAt - opts.now(), 0)),
    close: async () => {
      closed = true
      for (const { timer } of timers.values()) clearTimeout(timer)
      timers.clear()
    },
  }
}
