import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import type { SessionEvent } from '../../events/session-event.js'
import type { EventLog, StoreError } from '../../lib/ports/event-log.js'

export const storeProblem = (e: StoreError): string =>
  e._tag === 'CorruptLog' ? `the log cannot be read: ${e.reason}` : `the event store cannot be read: ${e.reason}`

/** A session's whole log from the store; an unknown session is a problem, not an empty replay. */
export const sessionEvents =
  (log: EventLog) =>
  (sessionId: string): TE.TaskEither<string, ReadonlyArray<SessionEvent>> =>
    pipe(
      log.readEvents(sessionId, 0),
      TE.mapLeft(storeProblem),
      TE.filterOrElse(
        (events) => events.length > 0,
        () => `no session ${JSON.stringify(sessionId)} in this store (see \`honeypot sessions\`)`,
      ),
    )
