import type { SessionSummary } from '../ports/event-log.js'
import { isoOfMs } from './format.js'

/** The stored sessions as a table, latest activity first as the store lists them. */
export const renderSessions = (sessions: ReadonlyArray<SessionSummary>): string => {
  if (sessions.length === 0) return 'No sessions in this store.\n'
  const rows = sessions.map((s) => [isoOfMs(s.lastActivityAt), String(s.turns), s.scamType, s.sessionId])
  const header = ['LAST ACTIVITY', 'TURNS', 'SCAM TYPE', 'SESSION']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)))
  const line = (cells: ReadonlyArray<string>) =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0))).join('  ')
  return [line(header), ...rows.map(line), ''].join('\n')
}
