import '../helpers/loopback-env.js'
import t from 'tap'
import { foldEvents } from '../../events/evolve.js'
import { SessionEvent } from '../../events/session-event.js'
import { initialState, SessionState } from '../../events/session-state.js'
import { callbackPayloadOf } from '../../lib/report/callback-payload.js'
import { startCollector } from '../helpers/collector.js'
import { startLocalEmulators } from '../helpers/local-emulators.js'
import { startServiceProcess, type ServiceProcess } from '../helpers/service-process.js'

t.setTimeout(600_000)
const PROJECT = 'honeypot-multi'
const SESSIONS = 10
const CLIENTS_PER_SESSION = 5
const TURNS_PER_CLIENT = 20

const [emulators, collector] = await Promise.all([startLocalEmulators({ only: ['firestore'], projectId: PROJECT }), startCollector()])
const env = {
  ...emulators.env,
  CALLBACK_URL: collector.url,
  // The final reports are not under test here: keep their timers out of the run.
  FINAL_REPORT_DELAY_SECONDS: '3600',
  LOG_LEVEL: 'debug',
}
const instances = await Promise.all([startServiceProcess(env), startServiceProcess(env)])
t.teardown(async () => {
  await Promise.all(instances.map((i) => i.stop()))
  await Promise.all([collector.close(), emulators.stop()])
})

const sessionIdOf = (s: number) => `multi-${s}`
const textOf = (s: number, c: number, n: number) => `Session ${s} client ${c} turn ${n}: pay the fee to upi s${s}c${c}n${n}@okaxis now`

type Tally = { retries: number; answered: number }
// A partner client: its turns in order, each to the next instance in turn; a 503 is retried as is.
const client = async (s: number, c: number, tally: Tally): Promise<void> => {
  for (let n = 0; n < TURNS_PER_CLIENT; n++) {
    const body = {
      sessionId: sessionIdOf(s),
      message: { sender: 'scammer', text: textOf(s, c, n), timestamp: Date.now() },
      conversationHistory: [],
      metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
    }
    for (let attempt = 0; ; attempt++) {
      const instance = instances[(c + n + attempt) % instances.length] as ServiceProcess
      const res = await instance.post(body)
      if (res.status === 200) break
      if (res.status !== 503 || attempt > 20) throw new Error(`turn answered ${res.status}: ${JSON.stringify(res.body)}`)
      tally.retries++
      await new Promise((r) => setTimeout(r, 200 + Math.random() * 300))
    }
    tally.answered++
  }
}

t.test('when two instances share one Firestore and 50 clients talk to both', async (t) => {
  const tally: Tally = { retries: 0, answered: 0 }
  const started = performance.now()
  await Promise.all(
    Array.from({ length: SESSIONS }, (_, s) => Array.from({ length: CLIENTS_PER_SESSION }, (_, c) => client(s, c, tally))).flat(),
  )
  const seconds = (performance.now() - started) / 1000
  const turns = SESSIONS * CLIENTS_PER_SESSION * TURNS_PER_CLIENT
  t.equal(tally.answered, turns, `all ${turns} turns were answered`)

  for (let s = 0; s < SESSIONS; s++) {
    const id = sessionIdOf(s)
    const log = await instances[s % 2]?.get(`/sessions/${id}/events`)
    const events = (log?.body.events as unknown[]).map((e) => SessionEvent.decode(e)).flatMap((d) => (d._tag === 'Right' ? [d.right] : []))
    t.equal(events.length, log?.body.events.length, `${id}: every stored event decodes`)
    t.ok(events.every((e, i) => e.version === i + 1), `${id}: versions are contiguous from 1`)
    const received = events.flatMap((e) => (e.type === 'TurnReceived' ? [e.message.text] : []))
    const sent = Array.from({ length: CLIENTS_PER_SESSION * TURNS_PER_CLIENT }, (_, i) => textOf(s, i % CLIENTS_PER_SESSION, Math.floor(i / CLIENTS_PER_SESSION)))
    t.same([...received].sort(), [...sent].sort(), `${id}: every turn is in the log exactly once`)
    const folded = foldEvents(initialState(id), events)
    const view = await instances[(s + 1) % 2]?.get(`/sessions/${id}`)
    t.same(view?.body.session, SessionState.encode(folded), `${id}: the stored projection equals the fold of the log`)
    t.same(view?.body.report, callbackPayloadOf(folded), `${id}: the reported intelligence equals the fold of the log`)
    const latest = collector.forSession(id).reduce((a, b) => (b.body.totalMessagesExchanged > a.body.totalMessagesExchanged ? b : a))
    t.same(latest.body.extractedIntelligence, folded.evidence, `${id}: the last turn's callback carried the folded intelligence`)
  }

  const conflicts = instances.flatMap((i) => i.logs).filter((l) => l['message'] === 'version conflict: deciding again').length
  const figures = { turns, sessions: SESSIONS, clients: SESSIONS * CLIENTS_PER_SESSION, instances: instances.length, seconds: Math.round(seconds * 10) / 10, turnsPerSecond: Math.round((turns / seconds) * 10) / 10, versionConflicts: conflicts, retried503: tally.retries }
  t.comment(`multi-instance figures: ${JSON.stringify(figures)}`)
  t.ok(figures.versionConflicts > 0, 'the instances did contend for the same sessions (the check is exercised)')
})
