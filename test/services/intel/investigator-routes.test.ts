import t from 'tap'
import { aSessionId, playConversation } from '../../helpers/a-turn.js'
import { API_KEY, INVESTIGATOR_KEY, startService } from '../../helpers/in-process-service.js'

t.test('when the partner and an investigator use the service', async (t) => {
  const svc = await startService({ FINAL_REPORT_DELAY_SECONDS: '3600' })
  t.teardown(svc.close)
  const ring = [aSessionId(), aSessionId(), aSessionId()]
  const lone = aSessionId()
  for (const [i, id] of ring.entries()) {
    await playConversation(svc.post, id, [`Your KYC is pending, pay Rs ${100 + i} to collect.fee@fakeupi`, `Or call +91 98765 4321${i} today`])
  }
  await playConversation(svc.post, lone, ['You won a car! Open http://lucky-draw.xyz/claim to claim it'])

  t.test('and the partner reads across sessions', async (t) => {
    const partner = { 'x-api-key': API_KEY }
    for (const path of ['/sessions', `/sessions/${ring[0]}/linked`, '/intelligence', '/intelligence/graph', '/intelligence/export?format=csv', '/intelligence/upiIds/collect.fee%40fakeupi']) {
      const res = await fetch(`${svc.url}${path}`, { headers: partner })
      t.equal(res.status, 403, `GET ${path} is refused to the partner's key`)
    }
    t.equal((await fetch(`${svc.url}/sessions/${ring[0]}/verify`, { method: 'POST', headers: partner })).status, 403, 'so is verify')
    t.equal((await fetch(`${svc.url}/sessions/${ring[0]}`, { headers: partner })).status, 200, "it keeps today's session read")
    t.equal((await fetch(`${svc.url}/sessions/${ring[0]}/events`, { headers: partner })).status, 200, 'and the log')
    t.equal((await fetch(`${svc.url}/sessions`, { headers: { 'x-api-key': 'guess' } })).status, 401, 'a wrong key is a 401')
  })

  t.test('and the investigator reads a single session', async (t) => {
    t.equal((await svc.investigate(`/sessions/${lone}`)).status, 200, 'the projection')
    t.equal((await svc.investigate(`/sessions/${lone}/events`)).status, 200, 'and the log')
    t.equal((await fetch(`${svc.url}/honeypot`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': INVESTIGATOR_KEY }, body: '{}' })).status, 401, 'but never sends a turn')
  })

  t.test('and the investigator pages through the sessions', async (t) => {
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page: any = await svc.investigate(`/sessions?limit=1${cursor === null ? '' : `&cursor=${cursor}`}`)
      t.equal(page.status, 200, 'each page answers')
      seen.push(...page.body.sessions.map((s: any) => s.sessionId))
      cursor = page.body.nextCursor
    } while (cursor !== null)
    t.same([...seen].sort(), [...ring, lone].sort(), 'every session comes exactly once')
    t.equal(seen[0], lone, 'newest activity first')
    const first: any = await svc.investigate('/sessions?limit=1')
    const other = await svc.investigate(`/sessions?limit=1&type=KYC_BANKING&cursor=${first.body.nextCursor}`)
    t.equal(other.status, 400, 'a cursor is refused under other filters')
  })

  t.test('and the investigator follows a ring', async (t) => {
    const bySession: any = await svc.investigate('/sessions?kind=upiIds&value=Collect.Fee%40FakeUPI')
    t.same(bySession.body.sessions.map((s: any) => s.sessionId).sort(), [...ring].sort(), 'the sessions holding a UPI id, however it is written')
    t.ok(bySession.body.sessions.every((s: any) => s.sharedValues === 1 && s.evidenceCounts.upiIds === 1), 'each says it shares one value')
    const linked: any = await svc.investigate(`/sessions/${ring[0]}/linked`)
    t.same(linked.body.linked.map((l: any) => l.sessionId).sort(), [ring[1], ring[2]].sort(), 'the other two sessions are linked')
    t.same(linked.body.linked[0].shared, [{ kind: 'upiIds', value: 'collect.fee@fakeupi' }], 'by the value they share')
    t.same((await svc.investigate(`/sessions/${lone}/linked`)).body.linked, [], 'a session sharing nothing links nothing')
    const top: any = await svc.investigate('/intelligence?limit=1')
    t.same([top.body.items[0].value, top.body.items[0].sessions], ['collect.fee@fakeupi', 3], 'the value shared by the most sessions comes first')
    const graph: any = await svc.investigate(`/intelligence/graph?kind=upiIds&value=collect.fee%40fakeupi`)
    t.equal(graph.body.nodes.filter((n: any) => n.kind === 'session').length, 3, 'the ring has its three sessions')
    t.equal(graph.body.edges.length, 3, 'each joined to the value')
    const small: any = await svc.investigate(`/intelligence/graph?kind=upiIds&value=collect.fee%40fakeupi&limit=2`)
    t.same([small.body.nodes.length, small.body.truncated], [2, true], 'a graph past its limit says it was cut')
  })

  t.test('and hostile parameters arrive', async (t) => {
    const paths = [
      '/sessions?limit=1e9',
      '/sessions?limit=1&limit=2',
      `/sessions?cursor=${'A'.repeat(5000)}`,
      `/sessions?kind=phishingLinks&value=${encodeURIComponent('http://'.repeat(2000))}`,
      `/intelligence?q=${'%'.repeat(3)}`,
      `/intelligence?q=${encodeURIComponent('\u{10FFFF}\u{10FFFF}')}`,
      `/intelligence/phishingLinks/${encodeURIComponent('http://x/'.repeat(100))}`,
      '/intelligence/graph?sessionId=%20&depth=2',
      '/intelligence/export?format=stix&sinceMs=-1',
    ]
    for (const path of paths) {
      const res = await svc.investigate(path)
      t.ok(res.status < 500, `${path.slice(0, 60)} is answered without a server error (${res.status})`)
      t.ok(res.body !== undefined, 'in JSON')
    }
  })
})
