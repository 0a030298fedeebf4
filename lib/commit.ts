import * as O from 'fp-ts/lib/Option.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import { foldEvents } from '../events/evolve.js'
import { stampEvents, type SessionEvent, type UnstampedEvent } from '../events/session-event.js'
import { initialState, type SessionState } from '../events/session-state.js'
import { loadState } from './load-state.js'
import type { EventLog, StoreError } from './ports/event-log.js'

/** Every attempt lost the race to another writer of the same session. */
export type Contention = { readonly _tag: 'Contention'; readonly attempts: number }

export type Decision<A> = { readonly events: ReadonlyArray<UnstampedEvent>; readonly result: A }
export type Committed<A> = {
  readonly before: SessionState
  readonly state: SessionState
  readonly events: ReadonlyArray<SessionEvent>
  readonly result: A
}

/**
 * Load, decide, append at the version read; on a version conflict, load and decide again, up to
 * `maxAttempts` times. The decision is pure, so a retry is a clean re-decision over fresher state.
 */
export const commit =
  (log: EventLog, now: () => number, maxAttempts: number) =>
  <A>(sessionId: string, decide: (state: SessionState, now: number) => Decision<A>): TE.TaskEither<StoreError | Contention, Committed<A>> => {
    const attempt = (n: number): TE.TaskEither<StoreError | Contention, Committed<A>> =>
      pipe(
        loadState(log)(sessionId),
        TE.map(O.getOrElse(() => initialState(sessionId))),
        TE.chainW((before) => {
          const at = now()
          const decision = decide(before, at)
          const events = stampEvents(before.version, at, decision.events)
          const state = foldEvents(before, events)
          return pipe(
            events.length === 0 ? TE.right(undefined) : log.append(sessionId, before.version, events, state),
            TE.map(() => ({ before, state, events, result: decision.result })),
          )
        }),
        TE.orElseW((e) =>
          e._tag !== 'VersionConflict'
            ? TE.left(e)
            : n >= maxAttempts
              ? TE.left<Contention>({ _tag: 'Contention', attempts: n })
              : attempt(n + 1),
        ),
      )
    return attempt(1)
  }
