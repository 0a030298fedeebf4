// The cross-session intelligence index (issue 19), a projection of the log written by the same
// transaction as the events (sqlite-intel-writer) and rebuilt from them by `honeypot reindex`.
// Every listing the investigator routes make has an index here, in its own order, so a page is a
// range scan, never a sort of the table.
export const INTEL_SCHEMA = `
CREATE TABLE IF NOT EXISTS intel_sessions (
  session_id TEXT PRIMARY KEY,
  last_activity_at_ms INTEGER NOT NULL,
  scam_type TEXT NOT NULL,
  shared_values INTEGER NOT NULL,
  facts TEXT NOT NULL,
  value_keys TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS intel_sessions_by_activity ON intel_sessions (last_activity_at_ms DESC, session_id DESC);
CREATE INDEX IF NOT EXISTS intel_sessions_by_type ON intel_sessions (scam_type, last_activity_at_ms DESC, session_id DESC);
CREATE TABLE IF NOT EXISTS intel_values (
  kind TEXT NOT NULL,
  value TEXT NOT NULL,
  sessions INTEGER NOT NULL,
  occurrences INTEGER NOT NULL,
  first_seen_at_ms INTEGER NOT NULL,
  last_seen_at_ms INTEGER NOT NULL,
  type_counts TEXT NOT NULL,
  PRIMARY KEY (kind, value)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS intel_values_by_sessions ON intel_values (sessions DESC, last_seen_at_ms DESC, kind, value);
CREATE INDEX IF NOT EXISTS intel_values_by_kind ON intel_values (kind, sessions DESC, last_seen_at_ms DESC, value);
CREATE INDEX IF NOT EXISTS intel_values_by_last_seen ON intel_values (last_seen_at_ms, kind, value);
CREATE TABLE IF NOT EXISTS intel_links (
  kind TEXT NOT NULL,
  value TEXT NOT NULL,
  session_id TEXT NOT NULL,
  PRIMARY KEY (kind, value, session_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS intel_terms (
  term TEXT NOT NULL,
  kind TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (term, kind, value)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS intel_terms_by_kind ON intel_terms (kind, term, value);
`

/** The index's tables, emptied by a rebuild. */
export const INTEL_TABLES = ['intel_sessions', 'intel_values', 'intel_links', 'intel_terms'] as const
