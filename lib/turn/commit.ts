import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import type * as TE from 'fp-ts/lib/TaskEither.js'
import { foldEvents } from '../../events/evolve.js'
import { stampEvents, type SessionEvent, type UnstampedEvent } from '../../events/session-event.js'
import { initialState, type SessionState } from '../../events/session-state.js'
import { loadState } from './load-state.js'
import type { EventLog, StoreError, VersionConflict } from '../ports/event-log.js'
import { setBounded } from '../bounded-map.js'

/** Every attempt lost the race to another writer of the same session. */
export type Contention = { readonly _tag: 'Contention'; readonly attempts: number }

export type Decision<A> = { readonly events: ReadonlyArray<UnstampedEvent>; readonly result: A }
export type Committed<A> = {
  readonly before: SessionState
  readonly state: SessionState
  readonly events: ReadonlyArray<SessionEvent>
  readonly result: A
}

// How many sessions' last committed states a process keeps (least recently committed dropped
// first): more than the conversations in flight at once. A state is about 10 KB of heap; at 1,024
// the cache held ~10 MB of finished sessions and peak RSS under load came within 5-10 MB of the
// 250 MB target. A session that fell out is loaded from the log on its next turn.
const RECENT_STATES = 256

/**
 * Load, decide, append at the version read; on a version conflict, load and decide again, up to
 * `maxAttempts` times. The decision is pure, so a retry is a clean re-decision over fresher state.
 * The state this process committed last for a session stands in for the load (a turn commits
 * twice, and the log would only hand it back): if another writer moved the log on since, the
 * append conflicts and the session is read from the log, without counting as an attempt.
 */
export const commit = (log: EventLog, now: () => number, maxAttempts: number) => {
  const recent = new Map<string, SessionState>()
  const remember = (sessionId: string, state: SessionState): void => setBounded(recent, sessionId, state, RECENT_STATES)
  // Plain async steps over the same Eithers as a TaskEither pipeline: this runs twice per turn on
  // the service's one thread, where each combinator layer costs closures and promise hops.
  return <A>(sessionId: string, decide: (state: SessionState, now: number) => Decision<A>): TE.TaskEither<StoreError | Contention, Committed<A>> => {
    // Read when the attempt runs, not when it is built: the task may run later, or again.
    const attempt = async (n: number, fromLog: boolean): Promise<E.Either<StoreError | Contention, Committed<A>>> => {
      const remembered = fromLog ? undefined : recent.get(sessionId)
      const failed = (e: StoreError | VersionConflict): Promise<E.Either<StoreError | Contention, Committed<A>>> => {
        recent.delete(sessionId)
        return e._tag !== 'VersionConflict'
          ? Promise.resolve(E.left(e))
          : remembered !== undefined
            ? attempt(n, true)
            : n >= maxAttempts
              ? Promise.resolve(E.left<Contention>({ _tag: 'Contention', attempts: n }))
              : attempt(n + 1, true)
      }
      let before = remembered
      if (before === undefined) {
        const loaded = await loadState(log)(sessionId)()
        if (E.isLeft(loaded)) return failed(loaded.left)
        before = O.isSome(loaded.right) ? loaded.right.value : initialState(sessionId)
      }
      const at = now()
      const decision = decide(before, at)
      const events = stampEvents(before.version, at, decision.events)
      const state = foldEvents(before, events)
      if (events.length > 0) {
        const appended = await log.append(sessionId, before.version, events, state)()
        if (E.isLeft(appended)) return failed(appended.left)
      }
      remember(sessionId, state)
      return E.right({ before, state, events, result: decision.result })
    }
    return () => attempt(1, false)
  }
}
