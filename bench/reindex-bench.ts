// `npm run bench:reindex`: writes a realistic log of many sessions into an embedded store with the
// service's own decision and commit code (turns decided by decideTurn, committed with their
// callback record, as the service does), then measures `honeypot reindex` on it, and what the
// index costs a turn. Nothing leaves the machine: no HTTP, no callback is sent.
//   --sessions N   sessions to write (default 10000)
//   --keep DIR     write the store into DIR and keep it (default: a temporary directory, removed)
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { parseArgs } from 'node:util'
import * as E from 'fp-ts/lib/Either.js'
import { foldEvents } from '../events/evolve.js'
import { SessionEvent } from '../events/session-event.js'
import { initialState } from '../events/session-state.js'
import { sqliteEventLog } from '../lib/adapters/sqlite-event-log.js'
import { sqliteIntelWriter } from '../lib/adapters/sqlite-intel-writer.js'
import { migrateSchema } from '../lib/adapters/sqlite-schema.js'
import { intelUpdateOf } from '../lib/intel/intel-update.js'
import { callbackPayloadOf } from '../lib/report/callback-payload.js'
import { commit } from '../lib/turn/commit.js'
import { decideTurn } from '../lib/turn/decide-turn.js'
import { conversations } from './conversations.js'

const { values: opts } = parseArgs({ options: { sessions: { type: 'string', default: '10000' }, keep: { type: 'string' } } })
const SESSIONS = Number(opts.sessions)
const say = (s: string) => process.stderr.write(`bench:reindex: ${s}\n`)
const cpuMs = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

// Rings: every RING_SIZE consecutive sessions of one conversation reuse one ring's payment
// details, so the index has values shared by a few sessions, as fraud rings reuse theirs.
const RING_SIZE = 4
const ringed = (text: string, ring: number): string =>
  text
    .replace(/([a-z][a-z.]{1,30})@(okaxis|ybl|paytm|okicici|upi)\b/gu, `$1${ring}@$2`)
    .replace(/\b([6-9][0-9]{5})[0-9]{4}\b/gu, (_m, head: string) => `${head}${String(ring % 10_000).padStart(4, '0')}`)
    .replace(/https?:\/\/([a-z-]{2,40})\./gu, (_m, host: string) => `http://${host}${ring}.`)

const dir = opts.keep ?? mkdtempSync(join(tmpdir(), 'honeypot-reindex-'))
mkdirSync(dir, { recursive: true })
const log = sqliteEventLog(dir)
await log.ready
const turnOf = commit(log, Date.now, 8)

type Msg = { sender: string; text: string; timestamp: number }
const playSession = async (i: number): Promise<number> => {
  const c = conversations[i % conversations.length]!
  const ring = Math.floor(i / (conversations.length * RING_SIZE)) * conversations.length + (i % conversations.length)
  const turns = 3 + (i % 8)
  const sessionId = `bench-${String(i).padStart(6, '0')}`
  const history: Msg[] = []
  for (let n = 0; n < turns; n++) {
    const message = { sender: 'scammer', text: ringed(c.turns[n % c.turns.length]!, ring), timestamp: Date.now() / 1000 }
    const input = { message, conversationHistory: [...history].slice(-18), metadata: { channel: c.channel, language: c.language, locale: 'IN' }, source: 'partner' }
    const done = await turnOf(sessionId, decideTurn(input, 10_000))()
    if (E.isLeft(done)) throw new Error(`turn failed: ${JSON.stringify(done.left)}`)
    const version = done.right.state.version
    const payload = callbackPayloadOf(done.right.state)
    // The callback's record, as the service appends it after each turn.
    const recorded = await turnOf(sessionId, () => ({
      events: [{ type: 'CallbackAttempted', trigger: 'turn', reportedVersion: version, result: { outcome: 'delivered', httpStatus: 200, durationMs: 2 }, payload }],
      result: undefined,
    }))()
    if (E.isLeft(recorded)) throw new Error('callback record failed')
    history.push(message, { sender: 'user', text: done.right.result.reply, timestamp: Date.now() / 1000 })
  }
  return turns
}

say(`writing ${SESSIONS} sessions into ${dir}`)
const writeStarted = performance.now()
const writeCpu = cpuMs()
let turns = 0
const CONCURRENT = 32
for (let start = 0; start < SESSIONS; start += CONCURRENT) {
  const batch = Array.from({ length: Math.min(CONCURRENT, SESSIONS - start) }, (_, k) => playSession(start + k))
  turns += (await Promise.all(batch)).reduce((a, b) => a + b, 0)
  if ((start / CONCURRENT) % 50 === 0) say(`  ${start + batch.length} sessions`)
}
const writeMs = performance.now() - writeStarted
const writeCpuMs = cpuMs() - writeCpu
say(`wrote ${turns} turns in ${(writeMs / 1000).toFixed(1)} s, ${(writeCpuMs / turns).toFixed(3)} ms of CPU a turn (all threads: decide, commit, index)`)

say('reindex')
const started = performance.now()
const cpu = cpuMs()
const indexed = await log.reindex()()
const reindexMs = performance.now() - started
const reindexCpuMs = cpuMs() - cpu
if (E.isLeft(indexed)) throw new Error(JSON.stringify(indexed.left))
await log.close()

const db = new DatabaseSync(join(dir, 'events.sqlite'))
const count = (sql: string): number => Number((db.prepare(sql).get() as { n: number }).n)
const figures = {
  sessions: indexed.right,
  events: count('SELECT COUNT(*) AS n FROM events'),
  values: count('SELECT COUNT(*) AS n FROM intel_values'),
  sharedValues: count('SELECT COUNT(*) AS n FROM intel_values WHERE sessions > 1'),
  linkedSessions: count('SELECT COUNT(*) AS n FROM intel_sessions WHERE shared_values > 0'),
}

// The index's own cost a turn, apart: each append's update computed from its events and the state
// after them (main thread), then written by the writer's code into a scratch store, a savepoint
// each, as the writer thread does inside the append's transaction. The fold that gives the states
// is the turn's own work, not the index's, and is not timed.
const appends: Array<{ events: ReadonlyArray<SessionEvent>; after: ReturnType<typeof initialState> }> = []
const sampled = (db.prepare('SELECT session_id FROM sessions ORDER BY session_id LIMIT 1000').all() as Array<{ session_id: string }>).map((r) => r.session_id)
for (const id of sampled) {
  const events = (db.prepare('SELECT data FROM events WHERE session_id = ? ORDER BY version').all(id) as Array<{ data: string }>).map((r) => {
    const e = SessionEvent.decode(JSON.parse(r.data))
    if (E.isLeft(e)) throw new Error('event does not decode')
    return e.right
  })
  // The log split back into its appends: a turn's events, then its callback record.
  let state = initialState(id)
  let append: SessionEvent[] = []
  for (const e of events) {
    append.push(e)
    if (e.type === 'CallbackAttempted') {
      const turn = append.slice(0, -1)
      state = foldEvents(state, turn)
      appends.push({ events: turn, after: state })
      state = foldEvents(state, [e])
      append = []
    }
  }
}
db.close()
const computeStarted = cpuMs()
const updates = appends.flatMap((a) => intelUpdateOf(a.events, a.after) ?? [])
const computeMs = cpuMs() - computeStarted
const scratch = mkdtempSync(join(tmpdir(), 'honeypot-intel-cost-'))
const scratchDb = new DatabaseSync(join(scratch, 'events.sqlite'))
migrateSchema(scratchDb)
const write = sqliteIntelWriter(scratchDb)
const applyStarted = cpuMs()
scratchDb.exec('BEGIN')
for (const u of updates) {
  scratchDb.exec('SAVEPOINT append')
  write(u)
  scratchDb.exec('RELEASE append')
}
scratchDb.exec('COMMIT')
const applyMs = cpuMs() - applyStarted
scratchDb.close()
rmSync(scratch, { recursive: true, force: true })
const perTurn = (computeMs + applyMs) / updates.length
say(`the index a turn: ${perTurn.toFixed(4)} ms of CPU (${(computeMs / updates.length).toFixed(4)} computing the update, ${(applyMs / updates.length).toFixed(4)} writing it), over ${updates.length} turns of ${sampled.length} sessions`)

const result = {
  ...figures,
  turns,
  writeCpuMsPerTurn: Number((writeCpuMs / turns).toFixed(3)),
  reindexSeconds: Number((reindexMs / 1000).toFixed(2)),
  reindexCpuSeconds: Number((reindexCpuMs / 1000).toFixed(2)),
  indexCpuMsPerTurn: Number(perTurn.toFixed(4)),
  indexShareOfTurnCpu: Number((perTurn / (writeCpuMs / turns)).toFixed(4)),
}
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
if (opts.keep === undefined) rmSync(dir, { recursive: true, force: true })
