import t from 'tap'
import { aTurn } from '../../helpers/a-turn.js'
import { startCollector } from '../../helpers/collector.js'
import { API_KEY as KEY } from '../../helpers/in-process-service.js'
import { startServiceProcess } from '../../helpers/service-process.js'
import { tempDir } from '../../helpers/temp-dir.js'

t.test('when the server is killed in the middle of a stream of turns', async (t) => {
  const collector = await startCollector()
  t.teardown(collector.close)
  const dataDir = tempDir('hp-crash-')
  const env = { CALLBACK_URL: collector.url, HONEYPOT_DATA_DIR: dataDir, FINAL_REPORT_DELAY_SECONDS: '3', LOG_LEVEL: 'warn' }
  const first = await startServiceProcess(env)
  t.teardown(() => first.stop('SIGKILL'))

  const sessions = Array.from({ length: 4 }, (_, i) => `crash-${process.pid}-${i}`)
  const answered = new Map<string, string[]>(sessions.map((s) => [s, []]))
  let stop = false
  const client = async (sessionId: string) => {
    for (let i = 0; !stop; i++) {
      const text = `turn ${i} of ${sessionId}: pay to crash${i}@fakebank`
      try {
        const res = await fetch(`${first.url}/honeypot`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': KEY }, body: JSON.stringify(aTurn(sessionId, text)) })
        if (res.status === 200) answered.get(sessionId)?.push(text)
      } catch {
        return // the server died under us
      }
    }
  }
  const clients = sessions.map(client)
  // Kill once a good number of turns were answered, however loaded the machine is.
  const answeredCount = () => [...answered.values()].reduce((n, a) => n + a.length, 0)
  const until = Date.now() + 30_000
  while (answeredCount() < 40 && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
  await first.stop('SIGKILL')
  stop = true
  await Promise.all(clients)
  const total = [...answered.values()].reduce((n, a) => n + a.length, 0)
  t.ok(total > 8, `turns were answered before the kill (${total})`)

  const second = await startServiceProcess(env)
  t.teardown(() => second.stop())
  for (const sessionId of sessions) {
    type Logged = Array<{ type: string; version: number; message?: { text: string } }>
    const readLog = async (): Promise<Logged> =>
      ((await (await fetch(`${second.url}/sessions/${sessionId}/events`, { headers: { 'x-api-key': KEY } })).json()) as { events: Logged }).events
    // A final report the restart re-armed may be logged between reading the log and reading the
    // projection: read both again until the log held still across the two reads.
    let events = await readLog()
    let session: any = await (await fetch(`${second.url}/sessions/${sessionId}`, { headers: { 'x-api-key': KEY } })).json()
    for (let tries = 0; tries < 10; tries++) {
      const again = await readLog()
      if (again.length === events.length) break
      events = again
      session = await (await fetch(`${second.url}/sessions/${sessionId}`, { headers: { 'x-api-key': KEY } })).json()
    }
    const logged = events.filter((e) => e.type === 'TurnReceived').map((e) => e.message?.text)
    t.ok(answered.get(sessionId)?.every((text) => logged.includes(text)), `${sessionId}: every answered turn is in the log`)
    t.same(events.map((e) => e.version), events.map((_, i) => i + 1), `${sessionId}: versions are contiguous`)
    t.equal(session.session.version, events.length, `${sessionId}: the projection is at the head of the log`)
    t.equal(session.session.turns, logged.length, `${sessionId}: the projection counts every logged turn`)
  }
  // Every final report still pending at the kill is re-armed and sent: nothing stays pending, and
  // each session's delivered report covers its whole log. (A client the load stalled may have let
  // its session's report go out before the kill; that one was never pending.)
  const settled = async () => {
    for (const sessionId of sessions) {
      const { session }: any = await (await fetch(`${second.url}/sessions/${sessionId}`, { headers: { 'x-api-key': KEY } })).json()
      if (session.pendingFinalReport !== null || session.finalReportDelivered === null) return false
    }
    return true
  }
  const until2 = Date.now() + 30_000
  while (!(await settled()) && Date.now() < until2) await new Promise((r) => setTimeout(r, 100))
  t.ok(await settled(), 'no final report is left pending after the restart')
  for (const sessionId of sessions) {
    const { session }: any = await (await fetch(`${second.url}/sessions/${sessionId}`, { headers: { 'x-api-key': KEY } })).json()
    const last = collector.forSession(sessionId).at(-1)?.body
    t.equal(last?.totalMessagesExchanged, session.messageCount, `${sessionId}: the last report the collector holds covers every logged turn`)
  }
})
