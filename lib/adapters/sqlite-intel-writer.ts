import type { DatabaseSync } from 'node:sqlite'
import { applyIntelUpdate, keysToRead } from '../intel/apply-intel-update.js'
import type { IntelSession, IntelValue } from '../intel/index-records.js'
import type { IntelUpdate } from '../intel/intel-update.js'
import { searchTermsOf } from '../intel/search-terms.js'
import { parseValueKey, valueKeyOf, type ValueKey } from '../intel/value-key.js'
import { decodeSessionRow, decodeValueRow, encodeFacts, SESSION_COLUMNS, VALUE_COLUMNS, type IntelSessionRow, type IntelValueRow } from './sqlite-intel-rows.js'

/**
 * Writes one update into the index tables, inside the caller's transaction (the append's own
 * savepoint in the writer thread; the rebuild's transaction in `honeypot reindex`): reads the
 * session's record and the values it touches, folds the update with `applyIntelUpdate`, writes
 * what changed. Throws when a stored record does not decode (a broken invariant: the append is
 * rolled back and answered 503; `honeypot reindex` rebuilds the index from the log).
 */
export const sqliteIntelWriter = (db: DatabaseSync) => {
  const sessionOf = db.prepare(`SELECT ${SESSION_COLUMNS} FROM intel_sessions WHERE session_id = ?`)
  const valueOf = db.prepare(`SELECT ${VALUE_COLUMNS} FROM intel_values WHERE kind = ? AND value = ?`)
  const upsertSession = db.prepare(`
    INSERT INTO intel_sessions (session_id, last_activity_at_ms, scam_type, shared_values, facts, value_keys) VALUES (?, ?, ?, ?, ?, ?)
    ON CONFLICT (session_id) DO UPDATE SET last_activity_at_ms = excluded.last_activity_at_ms, scam_type = excluded.scam_type,
      shared_values = intel_sessions.shared_values + excluded.shared_values, facts = excluded.facts, value_keys = excluded.value_keys`)
  const putValue = db.prepare(`INSERT OR REPLACE INTO intel_values (${VALUE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?)`)
  const insertLink = db.prepare('INSERT OR IGNORE INTO intel_links (kind, value, session_id) VALUES (?, ?, ?)')
  const insertTerm = db.prepare('INSERT OR IGNORE INTO intel_terms (term, kind, value) VALUES (?, ?, ?)')
  // The one other session of a value that just gained its second.
  const shareWithEarlier = db.prepare(`
    UPDATE intel_sessions SET shared_values = shared_values + 1
    WHERE session_id = (SELECT session_id FROM intel_links WHERE kind = ? AND value = ? AND session_id <> ? LIMIT 1)`)

  const readSession = (sessionId: string): IntelSession | undefined => {
    const row = sessionOf.get(sessionId) as IntelSessionRow | undefined
    if (row === undefined) return undefined
    const s = decodeSessionRow(row)
    if (s === undefined) throw new Error(`the index record of session ${JSON.stringify(sessionId)} does not decode`)
    return s
  }
  const readValue = (key: ValueKey): IntelValue | undefined => {
    const parsed = parseValueKey(key)
    const row = parsed === undefined ? undefined : (valueOf.get(parsed.kind, parsed.value) as IntelValueRow | undefined)
    if (row === undefined) return undefined
    const v = decodeValueRow(row)
    if (v === undefined) throw new Error(`the index record of value ${JSON.stringify(key)} does not decode`)
    return v
  }

  return (u: IntelUpdate): void => {
    const prior = readSession(u.sessionId)
    const stored = new Map<ValueKey, IntelValue>()
    for (const key of keysToRead(prior, u)) {
      const v = readValue(key)
      if (v !== undefined) stored.set(key, v)
    }
    const w = applyIntelUpdate(prior, stored, u)
    for (const key of w.nowShared) {
      const p = parseValueKey(key)
      if (p !== undefined) shareWithEarlier.run(p.kind, p.value, u.sessionId)
    }
    for (const v of w.values) {
      putValue.run(v.kind, v.value, v.sessions, v.occurrences, v.firstSeenAtMs, v.lastSeenAtMs, JSON.stringify(v.typeCounts))
      if (!stored.has(valueKeyOf(v.kind, v.value))) for (const term of searchTermsOf(v.kind, v.value)) insertTerm.run(term, v.kind, v.value)
    }
    for (const key of w.newLinks) {
      const p = parseValueKey(key)
      if (p !== undefined) insertLink.run(p.kind, p.value, u.sessionId)
    }
    const s = w.session
    upsertSession.run(s.sessionId, s.lastActivityAtMs, s.scamType, w.sharedDelta, encodeFacts(s), JSON.stringify(s.values))
  }
}
