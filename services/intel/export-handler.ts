import * as E from 'fp-ts/lib/Either.js'
import { csvChunks, exportedValues, stixBundleChunks } from '../../lib/intel/export-intel.js'
import { StoreFailed } from '../../lib/ports/store-failed.js'
import type { IntelValue } from '../../lib/intel/index-records.js'
import type { IntelIndex } from '../../lib/ports/intel-index.js'
import type { HttpResult } from '../http-result.js'
import { storeFailure } from '../store-failure.js'
import { decodeQuery } from './query.js'
import { ExportQuery } from './request.js'

/** An answer whose body is streamed as it is read: an export, which may be large. */
export type HttpStream = { readonly status: 200; readonly headers: Readonly<Record<string, string>>; readonly chunks: AsyncIterable<string> }

export const STIX_MEDIA_TYPE = 'application/stix+json;version=2.1'

async function* startingWith<A>(first: A | undefined, rest: AsyncIterator<A>): AsyncGenerator<A> {
  if (first === undefined) return
  yield first
  for (let r = await rest.next(); r.done !== true; r = await rest.next()) yield r.value
}

/**
 * GET /intelligence/export: every value last seen since `sinceMs`, as a STIX 2.1 bundle or CSV,
 * streamed page by page. The first page is read before answering, so a store that is down is a
 * 503, not a broken stream; a read that fails later ends the stream early (the edge closes the
 * connection, and the client sees an incomplete transfer).
 */
export const exportIntelHandler =
  (index: IntelIndex, now: () => number = Date.now) =>
  async (query: unknown): Promise<HttpResult | HttpStream> => {
    const decoded = decodeQuery(ExportQuery, query)
    if (E.isLeft(decoded)) return decoded.left
    const { format, sinceMs } = decoded.right
    const pages = exportedValues(index, sinceMs ?? 0)
    let first: IteratorResult<ReadonlyArray<IntelValue>>
    try {
      first = await pages.next()
    } catch (e) {
      if (e instanceof StoreFailed) return storeFailure(e.error, null)
      throw e
    }
    const values = startingWith(first.done === true ? undefined : first.value, pages)
    const stamp = new Date(now()).toISOString().replace(/[:.]/gu, '-')
    return format === 'stix'
      ? {
          status: 200,
          headers: { 'content-type': STIX_MEDIA_TYPE, 'content-disposition': `attachment; filename="honeypot-intel-${stamp}.json"` },
          chunks: stixBundleChunks(values),
        }
      : {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8; header=present', 'content-disposition': `attachment; filename="honeypot-intel-${stamp}.csv"` },
          chunks: csvChunks(values),
        }
  }
