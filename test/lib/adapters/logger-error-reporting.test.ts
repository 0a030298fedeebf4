import t from 'tap'
import { capturedLogger } from '../../helpers/captured-logger.js'

// Cloud Error Reporting reads errors out of Cloud Logging when a line carries a top-level
// `stack_trace` (or the ReportedErrorEvent `@type` marker) and groups them by `serviceContext`.
const MARKER = 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent'

t.test('when the hosted service logs an error with an Error', async (t) => {
  const { logger, lines } = capturedLogger('info', { serviceContext: { service: 'scam-honeypot', version: 'scam-honeypot-00042-abc' } })
  const err = new Error('the store closed')
  logger.error({ err }, 'request failed')
  t.equal(lines[0]?.['stack_trace'], err.stack, 'the stack trace is a top-level field')
  t.match(lines[0]?.['stack_trace'], /^Error: the store closed\n\s+at /u, "in Node's own format, which Error Reporting parses")
  t.same(lines[0]?.['serviceContext'], { service: 'scam-honeypot', version: 'scam-honeypot-00042-abc' }, 'with the service and revision it belongs to')
  t.match(lines[0], { severity: 'ERROR', message: 'request failed', err: { message: 'the store closed' } }, 'the line is otherwise as before')
})

t.test('when an error line carries no Error', async (t) => {
  const { logger, lines } = capturedLogger('info', { serviceContext: { service: 'scam-honeypot' } })
  logger.error({ sessionId: 's', outcome: 'failed', reason: 'status 503' }, 'callback failed')
  logger.error({ err: { _tag: 'StoreUnavailable', reason: 'closed' } }, 'final report not scheduled')
  for (const line of lines) {
    t.equal(line['@type'], MARKER, `"${line['message']}" is marked as an error event`)
    t.notOk('stack_trace' in line, 'with no made-up stack trace')
    t.same(line['serviceContext'], { service: 'scam-honeypot' }, 'and its service')
  }
})

t.test('when the line is not an error', async (t) => {
  const { logger, lines } = capturedLogger('info', { serviceContext: { service: 'scam-honeypot' } })
  logger.warn({ err: new Error('a retry will follow') }, 'events left in the outbox for the next sweep')
  logger.info('callback delivered')
  for (const line of lines) {
    t.notOk('stack_trace' in line || '@type' in line || 'serviceContext' in line, `"${line['message']}" does not reach Error Reporting`)
  }
})

t.test('when the service runs on Cloud Run', async (t) => {
  const saved = { service: process.env['K_SERVICE'], revision: process.env['K_REVISION'] }
  t.teardown(() => {
    for (const [k, v] of [['K_SERVICE', saved.service], ['K_REVISION', saved.revision]] as const) {
      if (v === undefined) delete process.env[k]
      else process.env[k] = v
    }
  })
  process.env['K_SERVICE'] = 'scam-honeypot'
  process.env['K_REVISION'] = 'scam-honeypot-00007-xyz'
  const { logger, lines } = capturedLogger('info')
  logger.error({ err: new Error('boom') }, 'request failed')
  t.same(lines[0]?.['serviceContext'], { service: 'scam-honeypot', version: 'scam-honeypot-00007-xyz' }, 'the service context comes from K_SERVICE and K_REVISION')
  delete process.env['K_SERVICE']
  const local = capturedLogger('info')
  local.logger.error({ err: new Error('boom') }, 'request failed')
  t.notOk('serviceContext' in (local.lines[0] ?? {}), 'and is left out locally')
  t.ok('stack_trace' in (local.lines[0] ?? {}), 'where the stack trace is still at the top')
})
