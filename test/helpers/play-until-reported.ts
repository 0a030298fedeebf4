import * as E from 'fp-ts/lib/Either.js'
import { playConversation } from './a-turn.js'
import type { Running } from './in-process-service.js'

/**
 * Plays a conversation through an in-process service, then waits until its final report has
 * reached the collector and the delivery is recorded in the log (which happens just after the
 * collector answers).
 */
export const playUntilReported = async (svc: Running, sessionId: string, texts: ReadonlyArray<string>): Promise<void> => {
  await playConversation(svc.post, sessionId, texts)
  await svc.collector.waitFor(() => svc.collector.forSession(sessionId).length === texts.length + 1)
  for (let i = 0; i < 200; i++) {
    const events = await svc.service.log.readEvents(sessionId, 0)()
    if (E.isRight(events) && events.right.some((e) => e.type === 'CallbackAttempted' && e.trigger === 'final')) return
    await new Promise((r) => setTimeout(r, 25))
  }
}
