import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import * as t from 'io-ts'
import { SessionRequest } from '../sessions/request.js'
import { describeErrors } from '../../lib/codec/decode-errors.js'
import { decodeCursor, encodeCursor } from '../../lib/intel/cursor.js'
import { linkedSessions } from '../../lib/intel/linked-sessions.js'
import { normaliseValue } from '../../lib/intel/normalise-value.js'
import { sessionSummaryOf } from '../../lib/intel/session-summary.js'
import { valueKeyOf } from '../../lib/intel/value-key.js'
import { sessionVerifier } from '../../lib/audit/verify-session.js'
import type { EventLog } from '../../lib/ports/event-log.js'
import type { IntelIndex, SessionsAfter } from '../../lib/ports/intel-index.js'
import { errorResponseOf } from '../../lib/report/honeypot-response.js'
import type { HttpResult } from '../http-result.js'
import { storeFailure } from '../store-failure.js'
import { badQuery, decodeQuery } from './query.js'
import { ListSessionsQuery } from './request.js'
import { LinkedSessionsResponse, SessionListResponse, VerificationResponse } from './response.js'

const After = t.type({ lastActivityAtMs: t.number, sessionId: t.string })

/** The sort key of the last row of a page, as the next page's cursor. */
export const sessionsCursor = (listing: string, filters: string, last: SessionsAfter | undefined): string | null =>
  last === undefined ? null : encodeCursor(listing, filters, { lastActivityAtMs: last.lastActivityAtMs, sessionId: last.sessionId }, After)
export const sessionsAfter = (cursor: string | undefined, listing: string, filters: string): E.Either<string, SessionsAfter | undefined> =>
  cursor === undefined ? E.right(undefined) : decodeCursor(cursor, listing, filters, After)

/** GET /sessions: a page of the index's sessions, newest activity first, filtered. */
export const listSessionsHandler =
  (index: IntelIndex) =>
  async (query: unknown): Promise<HttpResult> => {
    const decoded = decodeQuery(ListSessionsQuery, query)
    if (E.isLeft(decoded)) return decoded.left
    const q = decoded.right
    if ((q.kind === undefined) !== (q.value === undefined)) return badQuery('kind and value: go together')
    const filters = JSON.stringify([q.type ?? null, q.sinceMs ?? null, q.untilMs ?? null, q.kind ?? null, q.value ?? null])
    const after = sessionsAfter(q.cursor, 'sessions', filters)
    if (E.isLeft(after)) return badQuery(after.left)
    const value = q.kind === undefined || q.value === undefined ? undefined : normaliseValue(q.kind, q.value)
    // A value that normalises to nothing is held by no session.
    if (q.kind !== undefined && value === undefined) return { status: 200, body: SessionListResponse.encode({ sessions: [], nextCursor: null }) }
    const page = await index.sessions({
      ...(q.type === undefined ? {} : { scamType: q.type }),
      ...(q.sinceMs === undefined ? {} : { sinceMs: q.sinceMs }),
      ...(q.untilMs === undefined ? {} : { untilMs: q.untilMs }),
      ...(q.kind === undefined || value === undefined ? {} : { valueKey: valueKeyOf(q.kind, value) }),
      ...(after.right === undefined ? {} : { after: after.right }),
      limit: q.limit + 1,
    })()
    if (E.isLeft(page)) return storeFailure(page.left, null)
    const rows = page.right.slice(0, q.limit)
    const nextCursor = page.right.length > q.limit ? sessionsCursor('sessions', filters, rows[rows.length - 1]) : null
    return { status: 200, body: SessionListResponse.encode({ sessions: rows.map(sessionSummaryOf), nextCursor }) }
  }

const withSessionId = (sessionId: string, then: (id: string) => Promise<HttpResult>): Promise<HttpResult> => {
  const decoded = SessionRequest.decode({ sessionId })
  return E.isLeft(decoded)
    ? Promise.resolve({ status: 400, body: errorResponseOf('invalid session id', null, describeErrors(decoded.left)) })
    : then(decoded.right.sessionId)
}
const notFound = (sessionId: string): HttpResult => ({ status: 404, body: errorResponseOf('no such session', sessionId) })

/** GET /sessions/{id}/linked: the sessions sharing evidence with it, and what they share. */
export const linkedSessionsHandler = (index: IntelIndex) => (sessionId: string) =>
  withSessionId(sessionId, async (id) => {
    const result = await linkedSessions(index)(id)()
    if (E.isLeft(result)) return storeFailure(result.left, id)
    if (O.isNone(result.right)) return notFound(id)
    return { status: 200, body: LinkedSessionsResponse.encode({ sessionId: id, ...result.right.value }) }
  })

/** A verification reads the log this many events at a time: a long session's log is never held whole. */
export const VERIFY_PAGE_EVENTS = 500
/** It decides turns again for at most this long before letting other requests (turns) through. */
const VERIFY_SLICE_MS = 10
const nextTick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/**
 * POST /sessions/{id}/verify: the log replayed with today's rules, each difference listed; nothing
 * recorded. The log is read page by page and verified as it comes, yielding to the event loop every
 * few milliseconds, so a session of thousands of turns costs memory for one page and delays the
 * service's other requests by at most one turn's decision.
 */
export const verifySessionHandler =
  (log: EventLog, pageSize: number = VERIFY_PAGE_EVENTS) =>
  (sessionId: string): Promise<HttpResult> =>
    withSessionId(sessionId, async (id) => {
      const verifier = sessionVerifier(id)
      let after = 0
      let read = 0
      let slice = performance.now()
      for (;;) {
        const page = await log.readEvents(id, after, pageSize)()
        if (E.isLeft(page)) return storeFailure(page.left, id)
        for (const e of page.right) {
          if (verifier.add(e) !== undefined && performance.now() - slice >= VERIFY_SLICE_MS) {
            await nextTick()
            slice = performance.now()
          }
        }
        read += page.right.length
        const last = page.right[page.right.length - 1]
        if (last === undefined || page.right.length < pageSize) break
        after = last.version
        await nextTick()
        slice = performance.now()
      }
      if (read === 0) return notFound(id)
      const v = verifier.end()
      return {
        status: 200,
        body: VerificationResponse.encode({
          sessionId: id,
          verified: v.matches,
          turns: v.turns.length,
          mismatches: v.differences.map((d) => ({ turn: d.turn, field: d.field, logged: d.recorded, replayed: d.today })),
        }),
      }
    })
