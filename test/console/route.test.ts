import t from 'tap'
import { hrefOf, parseRoute, type Route } from '../../console/src/route.js'

const routes: ReadonlyArray<Route> = [
  { page: 'sessions', filter: {} },
  { page: 'sessions', filter: { type: 'KYC_BANKING', kind: 'upiIds', value: 'a b&c=d@x', sinceMs: 1_770_000_000_000, untilMs: 1_770_086_399_999 }, cursor: 'opaque/+=', limit: 5 },
  { page: 'session', sessionId: 'a/b?c#d %zz <img>' },
  { page: 'evidence', kind: 'phoneNumbers', q: '+91 98' },
  { page: 'value', kind: 'phishingLinks', value: 'http://x.in/a?b=c#d' },
  { page: 'rings', seed: { by: 'top' }, depth: 1 },
  { page: 'rings', seed: { by: 'session', sessionId: 'ring-1' }, depth: 2 },
  { page: 'rings', seed: { by: 'value', kind: 'upiIds', value: 'x@y' }, depth: 1 },
]

t.test('every page survives a trip through its hash', async (t) => {
  for (const r of routes) t.same(parseRoute(hrefOf(r)), r, `${hrefOf(r)} names the page it was made from`)
})

t.test('when the hash is not one of the console’s', async (t) => {
  t.same(parseRoute(''), { page: 'sessions', filter: {} }, 'no hash is the sessions list')
  t.equal(parseRoute('#main').page, 'unknown', 'the skip link’s target is no page')
  t.equal(parseRoute('#/session/%E0%A4').page, 'unknown', 'a malformed percent-encoding is no page, not an exception')
  t.equal(parseRoute('#/sessions?limit=abc').page, 'sessions', 'a bad number is dropped')
  t.notOk('limit' in parseRoute('#/sessions?limit=abc'), 'and not kept')
})

t.test('a session id with every awkward character', async (t) => {
  const href = hrefOf({ page: 'session', sessionId: '../../x?y#z' })
  t.match(href, /^#\/session\/[^/?#]+$/u, 'stays one path segment of the hash')
})
