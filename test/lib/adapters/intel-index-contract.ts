import * as E from 'fp-ts/lib/Either.js'
import type { Test } from 'tap'
import type { Store } from '../../../lib/adapters/open-event-log.js'
import { commit } from '../../../lib/turn/commit.js'
import { decideTurn } from '../../../lib/turn/decide-turn.js'
type Msg = { sender: string; text: string; timestamp: number }

const unwrap = async <A>(te: () => Promise<E.Either<unknown, A>>): Promise<A> => {
  const r = await te()
  if (E.isLeft(r)) throw new Error(JSON.stringify(r.left))
  return r.right
}

/** Everything the index holds, read through its port, in a stable order: what two indexes compare by. */
export const dumpIndex = async (store: Store) => {
  const sessions: unknown[] = []
  let after: { lastActivityAtMs: number; sessionId: string } | undefined
  for (;;) {
    const page = await unwrap(store.intel.sessions({ limit: 2, ...(after === undefined ? {} : { after }) }))
    sessions.push(...page)
    const last = page[page.length - 1]
    if (last === undefined) break
    after = { lastActivityAtMs: last.lastActivityAtMs, sessionId: last.sessionId }
  }
  const values = await unwrap(store.intel.exportValues({ sinceMs: 0, limit: 1000 }))
  const links = await Promise.all(values.map(async (v) => [`${v.kind}:${v.value}`, (await unwrap(store.intel.sessions({ valueKey: `${v.kind}:${v.value}`, limit: 100 }))).map((s) => s.sessionId)]))
  const byKey = (a: { kind: string; value: string }, b: { kind: string; value: string }) => `${a.kind}:${a.value}`.localeCompare(`${b.kind}:${b.value}`)
  return { sessions: [...(sessions as Array<{ sessionId: string }>)].sort((a, b) => a.sessionId.localeCompare(b.sessionId)), values: [...values].sort(byKey), links: Object.fromEntries(links) }
}

/**
 * What every store's index must do: follow the turns as they are committed (a value's sessions,
 * sightings, types, first and last seen; which sessions share), through concurrent sessions giving
 * the same new value at once, and be rebuilt from the log alone into exactly the same index.
 */
export const intelIndexContract = async (t: Test, fresh: () => Promise<{ store: Store; cleanup: () => Promise<void> }>) => {
  const { store, cleanup } = await fresh()
  t.teardown(cleanup)
  const turns = commit(store.log, Date.now, 8)
  const histories = new Map<string, Msg[]>()
  const say = async (sessionId: string, text: string) => {
    const history = histories.get(sessionId) ?? []
    const message = { sender: 'scammer', text, timestamp: Date.now() / 1000 }
    const input = { message, conversationHistory: history, metadata: { channel: 'SMS', language: 'English', locale: 'IN' }, source: 'partner' }
    const done = await unwrap(turns(sessionId, decideTurn(input, 600_000)))
    histories.set(sessionId, [...history, message, { sender: 'user', text: done.result.reply, timestamp: Date.now() / 1000 }])
  }

  await say('kyc-1', 'Your SBI KYC has expired. Pay Rs 499 to kyc.help@fakebank today or the account is blocked')
  await say('lottery-2', 'Congratulations, you won Rs 25 lakh in the lottery! Pay the fee to KYC.Help@FakeBank')
  await say('kyc-1', 'Call me on +91-98765 43210 now')
  await say('lottery-2', 'Or call 9876543210 and open http://bit.ly/Win-Prize to claim the prize')
  await say('arrest-3', 'This is CBI. A case is filed against you. Transfer Rs 50,000 to account 123456789012 IFSC SBIN0001234 immediately')
  await say('kyc-1', 'Pay to kyc.help@fakebank again, last warning')
  // Two sessions give a value nobody gave before, at the same moment.
  await Promise.all([say('ring-4', 'Pay the processing fee to ring.boss@fakeupi'), say('ring-5', 'Send the deposit to ring.boss@fakeupi now')])

  const value = async (key: string) => (await unwrap(store.intel.values([key])))[0]
  const session = async (id: string) => (await unwrap(store.intel.sessionsById([id])))[0]

  const upi = await value('upiIds:kyc.help@fakebank')
  t.equal(upi?.sessions, 2, 'a UPI id written two ways links its two sessions')
  t.equal(upi?.occurrences, 3, 'every message that gave it counts, the repeat included')
  t.ok(upi !== undefined && upi.firstSeenAtMs <= upi.lastSeenAtMs, 'first seen is not after last seen')
  t.same(Object.keys(upi?.typeCounts ?? {}).sort(), [(await session('kyc-1'))?.scamType, (await session('lottery-2'))?.scamType].sort(), 'its types are its sessions’ current types')
  t.equal((await value('phoneNumbers:+919876543210'))?.sessions, 2, 'the phone written three ways is one value of two sessions')
  t.equal((await value('phishingLinks:http://bit.ly/Win-Prize'))?.sessions, 1, 'a link of one session links nothing')
  t.equal((await value('upiIds:ring.boss@fakeupi'))?.sessions, 2, 'a value given by two sessions at once counts both')
  t.equal((await session('kyc-1'))?.sharedValues, 2, 'a session knows how many of its values others share')
  t.equal((await session('ring-4'))?.sharedValues, 1, 'however the race between its sessions went')
  t.equal((await session('ring-5'))?.sharedValues, 1, 'on both sides')
  t.equal((await session('arrest-3'))?.sharedValues, 0, 'a session sharing nothing says so')
  const linked = await unwrap(store.intel.sessions({ valueKey: 'upiIds:kyc.help@fakebank', limit: 10 }))
  t.same(linked.map((s) => s.sessionId).sort(), ['kyc-1', 'lottery-2'], "a value's sessions are listed")
  const found = await unwrap(store.intel.search({ prefix: '98765', limit: 10 }))
  t.same(found.map((h) => h.value.value), ['+919876543210'], 'a phone is found by its national digits')

  const incremental = await dumpIndex(store)
  const rebuilt = await unwrap(store.reindex())
  t.equal(rebuilt, 5, 'reindex walks every session')
  t.same(await dumpIndex(store), incremental, 'the index rebuilt from the log equals the one the turns kept')
}
