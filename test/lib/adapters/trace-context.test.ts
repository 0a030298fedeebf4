import t from 'tap'
import { currentTraceContext, parseTraceHeaders, traceLogFields, withTraceContext } from '../../../lib/adapters/trace-context.js'

const TRACE = '105445aa7843bc8bf206b12000100000'

t.test('when Cloud Run passes X-Cloud-Trace-Context', async (t) => {
  t.same(parseTraceHeaders(`${TRACE}/1;o=1`, undefined), { traceId: TRACE, spanId: '0000000000000001', sampled: true }, 'the decimal span id becomes 16 hex digits')
  t.same(parseTraceHeaders(`${TRACE}/18446744073709551615;o=0`, undefined)?.spanId, 'ffffffffffffffff', 'the largest span id fits')
  t.same(parseTraceHeaders(TRACE, undefined), { traceId: TRACE, spanId: undefined, sampled: false }, 'span and options are optional')
  t.same(
    traceLogFields({ traceId: TRACE, spanId: '0000000000000001', sampled: true }, 'proj'),
    { 'logging.googleapis.com/trace': `projects/proj/traces/${TRACE}`, 'logging.googleapis.com/spanId': '0000000000000001', 'logging.googleapis.com/trace_sampled': true },
    'with a project the trace is the full resource name Cloud Logging links',
  )
  t.equal(traceLogFields({ traceId: TRACE, spanId: undefined, sampled: false }, undefined)['logging.googleapis.com/trace'], TRACE, 'without one, the bare id')
})

t.test('when only a W3C traceparent arrives', async (t) => {
  t.same(parseTraceHeaders(undefined, `00-${TRACE}-00f067aa0ba902b7-01`), { traceId: TRACE, spanId: '00f067aa0ba902b7', sampled: true }, 'it is used instead')
})

t.test('when the header is not in the expected shape', async (t) => {
  for (const bad of ['', 'nonsense', `${TRACE}x/1`, '0'.repeat(32), `${TRACE}/99999999999999999999`, `${'a'.repeat(5000)}/1`]) {
    const parsed = parseTraceHeaders(bad, undefined)
    t.ok(parsed === undefined || parsed.spanId === undefined, `"${bad.slice(0, 40)}" yields no trace or no span`)
  }
  t.equal(parseTraceHeaders('nonsense', '01-zz'), undefined, 'nothing is taken from a malformed traceparent')
})

t.test('when work runs under a trace', async (t) => {
  const ctx = { traceId: TRACE, spanId: undefined, sampled: false }
  const seen = await withTraceContext(ctx, async () => {
    await new Promise((r) => setTimeout(r, 1))
    return currentTraceContext()
  })
  t.same(seen, ctx, 'everything it awaits still sees the trace')
  t.equal(currentTraceContext(), undefined, 'and nothing outside it does')
  t.equal(withTraceContext(ctx, () => withTraceContext(undefined, currentTraceContext)), undefined, 'a request without a trace never inherits one')
})
