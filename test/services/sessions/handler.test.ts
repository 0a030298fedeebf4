import * as E from 'fp-ts/lib/Either.js'
import t from 'tap'
import { callbackPayloadOf } from '../../../lib/report/callback-payload.js'
import { sessionEventsHandler, sessionHandler } from '../../../services/sessions/handler.js'
import { SessionEventsResponse, SessionResponse } from '../../../services/sessions/response.js'
import { oldSessionStore, OLD_SESSION } from '../../fixtures/old-session-store.js'
import { aSessionId, playConversation } from '../../helpers/a-turn.js'
import { API_KEY, startService } from '../../helpers/in-process-service.js'

const SESSION = OLD_SESSION

t.test('given a store with a session logged in an older event shape', async (t) => {
  const { log, state, events, retiredRows } = await oldSessionStore()
  t.teardown(log.close)
  t.equal(retiredRows, 4, 'the store holds the analyses in their first shape')

  t.test('when its projection is read', async (t) => {
    const res = await sessionHandler(log)(SESSION)
    t.equal(res.status, 200, 'answers 200')
    const body = SessionResponse.decode(res.body)
    t.ok(E.isRight(body), 'the body decodes with its codec')
    t.same(E.isRight(body) && body.right.report, callbackPayloadOf(state), 'the report is the projection\'s callback payload')
  })

  t.test('when its log is read', async (t) => {
    const res = await sessionEventsHandler(log)(SESSION)
    t.equal(res.status, 200, 'answers 200')
    const body = SessionEventsResponse.decode(res.body)
    t.same(E.isRight(body) && body.right.events, events, 'every event is there, decoded')
    const analysed = (res.body as { events: Array<Record<string, unknown>> }).events.filter((e) => e['type'] === 'TurnAnalysed')
    t.ok(analysed.every((e) => Array.isArray(e['findings']) && !('evidence' in e)), 'old analyses are served in today\'s shape')
  })

  t.test('when the session is unknown', async (t) => {
    for (const handler of [sessionHandler(log), sessionEventsHandler(log)]) {
      const res = await handler('nobody')
      t.equal(res.status, 404, 'answers 404')
      t.match(res.body, { status: 'error', sessionId: 'nobody', error: 'no such session' }, 'in the error shape')
    }
  })

  t.test('when the session id is not one', async (t) => {
    const res = await sessionHandler(log)('x'.repeat(300))
    t.equal(res.status, 400, 'answers 400')
    t.match(res.body, { status: 'error', details: ['sessionId: must be at most 256 characters'] }, 'naming the problem')
  })
})

t.test('when the audit reads go over HTTP', async (t) => {
  const svc = await startService()
  t.teardown(svc.close)
  const id = aSessionId()
  await playConversation(svc.post, id, ['Your KYC expired, pay Rs 10 to a@fakebank'])
  const get = (path: string, headers: Record<string, string> = { 'x-api-key': API_KEY }) => fetch(`${svc.url}${path}`, { headers })
  const session = await get(`/sessions/${encodeURIComponent(id)}`)
  t.equal(session.status, 200, 'the projection answers 200 with the key')
  t.ok(E.isRight(SessionResponse.decode(await session.json())), 'and decodes with its codec')
  const events = await get(`/sessions/${encodeURIComponent(id)}/events`)
  t.ok(E.isRight(SessionEventsResponse.decode(await events.json())), 'the log decodes with its codec')
  t.equal((await get(`/sessions/${encodeURIComponent(id)}`, {})).status, 401, 'without the key it is 401')
})
