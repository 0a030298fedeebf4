import * as E from 'fp-ts/lib/Either.js'
import * as O from 'fp-ts/lib/Option.js'
import type { Test } from 'tap'
import { foldEvents } from '../../../events/evolve.js'
import { initialState } from '../../../events/session-state.js'
import { commit } from '../../../lib/turn/commit.js'
import { decideTurn, type TurnInput } from '../../../lib/turn/decide-turn.js'
import { loadState } from '../../../lib/turn/load-state.js'
import type { EventLog } from '../../../lib/ports/event-log.js'
import { aSessionId, aTurn } from '../../helpers/a-turn.js'

type Fixture = { readonly log: EventLog; readonly cleanup: () => Promise<void> }

const turnInput = (text: string): TurnInput => {
  const { message, metadata } = aTurn('x', text)
  return { message: { ...message, timestamp: message.timestamp / 1000 }, conversationHistory: [], metadata, source: 'partner' }
}

// A partner turn carrying the conversation so far: earlier scammer messages and the replies, as `user`.
const partnerTurn = (text: string, history: TurnInput['conversationHistory'], at: number): TurnInput => ({
  message: { sender: 'scammer', text, timestamp: at / 1000 },
  conversationHistory: history,
  metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
  source: 'partner',
})

const right = async <A>(te: () => Promise<E.Either<unknown, A>>): Promise<A> => {
  const r = await te()
  if (E.isLeft(r)) throw new Error(`expected Right, got ${JSON.stringify(r.left)}`)
  return r.right
}

/**
 * What every EventLog adapter must do. `open` gives a fresh, empty log; the suite closes it.
 * Run by each adapter's own test file (SQLite here, Firestore against its emulator).
 */
export const eventLogContract = (t: Test, open: () => Promise<Fixture>): void => {
  t.test('given an empty log', async (t) => {
    const { log, cleanup } = await open()
    t.teardown(cleanup)
    const id = aSessionId()
    t.same(await right(log.load(id)), O.none, 'an unknown session loads as none')
    t.same(await right(log.readEvents(id, 0)), [], 'an unknown session has no events')
    t.equal(E.isRight(await log.ping()()), true, 'the store answers a ping')
  })

  t.test('when a turn is appended', async (t) => {
    const { log, cleanup } = await open()
    t.teardown(cleanup)
    const id = aSessionId()
    const committed = await right(commit(log, Date.now, 3)(id, decideTurn(turnInput('Your KYC expired, pay to a@fakebank'), 10_000)))
    const head = await right(log.load(id))
    t.equal(O.isSome(head) && head.value.version, committed.events.length, 'the head is at the last event')
    t.same(O.isSome(head) && O.toNullable(head.value.snapshot), committed.state, 'the snapshot is the projection after the turn')
    const events = await right(log.readEvents(id, 0))
    t.same(events, committed.events, 'the events read back equal those appended, decoded')
    t.same(foldEvents(initialState(id), events), committed.state, 'folding the whole log equals the snapshot')
    t.same(await right(log.readEvents(id, 2)), committed.events.slice(2), 'reading after a version skips what came before')
    t.same(await right(log.readEvents(id, 1, 2)), committed.events.slice(1, 3), 'a limit reads a page: at most that many, in order, after the version')
    t.same(await right(log.readEvents(id, committed.events.length - 1, 50)), committed.events.slice(-1), 'the last page holds what is left')
    t.same(await right(log.readEvents(id, committed.events.length, 50)), [], 'and a page past the end is empty')
    const sessions = await right(log.listSessions())
    const mine = sessions.find((s) => s.sessionId === id)
    t.equal(mine?.turns, 1, 'the session is listed with its turn count')
    t.same(mine?.pendingFinalReport, committed.state.pendingFinalReport, 'the pending final report is listed')
  })

  t.test('when the session id holds characters a store could treat as structure', async (t) => {
    const { log, cleanup } = await open()
    t.teardown(cleanup)
    const ids = ['a/b/../c', '__reserved__', '.', 'spaced id %2F with ünïcode', 'x'.repeat(256)]
    for (const id of ids) await right(commit(log, Date.now, 3)(id, decideTurn(turnInput(`hello from ${id.slice(0, 20)}`), 10_000)))
    for (const id of ids) {
      const events = await right(log.readEvents(id, 0))
      t.equal(events.length > 0 && events.every((e) => e.version > 0), true, `${JSON.stringify(id.slice(0, 24))} has its own events`)
      const head = await right(log.load(id))
      t.equal(O.isSome(head) && O.toNullable(head.value.snapshot)?.sessionId, id, `${JSON.stringify(id.slice(0, 24))} loads under its own id`)
    }
    const listed = (await right(log.listSessions())).map((s) => s.sessionId)
    t.same([...listed].sort(), [...ids].sort(), 'each is listed once, as given')
  })

  t.test('when a writer appends at a stale version', async (t) => {
    const { log, cleanup } = await open()
    t.teardown(cleanup)
    const id = aSessionId()
    const first = await right(commit(log, Date.now, 3)(id, decideTurn(turnInput('hello'), 10_000)))
    const stale = await log.append(id, 0, first.events, first.state)()
    t.same(E.isLeft(stale) && stale.left, { _tag: 'VersionConflict', expected: 0, actual: first.events.length }, 'the conflict is reported as such')
    t.equal((await right(log.readEvents(id, 0))).length, first.events.length, 'nothing was written')
  })

  t.test('when many requests write one session at once', async (t) => {
    const { log, cleanup } = await open()
    t.teardown(cleanup)
    const id = aSessionId()
    const n = 40
    const results = await Promise.all(
      Array.from({ length: n }, (_, i) => commit(log, Date.now, 200)(id, decideTurn(turnInput(`message number ${i}`), 10_000))()),
    )
    t.equal(results.filter(E.isRight).length, n, 'every turn committed after retries')
    const events = await right(log.readEvents(id, 0))
    t.same(events.map((e) => e.version), events.map((_, i) => i + 1), 'versions are contiguous from 1')
    const received = events.flatMap((e) => (e.type === 'TurnReceived' ? [e.message.text] : []))
    t.equal(received.length, n, 'every turn is in the log')
    t.equal(new Set(received).size, n, 'no turn is duplicated')
    t.same(events.filter((e) => e.type === 'TurnReceived').map((e) => (e.type === 'TurnReceived' ? e.turn : 0)), Array.from({ length: n }, (_, i) => i + 1), 'turn numbers follow the log order')
    const head = await right(log.load(id))
    t.same(O.isSome(head) && O.toNullable(head.value.snapshot), foldEvents(initialState(id), events), 'the snapshot equals the fold of the log')
  })

  t.test('when a turn is followed by the record of its callback, then of its final report', async (t) => {
    const { log, cleanup } = await open()
    t.teardown(cleanup)
    const id = aSessionId()
    const record = commit(log, Date.now, 3)
    const turn = await right(record(id, decideTurn(turnInput('Your KYC expired, pay to a@fakebank'), 10_000)))
    const attempt = (trigger: 'turn' | 'final', taskName?: string) => () => ({
      events: [{ type: 'CallbackAttempted' as const, trigger, reportedVersion: turn.state.version, result: { outcome: 'delivered' as const, httpStatus: 200, durationMs: 1 }, payload: {}, ...(taskName === undefined ? {} : { taskName }) }],
      result: undefined,
    })
    const callback = await right(record(id, attempt('turn')))
    const loadedAfterCallback = await right(loadState(log)(id))
    t.same(O.toNullable(loadedAfterCallback), callback.state, 'the session loads as the state after the callback')
    const final = await right(record(id, attempt('final', turn.state.pendingFinalReport?.taskName)))
    t.same(O.toNullable(await right(loadState(log)(id))), final.state, 'and as the state after the final report')
    t.equal(final.state.pendingFinalReport, null, 'the final report is no longer pending')
    const head = await right(log.load(id))
    t.equal(O.isSome(head) && head.value.version, final.state.version, 'the head is at the last record')
    t.same(foldEvents(initialState(id), await right(log.readEvents(id, 0))), final.state, 'folding the whole log gives the same state')
    const mine = (await right(log.listSessions())).find((s) => s.sessionId === id)
    t.same(
      mine && { version: mine.version, turns: mine.turns, pendingFinalReport: mine.pendingFinalReport },
      { version: final.state.version, turns: 1, pendingFinalReport: null },
      'the session is listed at the last record, its final report no longer pending',
    )
  })

  t.test('when a session runs many turns, each carrying the history so far', async (t) => {
    const { log, cleanup } = await open()
    t.teardown(cleanup)
    const id = aSessionId()
    const history: Array<TurnInput['message']> = []
    const start = Date.now()
    for (let i = 0; i < 30; i++) {
      const at = start + i * 1000
      const input = partnerTurn(`turn ${i}: pay Rs ${100 + i} to desk${i}@okaxis`, history.slice(-18), at)
      const done = await right(commit(log, Date.now, 3)(id, decideTurn(input, 10_000)))
      await right(commit(log, Date.now, 3)(id, () => ({ events: [{ type: 'CallbackAttempted', trigger: 'turn', reportedVersion: done.state.version, result: { outcome: 'delivered', httpStatus: 200, durationMs: 1 }, payload: {} }], result: undefined })))
      history.push(input.message, { sender: 'user', text: done.result.reply, timestamp: at / 1000 + 0.5 })
    }
    const events = await right(log.readEvents(id, 0))
    const folded = foldEvents(initialState(id), events)
    const head = await right(log.load(id))
    t.equal(folded.turns, 30, 'every turn is in the log')
    t.ok(folded.seenMessages.length >= 30 && folded.replyKeys.length >= 30, 'the session has many message keys')
    t.same(O.isSome(head) && O.toNullable(head.value.snapshot), folded, 'the snapshot, message keys in order included, equals the fold of the log')
  })
}
