import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as t from 'io-ts'
import { decodeCursor, encodeCursor } from '../../lib/intel/cursor.js'
import { scamTypesOf, type IntelValue } from '../../lib/intel/index-records.js'
import { normaliseValue } from '../../lib/intel/normalise-value.js'
import { ringGraph, type Seed } from '../../lib/intel/ring-graph.js'
import { searchPrefixOf } from '../../lib/intel/search-terms.js'
import { valueKeyOf } from '../../lib/intel/value-key.js'
import type { IntelIndex } from '../../lib/ports/intel-index.js'
import { errorResponseOf } from '../../lib/report/honeypot-response.js'
import type { HttpResult } from '../http-result.js'
import { storeFailure } from '../store-failure.js'
import { badQuery, decodeQuery } from './query.js'
import { GraphQuery, SearchQuery, ValueQuery } from './request.js'
import { IntelligenceGraphResponse, IntelligenceListResponse, IntelligenceValueResponse, type IntelligenceItem } from './response.js'
import { sessionsAfter, sessionsCursor } from './sessions-handler.js'

const itemOf = (v: IntelValue): IntelligenceItem => ({
  kind: v.kind,
  value: v.value,
  sessions: v.sessions,
  occurrences: v.occurrences,
  firstSeenAtMs: v.firstSeenAtMs,
  lastSeenAtMs: v.lastSeenAtMs,
  scamTypes: scamTypesOf(v),
})

const TopAfter = t.type({ sessions: t.number, lastSeenAtMs: t.number, key: t.string })
const SearchAfter = t.type({ term: t.string, key: t.string })

/** GET /intelligence: a search by prefix with `q`, else the values shared by the most sessions. */
export const searchIntelligenceHandler =
  (index: IntelIndex) =>
  async (query: unknown): Promise<HttpResult> => {
    const decoded = decodeQuery(SearchQuery, query)
    if (E.isLeft(decoded)) return decoded.left
    const q = decoded.right
    const filters = JSON.stringify([q.kind ?? null, q.q ?? null])
    const kind = q.kind === undefined ? {} : { kind: q.kind }
    if (q.q === undefined) {
      const after = q.cursor === undefined ? E.right(undefined) : decodeCursor(q.cursor, 'top', filters, TopAfter)
      if (E.isLeft(after)) return badQuery(after.left)
      const page = await index.topValues({ ...kind, limit: q.limit + 1, ...(after.right === undefined ? {} : { after: after.right }) })()
      if (E.isLeft(page)) return storeFailure(page.left, null)
      const rows = page.right.slice(0, q.limit)
      const last = rows[rows.length - 1]
      const nextCursor =
        page.right.length > q.limit && last !== undefined
          ? encodeCursor('top', filters, { sessions: last.sessions, lastSeenAtMs: last.lastSeenAtMs, key: valueKeyOf(last.kind, last.value) }, TopAfter)
          : null
      return { status: 200, body: IntelligenceListResponse.encode({ items: rows.map(itemOf), nextCursor }) }
    }
    const after = q.cursor === undefined ? E.right(undefined) : decodeCursor(q.cursor, 'search', filters, SearchAfter)
    if (E.isLeft(after)) return badQuery(after.left)
    const page = await index.search({ prefix: searchPrefixOf(q.q), ...kind, limit: q.limit + 1, ...(after.right === undefined ? {} : { after: after.right }) })()
    if (E.isLeft(page)) return storeFailure(page.left, null)
    const rows = page.right.slice(0, q.limit)
    const last = rows[rows.length - 1]
    const nextCursor =
      page.right.length > q.limit && last !== undefined ? encodeCursor('search', filters, { term: last.term, key: valueKeyOf(last.value.kind, last.value.value) }, SearchAfter) : null
    // A value found through two of its terms is listed once on a page.
    const seen = new Set<string>()
    const items = rows.flatMap((h) => {
      const key = valueKeyOf(h.value.kind, h.value.value)
      return seen.has(key) ? [] : (seen.add(key), [itemOf(h.value)])
    })
    return { status: 200, body: IntelligenceListResponse.encode({ items, nextCursor }) }
  }

const noSuchValue: HttpResult = { status: 404, body: errorResponseOf('no session holds this value', null) }

/** GET /intelligence/{kind}/{value}: the value across sessions and one page of its sessions. */
export const intelligenceValueHandler =
  (index: IntelIndex) =>
  async (params: unknown): Promise<HttpResult> => {
    const decoded = decodeQuery(ValueQuery, params)
    if (E.isLeft(decoded)) return decoded.left
    const q = decoded.right
    const value = normaliseValue(q.kind, q.value)
    if (value === undefined) return noSuchValue
    const key = valueKeyOf(q.kind, value)
    const after = sessionsAfter(q.cursor, 'value', key)
    if (E.isLeft(after)) return badQuery(after.left)
    const found = await index.values([key])()
    if (E.isLeft(found)) return storeFailure(found.left, null)
    const v = found.right[0]
    if (v === undefined) return noSuchValue
    const page = await index.sessions({ valueKey: key, limit: q.limit + 1, ...(after.right === undefined ? {} : { after: after.right }) })()
    if (E.isLeft(page)) return storeFailure(page.left, null)
    const rows = page.right.slice(0, q.limit)
    const nextCursor = page.right.length > q.limit ? sessionsCursor('value', key, rows[rows.length - 1]) : null
    return { status: 200, body: IntelligenceValueResponse.encode({ ...itemOf(v), sessionIds: rows.map((s) => s.sessionId), nextCursor }) }
  }

/** GET /intelligence/graph: the rings around a session, a value, or the most shared values. */
export const graphHandler =
  (index: IntelIndex) =>
  async (query: unknown): Promise<HttpResult> => {
    const decoded = decodeQuery(GraphQuery, query)
    if (E.isLeft(decoded)) return decoded.left
    const q = decoded.right
    if ((q.kind === undefined) !== (q.value === undefined)) return badQuery('kind and value: go together')
    if (q.sessionId !== undefined && q.kind !== undefined) return badQuery('sessionId: give a session or a value, not both')
    let seed: Seed
    if (q.sessionId !== undefined) seed = { sessionId: q.sessionId }
    else if (q.kind !== undefined && q.value !== undefined) {
      const value = normaliseValue(q.kind, q.value)
      if (value === undefined) return noSuchValue
      seed = { valueKey: valueKeyOf(q.kind, value) }
    }
    const graph = await ringGraph(index)(seed, q.depth === 2 ? 2 : 1, q.limit)()
    if (E.isLeft(graph)) return storeFailure(graph.left, null)
    if (O.isNone(graph.right)) return { status: 404, body: errorResponseOf('the seed is not in the index', q.sessionId ?? null) }
    return { status: 200, body: IntelligenceGraphResponse.encode(graph.right.value) }
  }
