import * as O from 'fp-ts/lib/Option.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import type { StoreError } from '../ports/event-log.js'
import type { IntelIndex } from '../ports/intel-index.js'
import { StoreFailed, storeErrorOf } from '../ports/store-failed.js'
import type { ScamType } from '../scam-type.js'
import type { IntelSession, IntelValue } from './index-records.js'
import type { IntelKind } from './intel-kind.js'
import { valueKeyOf, type ValueKey } from './value-key.js'

export type GraphNode =
  | { readonly id: string; readonly kind: 'session'; readonly label: string; readonly scamType: ScamType }
  | { readonly id: string; readonly kind: IntelKind; readonly label: string; readonly sessions: number }
export type Graph = { readonly nodes: ReadonlyArray<GraphNode>; readonly edges: ReadonlyArray<{ readonly from: string; readonly to: string }>; readonly truncated: boolean }
export type Seed = { readonly sessionId: string } | { readonly valueKey: ValueKey } | undefined

// Without a seed, the rings around this many of the values shared by the most sessions.
const OVERVIEW_SEEDS = 10

const sessionNodeId = (sessionId: string): string => `session:${sessionId}`
const keyOf = (v: IntelValue): ValueKey => valueKeyOf(v.kind, v.value)

/**
 * The rings around a seed: sessions and values joined where a session holds a value, walked
 * breadth first, two steps (session to value to session, or value to session to value) per
 * `depth`, at most `limit` nodes (then `truncated`). Values are drawn beyond the seed's own only
 * when two or more sessions hold them: a value of one session links nothing. Edges are every
 * holding between drawn nodes. None when the seed is not in the index.
 */
export const ringGraph =
  (index: IntelIndex) =>
  (seed: Seed, depth: 1 | 2, limit: number): TE.TaskEither<StoreError, O.Option<Graph>> =>
  async () => {
    const sessions = new Map<string, IntelSession>()
    const values = new Map<ValueKey, IntelValue>()
    let truncated = false
    const room = (): number => limit - sessions.size - values.size
    const addSessions = (found: ReadonlyArray<IntelSession>): IntelSession[] =>
      found.flatMap((s) => {
        if (sessions.has(s.sessionId)) return []
        if (room() <= 0) return ((truncated = true), [])
        sessions.set(s.sessionId, s)
        return [s]
      })
    const addValues = (found: ReadonlyArray<IntelValue>): IntelValue[] =>
      found.flatMap((v) => {
        if (values.has(keyOf(v))) return []
        if (room() <= 0) return ((truncated = true), [])
        values.set(keyOf(v), v)
        return [v]
      })
    // A step out from sessions: their values (all of them for the seed session, else shared ones).
    const valuesOf = async (from: ReadonlyArray<IntelSession>, all: boolean): Promise<IntelValue[]> => {
      const keys = [...new Set(from.flatMap((s) => s.values))].filter((k) => !values.has(k))
      const read = await index.values(keys)()
      if (read._tag === 'Left') throw new StoreFailed(read.left)
      return addValues(read.right.filter((v) => all || v.sessions > 1).sort((a, b) => b.sessions - a.sessions || (keyOf(a) < keyOf(b) ? -1 : 1)))
    }
    // A step out from values: the sessions holding each, newest first, as many as there is room for.
    const sessionsOf = async (from: ReadonlyArray<IntelValue>): Promise<IntelSession[]> => {
      const added: IntelSession[] = []
      for (const v of from) {
        const page = await index.sessions({ valueKey: keyOf(v), limit: Math.max(1, room() + 1) })()
        if (page._tag === 'Left') throw new StoreFailed(page.left)
        added.push(...addSessions(page.right))
        if (page.right.length > 0 && room() <= 0) truncated = true
      }
      return added
    }

    try {
      if (seed !== undefined && 'sessionId' in seed) {
        const found = await index.sessionsById([seed.sessionId])()
        if (found._tag === 'Left') return found
        if (found.right.length === 0) return { _tag: 'Right', right: O.none }
        let frontier = addSessions(found.right)
        for (let step = 0; step < depth; step++) frontier = await sessionsOf(await valuesOf(frontier, step === 0))
      } else {
        let start: ReadonlyArray<IntelValue>
        if (seed !== undefined) {
          const found = await index.values([seed.valueKey])()
          if (found._tag === 'Left') return found
          if (found.right.length === 0) return { _tag: 'Right', right: O.none }
          start = found.right
        } else {
          const top = await index.topValues({ limit: OVERVIEW_SEEDS })()
          if (top._tag === 'Left') return top
          start = top.right.filter((v) => v.sessions > 1)
        }
        let frontier = addValues(start)
        for (let step = 0; step < depth; step++) frontier = await valuesOf(await sessionsOf(frontier), false)
      }
    } catch (e) {
      return { _tag: 'Left', left: storeErrorOf(e) }
    }

    const nodes: GraphNode[] = [
      ...[...sessions.values()].map((s): GraphNode => ({ id: sessionNodeId(s.sessionId), kind: 'session', label: s.sessionId, scamType: s.scamType })),
      ...[...values.values()].map((v): GraphNode => ({ id: keyOf(v), kind: v.kind, label: v.value, sessions: v.sessions })),
    ]
    const edges = [...sessions.values()].flatMap((s) => s.values.filter((k) => values.has(k)).map((k) => ({ from: sessionNodeId(s.sessionId), to: k })))
    return { _tag: 'Right', right: O.some({ nodes, edges, truncated }) }
  }
