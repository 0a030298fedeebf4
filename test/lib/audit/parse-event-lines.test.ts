import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import { SessionEvent } from '../../../events/session-event.js'
import { parseEventLines } from '../../../lib/audit/parse-event-lines.js'
import { playedLog } from './played-log.js'

const jsonl = (events: ReadonlyArray<SessionEvent>) => events.map((e) => JSON.stringify(SessionEvent.encode(e))).join('\n')

t.test('when an exported log is read back', async (t) => {
  const log = playedLog(['Pay to a@fakebank'])
  t.same(parseEventLines(`${jsonl(log)}\n\n`), E.right(log), 'every event comes back as it was, blank lines skipped')
})

t.test('when a line is not JSON', async (t) => {
  const log = playedLog(['hi'])
  t.same(parseEventLines(`${jsonl(log)}\n{oops`), E.left(`line ${log.length + 1}: not JSON`), 'the line is named')
})

t.test('when a line is JSON but no event', async (t) => {
  const r = parseEventLines('{"type":"TurnAnalysed","turn":1}')
  t.ok(E.isLeft(r) && r.left.startsWith('line 1: not a session event (TurnAnalysed: '), 'the line, the event type and what is wrong are named')
})

