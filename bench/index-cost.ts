// `npm run bench:index-cost`: what the intelligence index costs a turn where it is paid, in the
// append's own commit. The same compiled code runs twice, alternately, so both runs see the same
// background load: as built, and from a copy whose `intelUpdateOf` returns nothing (no update is
// computed, sent or written). Each run writes sessions with the service's decide and commit code,
// a turn and its callback record as the service appends them, 32 at a time, and reports its
// process's CPU (all threads: event loop, writer, checkpointer) per turn. Nothing leaves the machine.
//   --pairs N      alternating pairs (default 5)
//   --sessions N   sessions per run (default 1200, about 7,800 turns)
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as E from 'fp-ts/lib/Either.js'
import { conversations } from './conversations.js'

const { values: opts } = parseArgs({
  options: { pairs: { type: 'string', default: '5' }, sessions: { type: 'string', default: '1200' }, run: { type: 'string' } },
})
const say = (s: string) => process.stderr.write(`bench:index-cost: ${s}\n`)

type Figures = { readonly turns: number; readonly cpuMsPerTurn: number; readonly userMsPerTurn: number; readonly systemMsPerTurn: number }

/** One run: writes the sessions with the modules under `root` (a compiled tree) and prints its figures. */
const run = async (root: string, sessions: number): Promise<Figures> => {
  const { sqliteEventLog } = (await import(join(root, 'lib/adapters/sqlite-event-log.js'))) as typeof import('../lib/adapters/sqlite-event-log.js')
  const { commit } = (await import(join(root, 'lib/turn/commit.js'))) as typeof import('../lib/turn/commit.js')
  const { decideTurn } = (await import(join(root, 'lib/turn/decide-turn.js'))) as typeof import('../lib/turn/decide-turn.js')
  const { callbackPayloadOf } = (await import(join(root, 'lib/report/callback-payload.js'))) as typeof import('../lib/report/callback-payload.js')
  const dir = mkdtempSync(join(tmpdir(), 'honeypot-index-cost-'))
  const log = sqliteEventLog(dir)
  await log.ready
  const turnOf = commit(log, Date.now, 8)
  // Rings of four sessions share their payment details, as in `npm run bench:reindex`.
  const ringed = (text: string, ring: number): string =>
    text
      .replace(/([a-z][a-z.]{1,30})@(okaxis|ybl|paytm|okicici|upi)\b/gu, `$1${ring}@$2`)
      .replace(/\b([6-9][0-9]{5})[0-9]{4}\b/gu, (_m, head: string) => `${head}${String(ring % 10_000).padStart(4, '0')}`)
  type Msg = { sender: string; text: string; timestamp: number }
  const play = async (i: number): Promise<number> => {
    const c = conversations[i % conversations.length]!
    const ring = Math.floor(i / (conversations.length * 4)) * conversations.length + (i % conversations.length)
    const turns = 3 + (i % 8)
    const history: Msg[] = []
    for (let n = 0; n < turns; n++) {
      const message = { sender: 'scammer', text: ringed(c.turns[n % c.turns.length]!, ring), timestamp: Date.now() / 1000 }
      const input = { message, conversationHistory: history.slice(-18), metadata: { channel: c.channel, language: c.language, locale: 'IN' }, source: 'partner' }
      const done = await turnOf(`cost-${i}`, decideTurn(input, 10_000))()
      if (E.isLeft(done)) throw new Error(`turn failed: ${JSON.stringify(done.left)}`)
      const version = done.right.state.version
      const payload = callbackPayloadOf(done.right.state)
      const recorded = await turnOf(`cost-${i}`, () => ({
        events: [{ type: 'CallbackAttempted', trigger: 'turn', reportedVersion: version, result: { outcome: 'delivered', httpStatus: 200, durationMs: 2 }, payload }],
        result: undefined,
      }))()
      if (E.isLeft(recorded)) throw new Error('callback record failed')
      history.push(message, { sender: 'user', text: done.right.result.reply, timestamp: Date.now() / 1000 })
    }
    return turns
  }
  const batches = async (from: number, count: number): Promise<number> => {
    let turns = 0
    for (let s = 0; s < count; s += 32) turns += (await Promise.all(Array.from({ length: Math.min(32, count - s) }, (_, k) => play(from + s + k)))).reduce((a, b) => a + b, 0)
    return turns
  }
  await batches(1_000_000, 64) // warm-up, unmeasured
  const before = process.cpuUsage()
  const turns = await batches(0, sessions)
  const used = process.cpuUsage(before)
  await log.close()
  rmSync(dir, { recursive: true, force: true })
  return { turns, cpuMsPerTurn: (used.user + used.system) / 1000 / turns, userMsPerTurn: used.user / 1000 / turns, systemMsPerTurn: used.system / 1000 / turns }
}

if (opts.run !== undefined) {
  process.stdout.write(`${JSON.stringify(await run(opts.run, Number(opts.sessions)))}\n`)
} else {
  // The compiled tree this file belongs to (dist/bench), and a copy of it without the index.
  const built = join(import.meta.dirname, '..')
  const copy = mkdtempSync(join(tmpdir(), 'honeypot-no-index-'))
  for (const d of ['events', 'lib', 'bench']) cpSync(join(built, d), join(copy, d), { recursive: true })
  symlinkSync(join(built, '..', '..', 'node_modules'), join(copy, 'node_modules'))
  writeFileSync(join(copy, 'package.json'), '{"type":"module"}\n')
  const file = join(copy, 'lib/intel/intel-update.js')
  const head = 'export const intelUpdateOf = (events, after) => {'
  const source = readFileSync(file, 'utf8')
  if (!source.includes(head)) throw new Error(`${file} no longer defines intelUpdateOf as this bench expects`)
  writeFileSync(file, source.replace(head, `${head}\n    return undefined; // bench:index-cost: no index`))

  const once = (root: string): Figures => {
    const r = spawnSync(process.execPath, [join(import.meta.dirname, 'index-cost.js'), '--run', root, '--sessions', opts.sessions], { encoding: 'utf8' })
    if (r.status !== 0) throw new Error(`a run failed: ${r.stderr}`)
    return JSON.parse(r.stdout) as Figures
  }
  const median = (xs: ReadonlyArray<number>): number => {
    const s = [...xs].sort((a, b) => a - b)
    const m = Math.floor(s.length / 2)
    return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2
  }
  const without: Figures[] = []
  const withIndex: Figures[] = []
  for (let p = 0; p < Number(opts.pairs); p++) {
    without.push(once(copy))
    withIndex.push(once(built))
    const [a, b] = [without[p]!, withIndex[p]!]
    say(`pair ${p + 1}: ${a.cpuMsPerTurn.toFixed(4)} ms without, ${b.cpuMsPerTurn.toFixed(4)} ms with the index (${b.turns} turns each)`)
  }
  rmSync(copy, { recursive: true, force: true })
  const differences = withIndex.map((b, p) => b.cpuMsPerTurn - without[p]!.cpuMsPerTurn)
  const base = median(without.map((f) => f.cpuMsPerTurn))
  const cost = median(differences)
  const result = {
    pairs: differences.length,
    turnsPerRun: withIndex[0]?.turns,
    withoutIndexCpuMsPerTurn: Number(base.toFixed(4)),
    indexCpuMsPerTurn: Number(cost.toFixed(4)),
    indexShare: Number((cost / base).toFixed(4)),
    pairDifferencesMs: differences.map((d) => Number(d.toFixed(4))),
    indexUserMsPerTurn: Number(median(withIndex.map((b, p) => b.userMsPerTurn - without[p]!.userMsPerTurn)).toFixed(4)),
    indexSystemMsPerTurn: Number(median(withIndex.map((b, p) => b.systemMsPerTurn - without[p]!.systemMsPerTurn)).toFixed(4)),
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
}
