import * as E from 'fp-ts/lib/Either.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { breakerCallbackSender, SPEC_BREAKER, type BreakerState } from '../../lib/adapters/breaker-callback-sender.js'
import { httpCallbackSender } from '../../lib/adapters/http-callback-sender.js'
import { createLogger, type Logger } from '../../lib/adapters/logger.js'
import { openStore } from '../../lib/adapters/open-event-log.js'
import { timerScheduler } from '../../lib/adapters/timer-scheduler.js'
import { watchWrites } from '../../lib/adapters/watch-writes.js'
import { commit } from '../../lib/turn/commit.js'
import type { Config } from '../../lib/config.js'
import type { EventLog } from '../../lib/ports/event-log.js'
import type { TaskScheduler } from '../../lib/ports/task-scheduler.js'
import type { VerifyTaskToken } from '../../lib/ports/verify-task-token.js'
import { sendAndRecordCallback } from '../../lib/turn/record-callback.js'
import { runTurn } from '../../lib/turn/run-turn.js'
import { sendFinalReport } from '../../lib/report/send-final-report.js'
import { finalReportHandler } from '../final-report/handler.js'
import { honeypotHandler } from '../honeypot/handler.js'
import { sessionEventsHandler, sessionHandler } from '../sessions/handler.js'
import { exportIntelHandler } from '../intel/export-handler.js'
import { graphHandler, intelligenceValueHandler, searchIntelligenceHandler } from '../intel/intelligence-handler.js'
import { linkedSessionsHandler, listSessionsHandler, verifySessionHandler } from '../intel/sessions-handler.js'
import type { IntelIndex } from '../../lib/ports/intel-index.js'
import type { AppDeps } from './app.js'

export const MAX_APPEND_ATTEMPTS = 8

export type Service = AppDeps & {
  readonly log: EventLog
  /** The cross-session intelligence index the log's appends keep. */
  readonly intel: IntelIndex
  readonly scheduler: TaskScheduler
  /** Where the callback circuit breaker stands (closed, open, half-open). */
  readonly callbackBreaker: () => BreakerState
  /** Re-arms the final reports still pending in the log (after a restart). */
  readonly rearm: () => Promise<number>
  readonly close: () => Promise<void>
}

/**
 * The composition root: every adapter built once from the decoded configuration. `now` is the one
 * clock of the service (event stamps, schedules, the breaker's 60 s); tests step it.
 */
export const buildService = async (
  config: Config,
  logger: Logger = createLogger(config.logLevel, undefined, { project: config.googleCloudProject }),
  now: () => number = () => Date.now(),
): Promise<Service> => {
  const { log: opened, intel } = await openStore(config, {
    own: true,
    onConflict: (sessionId, c) => logger.debug({ sessionId, expected: c.expected, actual: c.actual }, 'version conflict: deciding again'),
  })
  // A store that answers reads but cannot take a write is unhealthy, and says so in the logs.
  const stored = watchWrites(opened, logger, now)
  // Google client libraries load only for the settings that ask for them (dynamic imports).
  const log = config.pubsubTopic === undefined ? stored : await (await import('../../lib/adapters/pubsub-event-stream.js')).streamEvents(stored, config, logger)
  const breaker = breakerCallbackSender({ ...SPEC_BREAKER, now, logger })(
    httpCallbackSender({ url: config.callbackUrl, apiKey: config.apiKey, timeoutMs: config.callbackTimeoutMs }),
  )
  const commitTo = commit(log, now, MAX_APPEND_ATTEMPTS)
  const record = sendAndRecordCallback({ commit: commitTo, sendCallback: breaker.send, logger })
  const report = sendFinalReport({ log, sendCallback: record })
  const scheduler =
    config.tasks.targetUrl !== undefined
      ? await (await import('../../lib/adapters/cloud-tasks-scheduler.js')).openCloudTasksScheduler(config, logger)
      : timerScheduler({
          onDue: async (sessionId, taskName) => {
            const r = await report(sessionId, taskName)()
            return E.isLeft(r) || r.right.retry
          },
          now,
          logger,
          maxRetries: 8,
          backoffBaseMs: 1000,
        })
  const verify: VerifyTaskToken = config.hosted
    ? (await import('../../lib/adapters/oidc-verifier.js')).taskTokenVerifier(config)
    : () => TE.right(undefined)
  const turn = runTurn({ commit: commitTo, scheduler, sendCallback: record, finalReportDelayMs: config.finalReportDelayMs, logger })

  const rearm = async (): Promise<number> => {
    // Cloud Tasks keeps its tasks across restarts: only the in-process timers need re-arming.
    if (config.tasks.targetUrl !== undefined) return 0
    const sessions = await log.listSessions()()
    if (E.isLeft(sessions)) throw new Error(`cannot read sessions to re-arm final reports: ${sessions.left.reason}`)
    const pending = sessions.right.flatMap((s) => (s.pendingFinalReport === null ? [] : [{ ...s.pendingFinalReport, sessionId: s.sessionId }]))
    for (const p of pending) await scheduler.schedule({ sessionId: p.sessionId, taskName: p.taskName, dueAt: p.dueAt, replaces: null })()
    return pending.length
  }

  return {
    apiKey: config.apiKey,
    investigatorKey: config.investigatorKey,
    limits: config.limits,
    logger,
    log,
    intel,
    investigator: {
      listSessions: listSessionsHandler(intel),
      linked: linkedSessionsHandler(intel),
      verify: verifySessionHandler(log),
      search: searchIntelligenceHandler(intel),
      value: intelligenceValueHandler(intel),
      graph: graphHandler(intel),
      export: exportIntelHandler(intel, now),
    },
    scheduler,
    callbackBreaker: breaker.state,
    rearm,
    honeypot: honeypotHandler(turn),
    finalReport: finalReportHandler(verify, report),
    session: sessionHandler(log),
    sessionEvents: sessionEventsHandler(log),
    health: async () => {
      const ping = await log.ping()()
      return E.isRight(ping)
        ? { status: 200, body: { status: 'ok', store: 'ok' } }
        : { status: 503, body: { status: 'error', store: 'unavailable', error: ping.left.reason } }
    },
    close: async () => {
      await scheduler.close()
      await log.close()
    },
  }
}
