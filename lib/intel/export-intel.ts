import { randomUUID } from 'node:crypto'
import { StoreFailed } from '../ports/store-failed.js'
import type { ExportAfter, IntelIndex } from '../ports/intel-index.js'
import { scamTypesOf, type IntelValue } from './index-records.js'
import { stixObjectsOf, stixPreamble } from './stix-objects.js'
import { valueKeyOf } from './value-key.js'

/** Values read per query while exporting: the export streams, never holding the index in memory. */
export const EXPORT_PAGE = 500


/** The values last seen at or after `sinceMs`, oldest sighting first, one page at a time. */
export async function* exportedValues(index: IntelIndex, sinceMs: number): AsyncGenerator<ReadonlyArray<IntelValue>> {
  let after: ExportAfter | undefined
  for (;;) {
    const page = await index.exportValues({ sinceMs, limit: EXPORT_PAGE, ...(after === undefined ? {} : { after }) })()
    if (page._tag === 'Left') throw new StoreFailed(page.left)
    if (page.right.length > 0) yield page.right
    const last = page.right[page.right.length - 1]
    if (last === undefined || page.right.length < EXPORT_PAGE) return
    after = { lastSeenAtMs: last.lastSeenAtMs, key: valueKeyOf(last.kind, last.value) }
  }
}

/**
 * A STIX 2.1 bundle as text chunks: the preamble, then each value's objects, a domain that several
 * links share only once.
 */
export async function* stixBundleChunks(pages: AsyncIterable<ReadonlyArray<IntelValue>>, bundleId: string = randomUUID()): AsyncGenerator<string> {
  yield `{"type":"bundle","id":"bundle--${bundleId}","objects":[`
  let first = true
  const domains = new Set<string>()
  const emit = (o: object): string => {
    const text = `${first ? '' : ','}\n${JSON.stringify(o)}`
    first = false
    return text
  }
  yield stixPreamble().map(emit).join('')
  for await (const page of pages) {
    const out: string[] = []
    for (const v of page) {
      for (const o of stixObjectsOf(v)) {
        if (o.type === 'domain-name') {
          if (domains.has(o.id)) continue
          domains.add(o.id)
        }
        out.push(emit(o))
      }
    }
    if (out.length > 0) yield out.join('')
  }
  yield '\n]}\n'
}

export const CSV_HEADER = ['kind', 'value', 'sessions', 'occurrences', 'first_seen', 'last_seen', 'first_seen_ms', 'last_seen_ms', 'scam_types'] as const

// A cell a spreadsheet would run as a formula, unless it is a plain number (a phone, `+9198…`).
const FORMULA = /^[=+\-@\t\r]/u
const PLAIN_NUMBER = /^[+-]?[0-9]{1,32}$/u

/** One CSV cell (RFC 4180): quoted when it must be, defused when a spreadsheet would run it. */
export const csvCell = (value: string): string => {
  const safe = FORMULA.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value
  return /[",\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const csvRow = (cells: ReadonlyArray<string>): string => `${cells.map(csvCell).join(',')}\r\n`

/** The values as CSV text chunks, a header row first. */
export async function* csvChunks(pages: AsyncIterable<ReadonlyArray<IntelValue>>): AsyncGenerator<string> {
  yield csvRow(CSV_HEADER)
  for await (const page of pages) {
    yield page
      .map((v) =>
        csvRow([
          v.kind,
          v.value,
          String(v.sessions),
          String(v.occurrences),
          new Date(v.firstSeenAtMs).toISOString(),
          new Date(v.lastSeenAtMs).toISOString(),
          String(v.firstSeenAtMs),
          String(v.lastSeenAtMs),
          scamTypesOf(v).join(';'),
        ]),
      )
      .join('')
  }
}
