import t from 'tap'
import type { SessionEvent } from '../../../events/session-event.js'
import { renderReplay } from '../../../lib/audit/render-replay.js'
import { replaySession } from '../../../lib/audit/replay-session.js'
import { verifySession } from '../../../lib/audit/verify-session.js'
import { playedLog, SESSION } from './played-log.js'

const failedCallbacks = (events: ReadonlyArray<SessionEvent>): ReadonlyArray<SessionEvent> =>
  events.map((e) =>
    e.type === 'CallbackAttempted' && e.trigger === 'final' ? { ...e, result: { outcome: 'failed', reason: 'connect ECONNREFUSED', durationMs: 2 } } : e,
  )

t.test('when a replay is printed', async (t) => {
  const log = failedCallbacks(playedLog(['"Sir, pay now."\n[smiles]\nSend to a@fakebank']))
  const text = renderReplay(replaySession(SESSION, log))
  t.match(text, /scammer {4}scammer at .*: "\\"Sir, pay now.\\"\\n\[smiles\]\\nSend to a@fakebank"\n/u, 'a multi-line message stays on its line, quoted')
  t.match(text, /final {6}report fr-\S+ of v\d+ at \S+: failed after 2 ms: connect ECONNREFUSED/u, 'a failed final report says why')
  t.notMatch(text, /^Verify:/mu, 'without --verify there is no verdict')
  t.match(text, /\nCallback payload\n\{\n {2}"sessionId": "audit-session"/u, 'the callback payload follows the projection')
})

t.test('when a verified replay is printed', async (t) => {
  const log = playedLog(['hello'])
  t.match(renderReplay(replaySession(SESSION, log), verifySession(SESSION, log)), /\nVerify: 1 turn decided again with today's rules: the replay matches\.\n$/u, 'it ends with the verdict')
})
