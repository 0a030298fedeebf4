import { SessionEvent } from '../../events/session-event.js'
import { SessionState } from '../../events/session-state.js'
import type { Replay } from './replay-session.js'
import type { Verification } from './verify-session.js'

/**
 * The replay as one machine-readable document (`--json`): the same timeline, the projection encoded
 * through its codec, the callback payload, and the verification when one was run.
 */
export const replayDocument = (replay: Replay, verification?: Verification) => ({
  sessionId: replay.sessionId,
  eventCount: replay.eventCount,
  timeline: { ...replay.timeline, preamble: replay.timeline.preamble.map((e) => SessionEvent.encode(e)) },
  state: SessionState.encode(replay.state),
  report: replay.report,
  ...(verification === undefined ? {} : { verification }),
})
