import type { DatabaseSync, SQLInputValue } from 'node:sqlite'
import * as E from 'fp-ts/lib/Either.js'
import * as TE from 'fp-ts/lib/TaskEither.js'
import type { IntelSession, IntelValue } from '../intel/index-records.js'
import { parseValueKey } from '../intel/value-key.js'
import type { IntelIndex, SessionQuery } from '../ports/intel-index.js'
import type { StoreError } from '../ports/event-log.js'
import { decodeSessionRow, decodeValueRow, SESSION_COLUMNS, VALUE_COLUMNS, type IntelSessionRow, type IntelValueRow } from './sqlite-intel-rows.js'
import { corruptLog, storeUnavailable } from './store-errors.js'

// The last code point: `prefix || TOP` is above every string that begins with `prefix` (SQLite
// compares text as UTF-8 bytes), so a prefix is a range of the index.
const TOP = '\u{10FFFF}'

class Corrupt extends Error {}

// A WHERE clause built condition by condition, with its arguments in order.
const conditions = () => {
  const where: string[] = []
  const args: SQLInputValue[] = []
  const add = (clause: string, ...values: SQLInputValue[]): void => {
    where.push(clause)
    args.push(...values)
  }
  return { where, args, add }
}

const decodedSessions = (rows: ReadonlyArray<IntelSessionRow>): IntelSession[] =>
  rows.map((r) => {
    const s = decodeSessionRow(r)
    if (s === undefined) throw new Corrupt(`the index record of session ${JSON.stringify(r.session_id)} does not decode`)
    return s
  })
const decodedValues = (rows: ReadonlyArray<IntelValueRow>): IntelValue[] =>
  rows.map((r) => {
    const v = decodeValueRow(r)
    if (v === undefined) throw new Corrupt(`the index record of value ${JSON.stringify(`${r.kind}:${r.value}`)} does not decode`)
    return v
  })

const read = <A>(f: () => A): TE.TaskEither<StoreError, A> =>
  TE.fromEither(E.tryCatch(f, (e) => (e instanceof Corrupt ? corruptLog(e.message) : storeUnavailable(e))))

/**
 * The index's read side on the embedded store: plain SQL on the reading connection (WAL: it sees
 * every committed append). Each listing is a range of one of the index's own indexes, resumed
 * after the previous page's last row (keyset pagination), so a page costs the same on page 1 and
 * page 1,000. Listing a value's sessions reads that value's links (bounded by its sessions).
 */
export const sqliteIntelIndex = (db: DatabaseSync): IntelIndex => {
  const sessionById = db.prepare(`SELECT ${SESSION_COLUMNS} FROM intel_sessions WHERE session_id = ?`)
  const valueByKey = db.prepare(`SELECT ${VALUE_COLUMNS} FROM intel_values WHERE kind = ? AND value = ?`)

  const sessions = (q: SessionQuery) =>
    read(() => {
      const { where, args, add } = conditions()
      const from = q.valueKey === undefined ? 'intel_sessions s' : 'intel_links l JOIN intel_sessions s ON s.session_id = l.session_id'
      if (q.valueKey !== undefined) {
        const p = parseValueKey(q.valueKey)
        if (p === undefined) return []
        add('l.kind = ? AND l.value = ?', p.kind, p.value)
      }
      if (q.scamType !== undefined) add('s.scam_type = ?', q.scamType)
      if (q.sinceMs !== undefined) add('s.last_activity_at_ms >= ?', q.sinceMs)
      if (q.untilMs !== undefined) add('s.last_activity_at_ms < ?', q.untilMs)
      if (q.after !== undefined) {
        const a = q.after
        add('(s.last_activity_at_ms < ? OR (s.last_activity_at_ms = ? AND s.session_id < ?))', a.lastActivityAtMs, a.lastActivityAtMs, a.sessionId)
      }
      const sql = `SELECT s.session_id, s.shared_values, s.facts, s.value_keys FROM ${from}
        ${where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`}
        ORDER BY s.last_activity_at_ms DESC, s.session_id DESC LIMIT ?`
      return decodedSessions(db.prepare(sql).all(...args, q.limit) as IntelSessionRow[])
    })

  return {
    sessions,
    sessionsById: (ids) =>
      read(() => decodedSessions(ids.flatMap((id) => (sessionById.get(id) as IntelSessionRow | undefined) ?? []))),
    values: (keys) =>
      read(() =>
        decodedValues(
          keys.flatMap((k) => {
            const p = parseValueKey(k)
            return p === undefined ? [] : ((valueByKey.get(p.kind, p.value) as IntelValueRow | undefined) ?? [])
          }),
        ),
      ),
    topValues: (q) =>
      read(() => {
        const { where, args, add } = conditions()
        if (q.kind !== undefined) add('kind = ?', q.kind)
        const after = q.after === undefined ? undefined : parseValueKey(q.after.key)
        if (q.after !== undefined && after !== undefined) {
          const { sessions: n, lastSeenAtMs: t } = q.after
          add('(sessions < ? OR (sessions = ? AND last_seen_at_ms < ?) OR (sessions = ? AND last_seen_at_ms = ? AND (kind, value) > (?, ?)))', n, n, t, n, t, after.kind, after.value)
        }
        const sql = `SELECT ${VALUE_COLUMNS} FROM intel_values ${where.length === 0 ? '' : `WHERE ${where.join(' AND ')}`}
          ORDER BY sessions DESC, last_seen_at_ms DESC, kind, value LIMIT ?`
        return decodedValues(db.prepare(sql).all(...args, q.limit) as IntelValueRow[])
      }),
    search: (q) =>
      read(() => {
        const { where, args, add } = conditions()
        add('t.term >= ? AND t.term < ?', q.prefix, `${q.prefix}${TOP}`)
        if (q.kind !== undefined) add('t.kind = ?', q.kind)
        const after = q.after === undefined ? undefined : parseValueKey(q.after.key)
        if (q.after !== undefined && after !== undefined) add('(t.term, t.kind, t.value) > (?, ?, ?)', q.after.term, after.kind, after.value)
        const sql = `SELECT t.term AS term, v.kind, v.value, v.sessions, v.occurrences, v.first_seen_at_ms, v.last_seen_at_ms, v.type_counts
          FROM intel_terms t JOIN intel_values v ON v.kind = t.kind AND v.value = t.value
          WHERE ${where.join(' AND ')} ORDER BY t.term, t.kind, t.value LIMIT ?`
        const rows = db.prepare(sql).all(...args, q.limit) as Array<IntelValueRow & { term: string }>
        const values = decodedValues(rows)
        return rows.map((r, i) => ({ term: r.term, value: values[i]! }))
      }),
    exportValues: (q) =>
      read(() => {
        const { where, args, add } = conditions()
        add('last_seen_at_ms >= ?', q.sinceMs)
        const after = q.after === undefined ? undefined : parseValueKey(q.after.key)
        if (q.after !== undefined && after !== undefined) add('(last_seen_at_ms, kind, value) > (?, ?, ?)', q.after.lastSeenAtMs, after.kind, after.value)
        const sql = `SELECT ${VALUE_COLUMNS} FROM intel_values WHERE ${where.join(' AND ')} ORDER BY last_seen_at_ms, kind, value LIMIT ?`
        return decodedValues(db.prepare(sql).all(...args, q.limit) as IntelValueRow[])
      }),
  }
}
