import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import type { EventLog } from '../ports/event-log.js'
import type { OutboxRelay } from './outbox-relay.js'

/**
 * The event log with the event stream switched on: every successful append is handed to the relay
 * for publication (the log itself recorded the outbox entries in the append's transaction), and
 * closing stops the relay before the log it reads from.
 */
export const outboxRelayedEventLog = (log: EventLog, relay: OutboxRelay): EventLog => ({
  ...log,
  append: (sessionId, expectedVersion, events, snapshot) =>
    pipe(
      log.append(sessionId, expectedVersion, events, snapshot),
      TE.tapIO(() => () => relay.committed(sessionId, events)),
    ),
  close: async () => {
    await relay.close()
    await log.close()
  },
})
