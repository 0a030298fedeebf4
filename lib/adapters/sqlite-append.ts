import type { DatabaseSync } from 'node:sqlite'
import type { IntelUpdate } from '../intel/intel-update.js'
import type { StoreUnavailable, VersionConflict } from '../ports/event-log.js'
import { sqliteIntelWriter } from './sqlite-intel-writer.js'

/** `message_keys.kind`: which of the projection's key lists a row belongs to. */
export const SEEN_KEY = 0
export const REPLY_KEY = 1

/**
 * The new keys of one of the projection's key lists: the list from index `from` on. `from` is the
 * length the appender believes is stored at the expected version; 0 sends the whole list, and
 * `replace` asks for the stored list to be written again whatever it holds.
 */
export type KeyTail = { readonly from: number; readonly keys: ReadonlyArray<string>; readonly replace: boolean }

/** An append encoded on the event loop's thread (JSON text), as the writer thread receives it. */
export type EncodedAppend = {
  readonly sessionId: string
  readonly expectedVersion: number
  readonly events: ReadonlyArray<{ readonly version: number; readonly type: string; readonly at: number; readonly data: string }>
  /**
   * The projection after the events, as JSON, without its key lists; null to keep the stored
   * snapshot (an append of no turn and no new keys: a load folds its events onto the older one).
   */
  readonly snapshot: string | null
  readonly seen: KeyTail
  readonly replies: KeyTail
  readonly turns: number
  readonly scamType: string
  readonly lastActivityAt: number | null
  readonly finalTask: string | null
  readonly finalDueAt: number | null
  /** The intelligence index's part of the append (`intelUpdateOf`), written in the same savepoint; null when the append records no turn. */
  readonly intel: IntelUpdate | null
}

/** The stored key lists do not end where the appender believed: send the whole lists again. */
export type KeysBehind = { readonly _tag: 'KeysBehind' }
export type AppendOutcome = { readonly _tag: 'Written' } | VersionConflict | KeysBehind | StoreUnavailable

type HeadRow = { version: number; seen_count: number | null; reply_count: number | null }

// How a key list is brought to the appended state: insert what lies past the stored end, or
// replace the list (when asked, or for a row from before the keys had rows); 'behind' when the
// tail does not reach back to the stored end.
type KeyPlan = { readonly _tag: 'insert'; readonly keys: ReadonlyArray<string>; readonly at: number } | { readonly _tag: 'replace' } | { readonly _tag: 'behind' }

export const planKeys = (stored: number | null, tail: KeyTail): KeyPlan =>
  !tail.replace && stored !== null && tail.from <= stored && stored <= tail.from + tail.keys.length
    ? { _tag: 'insert', keys: tail.keys.slice(stored - tail.from), at: stored }
    : tail.from === 0
      ? { _tag: 'replace' }
      : { _tag: 'behind' }

const keepsKeys = (stored: number | null, tail: KeyTail): boolean => !tail.replace && tail.keys.length === 0 && stored === tail.from

/**
 * The SQL of one append, run by the writer thread inside its group-commit transaction: the version
 * check (seeing the batch's earlier appends), the events, their outbox rows, the new message keys
 * and the session row. Writes nothing when it refuses (conflict, keys behind).
 */
export const sqliteAppendWriter = (db: DatabaseSync, options: { readonly outbox: boolean }) => {
  const headOf = db.prepare('SELECT version, seen_count, reply_count FROM sessions WHERE session_id = ?')
  const insertEvent = db.prepare('INSERT INTO events (session_id, version, type, recorded_at, data) VALUES (?, ?, ?, ?, ?)')
  const insertOutbox = db.prepare('INSERT INTO outbox (session_id, version, created_at) VALUES (?, ?, ?)')
  const insertKey = db.prepare('INSERT INTO message_keys (session_id, kind, ord, key) VALUES (?, ?, ?, ?)')
  const deleteKeys = db.prepare('DELETE FROM message_keys WHERE session_id = ? AND kind = ?')
  const upsertSession = db.prepare(`
    INSERT INTO sessions (session_id, version, snapshot, turns, scam_type, last_activity_at, final_task, final_due_at, seen_count, reply_count)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    ON CONFLICT (session_id) DO UPDATE SET version = excluded.version, snapshot = excluded.snapshot,
      turns = excluded.turns, scam_type = excluded.scam_type, last_activity_at = excluded.last_activity_at,
      final_task = excluded.final_task, final_due_at = excluded.final_due_at,
      seen_count = excluded.seen_count, reply_count = excluded.reply_count`)

  // An append that keeps the snapshot moves the head and the listed columns only.
  const writeIntel = sqliteIntelWriter(db)

  const advanceSession = db.prepare(
    'UPDATE sessions SET version = ?, turns = ?, scam_type = ?, last_activity_at = ?, final_task = ?, final_due_at = ? WHERE session_id = ?',
  )

  const writeKeys = (sessionId: string, kind: number, plan: KeyPlan, tail: KeyTail): void => {
    if (plan._tag === 'replace') {
      deleteKeys.run(sessionId, kind)
      tail.keys.forEach((k, i) => insertKey.run(sessionId, kind, i, k))
    } else if (plan._tag === 'insert') {
      plan.keys.forEach((k, i) => insertKey.run(sessionId, kind, plan.at + i, k))
    }
  }

  return (a: EncodedAppend): AppendOutcome => {
    const head = headOf.get(a.sessionId) as HeadRow | undefined
    const actual = head?.version ?? 0
    if (actual !== a.expectedVersion) return { _tag: 'VersionConflict', expected: a.expectedVersion, actual }
    // Keeping the snapshot is only right when the stored key lists are already those of the state.
    if (a.snapshot === null && !(head !== undefined && keepsKeys(head.seen_count, a.seen) && keepsKeys(head.reply_count, a.replies))) return { _tag: 'KeysBehind' }
    const seen = planKeys(head === undefined ? 0 : head.seen_count, a.seen)
    const replies = planKeys(head === undefined ? 0 : head.reply_count, a.replies)
    if (seen._tag === 'behind' || replies._tag === 'behind') return { _tag: 'KeysBehind' }
    const createdAt = Date.now()
    for (const e of a.events) {
      insertEvent.run(a.sessionId, e.version, e.type, e.at, e.data)
      if (options.outbox) insertOutbox.run(a.sessionId, e.version, createdAt)
    }
    if (a.intel !== null) writeIntel(a.intel)
    if (a.snapshot === null) {
      advanceSession.run(a.expectedVersion + a.events.length, a.turns, a.scamType, a.lastActivityAt, a.finalTask, a.finalDueAt, a.sessionId)
      return { _tag: 'Written' }
    }
    writeKeys(a.sessionId, SEEN_KEY, seen, a.seen)
    writeKeys(a.sessionId, REPLY_KEY, replies, a.replies)
    upsertSession.run(
      a.sessionId,
      a.expectedVersion + a.events.length,
      a.snapshot,
      a.turns,
      a.scamType,
      a.lastActivityAt,
      a.finalTask,
      a.finalDueAt,
      a.seen.from + a.seen.keys.length,
      a.replies.from + a.replies.keys.length,
    )
    return { _tag: 'Written' }
  }
}
