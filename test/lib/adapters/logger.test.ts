import t from 'tap'
import { withTraceContext } from '../../../lib/adapters/trace-context.js'
import { capturedLogger } from '../../helpers/captured-logger.js'

t.test('when the service logs', async (t) => {
  const { logger, lines } = capturedLogger('info', { project: 'proj' })
  logger.info({ sessionId: 's' }, 'callback delivered')
  logger.error({ reason: 'circuit breaker open' }, 'callback skipped')
  logger.warn('half-open')
  logger.debug('below the level')
  t.match(lines, [
    { severity: 'INFO', message: 'callback delivered', sessionId: 's' },
    { severity: 'ERROR', message: 'callback skipped' },
    { severity: 'WARNING', message: 'half-open' },
  ], "each line has Cloud Logging's severity and message")
  t.equal(lines.length, 3, 'lines below the level are dropped')
  t.type(lines[0]?.['time'], 'string', 'with an ISO timestamp')
  t.notOk('level' in (lines[0] ?? {}), "and no pino level number to confuse Cloud Logging")
})

t.test('when a line is written while serving a traced request', async (t) => {
  const { logger, lines } = capturedLogger('info', { project: 'proj' })
  withTraceContext({ traceId: 'a'.repeat(32), spanId: '0000000000000002', sampled: true }, () => logger.info('inside'))
  logger.info('outside')
  t.match(lines[0], { 'logging.googleapis.com/trace': `projects/proj/traces/${'a'.repeat(32)}`, 'logging.googleapis.com/spanId': '0000000000000002' }, 'it carries the trace')
  t.notOk(Object.keys(lines[1] ?? {}).some((k) => k.startsWith('logging.googleapis.com/')), 'a line outside a request does not')
})

t.test('when a secret is among the fields', async (t) => {
  const { logger, lines } = capturedLogger('info')
  logger.info({ config: { apiKey: 'k1' }, apiKey: 'k2', token: 'k3' }, 'config')
  logger.info({ req: { headers: { 'x-api-key': 'k4', authorization: 'Bearer k5' } } }, 'request')
  logger.info({ headers: { 'x-api-key': 'k6', authorization: 'Bearer k7' } }, 'headers')
  logger.error({ err: Object.assign(new Error('boom'), { options: { headers: { 'x-api-key': 'k8' } } }) }, 'callback error')
  logger.info({ task: { authorization: 'Bearer k9', token: 'k10' } }, 'task')
  const all = JSON.stringify(lines)
  for (let i = 1; i <= 10; i++) t.notMatch(all, new RegExp(`\\bk${i}\\b`), `secret k${i} is redacted`)
  t.match(lines[0], { apiKey: '[redacted]', config: { apiKey: '[redacted]' } }, 'the field stays, its value is censored')
})
