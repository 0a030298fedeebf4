import { errorResponseOf } from '../lib/report/honeypot-response.js'
import type { Contention } from '../lib/turn/commit.js'
import type { StoreError } from '../lib/ports/event-log.js'
import type { HttpResult } from './http-result.js'

/**
 * A store that cannot take the write is a 503 with Retry-After; a record that does not decode is a
 * defect; a request whose events cannot be encoded is the request's fault (400), since retrying
 * the same body fails the same way.
 */
export const storeFailure = (e: StoreError | Contention, sessionId: string | null): HttpResult => {
  switch (e._tag) {
    case 'CorruptLog':
      return { status: 500, body: errorResponseOf('the session log could not be read', sessionId) }
    case 'Unencodable':
      return { status: 400, body: errorResponseOf('the request holds a value that cannot be stored', sessionId) }
    case 'StoreUnavailable':
    case 'Contention':
      return {
        status: 503,
        headers: { 'retry-after': '1' },
        body: errorResponseOf(
          e._tag === 'Contention' ? 'too many concurrent writes to this session, retry' : 'the event store is unavailable, retry',
          sessionId,
        ),
      }
  }
}
