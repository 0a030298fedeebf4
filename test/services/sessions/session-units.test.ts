import t from 'tap'
import { aSessionId, aTurn } from '../../helpers/a-turn.js'
import { API_KEY, startService } from '../../helpers/in-process-service.js'

// GET /sessions/{id}: the session's three times in one unit (epoch ms), the old seconds field kept.
t.test('when a session has started', async (t) => {
  const svc = await startService({ FINAL_REPORT_DELAY_SECONDS: '3600' })
  t.teardown(svc.close)
  const id = aSessionId()
  const sent = Date.now() - 60_000
  const turn = aTurn(id, 'Your SBI account is blocked. Pay Rs 499 to kyc.help@okaxis')
  await svc.post({ ...turn, message: { ...turn.message, timestamp: sent } })
  const res = await fetch(`${svc.url}/sessions/${id}`, { headers: { 'x-api-key': API_KEY } })
  const { session, times } = (await res.json()) as any
  t.equal(times.startedAtMs, sent, 'times.startedAtMs is the first message timestamp, epoch ms')
  t.ok(Math.abs(times.firstReceivedAtMs - Date.now()) < 10_000 && Math.abs(times.lastActivityAtMs - Date.now()) < 10_000, 'beside the receipts of the first and latest turns, in the same unit')
  t.ok(times.firstReceivedAtMs - times.startedAtMs >= 59_000, 'so the three compare directly: sent a minute before it was received')
  t.same([times.firstReceivedAtMs, times.lastActivityAtMs], [session.firstReceivedAt, session.lastActivityAt], 'the projection is unchanged: its ms fields are the same values')
  t.equal(session.startedAt, sent / 1000, 'and startedAt still reads as before, in seconds, for the clients that use it')
})

t.test('when no timestamp was usable', async (t) => {
  const svc = await startService({ FINAL_REPORT_DELAY_SECONDS: '3600' })
  t.teardown(svc.close)
  const id = aSessionId()
  const turn = aTurn(id, 'Pay Rs 499 to kyc.help@okaxis')
  await svc.post({ ...turn, message: { ...turn.message, timestamp: Date.now() - 40 * 24 * 3600 * 1000 } })
  const { session, times } = (await (await fetch(`${svc.url}/sessions/${id}`, { headers: { 'x-api-key': API_KEY } })).json()) as any
  t.same([session.startedAt, times.startedAtMs], [null, null], 'a message 40 days old does not start the session, in either unit')
})
