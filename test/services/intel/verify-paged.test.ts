import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import type { SessionEvent } from '../../../events/session-event.js'
import { verifySession } from '../../../lib/audit/verify-session.js'
import type { EventLog } from '../../../lib/ports/event-log.js'
import { storeUnavailable } from '../../../lib/adapters/store-errors.js'
import { VERIFY_PAGE_EVENTS, verifySessionHandler } from '../../../services/intel/sessions-handler.js'
import { playedLog, SESSION } from '../../lib/audit/played-log.js'

// POST /sessions/{id}/verify reads the log a page at a time and verifies it as it comes: what it
// answers is what verifying the whole log at once answers, it never asks the store for more than a
// page, and it lets the event loop run between pages and turns.

const texts = Array.from({ length: 40 }, (_, i) =>
  [
    `Your bank KYC has expired, the account will be blocked today (ref ${i}).`,
    'Call our officer on +91-9876543210 and share the OTP.',
    'Pay the Rs 499 fee to kyc.help@fakebank now.',
    'Open http://kyc-update.example.top/verify before 5 pm.',
  ][i % 4] as string,
)
const log = playedLog(texts)

/** A log held in memory that records each read's page size; `fail` makes a read fail. */
const memoryLog = (events: ReadonlyArray<SessionEvent>, fail?: (call: number) => boolean) => {
  const limits: Array<number | undefined> = []
  const eventLog: Pick<EventLog, 'readEvents'> = {
    readEvents: (sessionId, afterVersion, limit) => () => {
      limits.push(limit)
      if (fail?.(limits.length) === true) return Promise.resolve(E.left(storeUnavailable(new Error('the store went away'))))
      const after = sessionId === SESSION ? events.filter((e) => e.version > afterVersion) : []
      return Promise.resolve(E.right(limit === undefined ? after : after.slice(0, limit)))
    },
  }
  return { log: eventLog as EventLog, limits }
}

const expected = (events: ReadonlyArray<SessionEvent>) => {
  const v = verifySession(SESSION, events)
  return {
    sessionId: SESSION,
    verified: v.matches,
    turns: v.turns.length,
    mismatches: v.differences.map((d) => ({ turn: d.turn, field: d.field, logged: d.recorded, replayed: d.today })),
  }
}

t.test('a log read page by page is verified as if read whole', async (t) => {
  // A reply recorded in older words, in a turn that straddles pages of every size below.
  const tampered = log.map((e) => (e.type === 'ReplyComposed' && e.turn === 17 ? { ...e, reply: 'an older wording' } : e))
  for (const events of [log, tampered]) {
    for (const size of [1, 3, 7, VERIFY_PAGE_EVENTS]) {
      const { log: store, limits } = memoryLog(events)
      const answer = await verifySessionHandler(store, size)(SESSION)
      t.equal(answer.status, 200, `pages of ${size}: answered`)
      t.same(answer.body, expected(events), `pages of ${size}: the same verdict, turns and differences`)
      t.ok(limits.every((l) => l === size), `pages of ${size}: every read asks for one page, never the whole log`)
      t.equal(limits.length, Math.floor(events.length / size) + 1, `pages of ${size}: and the log is read once`)
    }
  }
  const answer: any = await verifySessionHandler(memoryLog(tampered).log, 3)(SESSION)
  // Later turns start from the recorded state, whose dialogue remembers the tampered wording, so
  // they may differ too; none before it does.
  const mismatches = answer.body.mismatches.map((m: any) => [m.turn, m.field])
  t.same(mismatches.filter(([turn]: [number]) => turn <= 17), [[17, 'reply']], 'the turn across a page boundary is the first found to differ, by its reply')
})

t.test('a long verification lets other work run', async (t) => {
  let ticks = 0
  let running = true
  const tick = (): void => {
    ticks += 1
    if (running) setImmediate(tick)
  }
  setImmediate(tick)
  const { log: store, limits } = memoryLog(log)
  const answer = await verifySessionHandler(store, 10)(SESSION)
  running = false
  t.equal(answer.status, 200, 'answered')
  t.ok(ticks >= limits.length - 1, `the event loop turned between pages (${ticks} turns for ${limits.length} pages)`)
})

t.test('an unknown session, a store failure, a bad id', async (t) => {
  t.equal((await verifySessionHandler(memoryLog(log).log)('nobody')).status, 404, 'a session with no events is 404')
  t.equal((await verifySessionHandler(memoryLog(log, (call) => call === 3).log, 5)(SESSION)).status, 503, 'a page the store cannot read is 503, nothing half-verified')
  t.equal((await verifySessionHandler(memoryLog(log).log)('   ')).status, 400, 'a blank session id is 400')
})
