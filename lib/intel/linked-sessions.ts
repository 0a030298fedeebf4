import * as O from 'fp-ts/lib/Option.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import { pipe } from 'fp-ts/lib/function.js'
import type { StoreError } from '../ports/event-log.js'
import type { IntelIndex } from '../ports/intel-index.js'
import type { ScamType } from '../scam-type.js'
import type { IntelSession } from './index-records.js'
import type { IntelKind } from './intel-kind.js'
import { parseValueKey } from './value-key.js'

/** Most linked sessions listed. */
export const MAX_LINKED = 200
// Most shared values whose sessions are read: a session sharing more is answered truncated.
const MAX_SHARED_VALUES = 100

export type Linked = {
  readonly sessionId: string
  readonly scamType: ScamType
  readonly lastActivityAtMs: number
  readonly shared: ReadonlyArray<{ readonly kind: IntelKind; readonly value: string }>
}
export type LinkedSessions = { readonly linked: ReadonlyArray<Linked>; readonly truncated: boolean }

const newestFirst = (a: IntelSession, b: IntelSession): number =>
  b.lastActivityAtMs - a.lastActivityAtMs || (a.sessionId < b.sessionId ? 1 : a.sessionId > b.sessionId ? -1 : 0)

/**
 * The sessions holding any of this session's values, with the values each shares, newest activity
 * first; none when the index has no such session. Reads only the values another session holds
 * too, and at most `MAX_LINKED + 1` sessions of each.
 */
export const linkedSessions =
  (index: IntelIndex) =>
  (sessionId: string): TE.TaskEither<StoreError, O.Option<LinkedSessions>> =>
    pipe(
      index.sessionsById([sessionId]),
      TE.chain((found) => {
        const seed = found[0]
        if (seed === undefined) return TE.right(O.none)
        return pipe(
          index.values(seed.values),
          TE.chain((values) => {
            const shared = values.filter((v) => v.sessions > 1).map((v) => `${v.kind}:${v.value}`).sort()
            const read = shared.slice(0, MAX_SHARED_VALUES)
            return pipe(
              TE.traverseArray((valueKey: string) => index.sessions({ valueKey, limit: MAX_LINKED + 2 }))(read),
              TE.map((pages): O.Option<LinkedSessions> => {
                const others = new Map<string, IntelSession>()
                for (const page of pages) for (const s of page) if (s.sessionId !== sessionId) others.set(s.sessionId, s)
                const held = new Set(seed.values)
                const all = [...others.values()].sort(newestFirst)
                const linked = all.slice(0, MAX_LINKED).map((s) => ({
                  sessionId: s.sessionId,
                  scamType: s.scamType,
                  lastActivityAtMs: s.lastActivityAtMs,
                  shared: s.values.filter((k) => held.has(k)).flatMap((k) => parseValueKey(k) ?? []),
                }))
                const truncated = all.length > MAX_LINKED || shared.length > read.length || pages.some((p) => p.length >= MAX_LINKED + 2)
                return O.some({ linked, truncated })
              }),
            )
          }),
        )
      }),
    )
