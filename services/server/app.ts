import { AsyncResource } from 'node:async_hooks'
import express, { type ErrorRequestHandler, type RequestHandler, type Response } from 'express'
import { errorResponseOf } from '../../lib/honeypot-response.js'
import { parseTraceHeaders, withTraceContext } from '../../lib/adapters/trace-context.js'
import type { Logger } from '../../lib/adapters/logger.js'
import type { Config } from '../../lib/config.js'
import type { HttpResult } from '../http-result.js'
import type { FinalReportHttpRequest } from '../final-report/handler.js'
import { apiKeyMatches } from './api-key.js'
import { rateLimits } from './rate-limit.js'
import { securityHeaders } from './security-headers.js'

export type AppDeps = {
  readonly apiKey: string
  readonly logger: Logger
  readonly honeypot: (body: unknown) => Promise<HttpResult>
  readonly finalReport: (req: FinalReportHttpRequest) => Promise<HttpResult>
  readonly session: (sessionId: string) => Promise<HttpResult>
  readonly sessionEvents: (sessionId: string) => Promise<HttpResult>
  readonly health: () => Promise<HttpResult>
  readonly limits: Config['limits']
}

export const BODY_LIMIT = '1mb'

const send = (res: Response, r: HttpResult): void => {
  res.status(r.status).set(r.headers ?? {}).json(r.body)
}
const fail = (res: Response, status: number, error: string, headers?: Record<string, string>): void =>
  send(res, { status, body: errorResponseOf(error, null), ...(headers === undefined ? {} : { headers }) })

// body-parser's error types, mapped onto decision 2's statuses.
const bodyErrorStatus: Readonly<Record<string, readonly [number, string]>> = {
  'entity.too.large': [413, 'request body is larger than 1 MiB'],
  'entity.parse.failed': [400, 'request body is not valid JSON'],
  'entity.verify.failed': [400, 'request body could not be verified'],
  'encoding.unsupported': [415, 'unsupported content encoding'],
  'charset.unsupported': [415, 'unsupported charset, use utf-8'],
  'request.aborted': [400, 'request aborted'],
  'request.size.invalid': [400, 'request size did not match content-length'],
  'stream.encoding.set': [500, 'internal error'],
}

/**
 * The HTTP surface of decision 1, thin over the handlers. Every answer, errors included, is JSON in
 * the response shape; nothing here knows about scams.
 */
export const createApp = (deps: AppDeps): express.Express => {
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.set('query parser', 'simple')
  // The client's address (the refused-request limit, the request log) as the proxies in front saw it.
  app.set('trust proxy', deps.limits.trustProxyHops > 0 ? deps.limits.trustProxyHops : false)
  const keyMatches = apiKeyMatches(deps.apiKey)
  const limits = rateLimits(deps.limits, deps.logger, (res, seconds) =>
    fail(res, 429, `too many requests, retry in ${seconds} s`, { 'retry-after': String(seconds) }),
  )

  // One line per request, in Cloud Logging's `httpRequest` shape too; everything the request
  // logs (its callback attempt included) carries its trace through the logger's mixin. The line's
  // listener is attached only when info is logged at all (it cost 3.5 % of a turn at warn).
  const requestLog: RequestHandler = (req, res, next) => {
    const started = performance.now()
    const trace = parseTraceHeaders(req.get('x-cloud-trace-context'), req.get('traceparent'))
    withTraceContext(trace, () => {
      if (deps.logger.isLevelEnabled('info')) {
        res.on(
          'finish',
          AsyncResource.bind(() => {
            const latencyMs = Math.round((performance.now() - started) * 10) / 10
            const httpRequest = { requestMethod: req.method, requestUrl: req.originalUrl, status: res.statusCode, latency: `${(latencyMs / 1000).toFixed(4)}s`, userAgent: req.get('user-agent'), remoteIp: req.ip }
            deps.logger.info({ method: req.method, path: req.path, status: res.statusCode, latencyMs, httpRequest }, 'request')
          }),
        )
      }
      next()
    })
  }
  // A good key is limited per key; a bad one per address, so a flood of guesses is cut off
  // without ever counting against, or blocking, the partner's own key.
  const requireKey: RequestHandler = (req, res, next) =>
    keyMatches(req.get('x-api-key'))
      ? limits.perKey(req, res, next)
      : limits.refused(req, res, () => fail(res, 401, 'missing or wrong x-api-key'))
  const requireJson: RequestHandler = (req, res, next) =>
    req.is('application/json') ? next() : fail(res, 415, 'content type must be application/json')
  const json = express.json({ limit: BODY_LIMIT, strict: false, type: () => true })

  app.use(requestLog)
  app.use(...securityHeaders())
  app.get('/healthz', async (_req, res) => send(res, await deps.health()))
  app.post('/honeypot', requireKey, requireJson, json, async (req, res) => send(res, await deps.honeypot(req.body)))
  app.post('/tasks/final-report', limits.refused, requireJson, json, async (req, res) =>
    send(
      res,
      await deps.finalReport({
        body: req.body,
        authorization: req.get('authorization'),
        taskName: req.get('x-cloudtasks-taskname'),
      }),
    ),
  )
  app.get('/sessions/:sessionId', requireKey, async (req, res) => send(res, await deps.session(String(req.params['sessionId']))))
  app.get('/sessions/:sessionId/events', requireKey, async (req, res) =>
    send(res, await deps.sessionEvents(String(req.params['sessionId']))),
  )
  for (const path of ['/honeypot', '/tasks/final-report', '/healthz', '/sessions/:sessionId', '/sessions/:sessionId/events']) {
    app.all(path, (_req, res) => fail(res, 405, 'method not allowed on this path'))
  }
  app.use((_req, res) => fail(res, 404, 'no such path'))

  const onError: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
    const type = typeof err === 'object' && err !== null ? (err as { type?: unknown }).type : undefined
    const known = typeof type === 'string' ? bodyErrorStatus[type] : undefined
    if (known === undefined || known[0] >= 500) deps.logger.error({ err }, 'request failed')
    if (res.headersSent) return
    const [status, message] = known ?? [500, 'internal error']
    fail(res, status, message)
  }
  app.use(onError)
  return app
}
