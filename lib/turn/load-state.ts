import * as O from 'fp-ts/lib/Option.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import { foldEvents } from '../../events/evolve.js'
import { initialState, type SessionState } from '../../events/session-state.js'
import type { EventLog, StoreError } from '../ports/event-log.js'

/**
 * The session's projection at the head of its log. The snapshot is trusted only at the log's own
 * version: an older snapshot is brought forward with the events after it, and a missing or
 * undecodable one (an older state shape) is rebuilt from the whole log.
 */
export const loadState =
  (log: EventLog) =>
  (sessionId: string): TE.TaskEither<StoreError, O.Option<SessionState>> =>
    pipe(
      log.load(sessionId),
      TE.chain(
        O.match(
          () => TE.right(O.none),
          (head) => {
            const base = pipe(
              head.snapshot,
              O.filter((s) => s.version <= head.version),
              O.getOrElse(() => initialState(sessionId)),
            )
            return base.version === head.version
              ? TE.right(O.some(base))
              : pipe(
                  log.readEvents(sessionId, base.version),
                  TE.map((events) => O.some(foldEvents(base, events))),
                )
          },
        ),
      ),
    )
