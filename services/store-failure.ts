import { errorResponseOf } from '../lib/honeypot-response.js'
import type { Contention } from '../lib/commit.js'
import type { StoreError } from '../lib/ports/event-log.js'
import type { HttpResult } from './http-result.js'

/** A store that cannot take the write is a 503 with Retry-After; a record that does not decode is a defect. */
export const storeFailure = (e: StoreError | Contention, sessionId: string | null): HttpResult =>
  e._tag === 'CorruptLog'
    ? { status: 500, body: errorResponseOf('the session log could not be read', sessionId) }
    : {
        status: 503,
        headers: { 'retry-after': '1' },
        body: errorResponseOf(
          e._tag === 'Contention' ? 'too many concurrent writes to this session, retry' : 'the event store is unavailable, retry',
          sessionId,
        ),
      }
