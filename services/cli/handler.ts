import { SessionEvent } from '../../events/session-event.js'
import { renderReplay } from '../../lib/audit/render-replay.js'
import { renderSessions } from '../../lib/audit/render-sessions.js'
import { replayDocument } from '../../lib/audit/replay-document.js'
import { replaySession } from '../../lib/audit/replay-session.js'
import { verifySession } from '../../lib/audit/verify-session.js'
import type { SessionSummary } from '../../lib/ports/event-log.js'

/** What a command prints and how the process exits: 0 done, 1 differences found, 2 could not run. */
export type CliResult = { readonly exitCode: 0 | 1 | 2; readonly stdout: string; readonly stderr: string }

export const printed = (stdout: string): CliResult => ({ exitCode: 0, stdout, stderr: '' })
export const failed = (problem: string): CliResult => ({ exitCode: 2, stdout: '', stderr: `honeypot: ${problem}\n` })

/** `replay`: the timeline and projection, verified with today's rules when asked. */
export const replayHandler = (
  sessionId: string,
  events: ReadonlyArray<SessionEvent>,
  options: { readonly verify: boolean; readonly json: boolean },
): CliResult => {
  const replay = replaySession(sessionId, events)
  const verification = options.verify ? verifySession(sessionId, events) : undefined
  const stdout = options.json
    ? `${JSON.stringify(replayDocument(replay, verification), null, 2)}\n`
    : renderReplay(replay, verification)
  return { exitCode: verification?.matches === false ? 1 : 0, stdout, stderr: '' }
}

/** `export`: one encoded event per line, in log order, as `replay --from` reads them back. */
export const exportHandler = (events: ReadonlyArray<SessionEvent>): CliResult =>
  printed(events.map((e) => `${JSON.stringify(SessionEvent.encode(e))}\n`).join(''))

/** `sessions`: the store's sessions, latest activity first. */
export const sessionsHandler = (sessions: ReadonlyArray<SessionSummary>, json: boolean): CliResult =>
  printed(json ? `${JSON.stringify(sessions, null, 2)}\n` : renderSessions(sessions))
