import { AsyncResource } from 'node:async_hooks'
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http'
import { finished, pipeline, Readable } from 'node:stream'
import type createExpress from 'express'
import type { ErrorRequestHandler, Express, Request, RequestHandler, Response } from 'express'
import type { rateLimit as RateLimit } from 'express-rate-limit'
import * as E from 'fp-ts/lib/Either.js'
import getRawBody from 'raw-body'
import { errorResponseOf } from '../../lib/report/honeypot-response.js'
import { parseTraceHeaders, withTraceContext } from '../../lib/adapters/trace-context.js'
import type { Logger } from '../../lib/adapters/logger.js'
import type { Config } from '../../lib/config.js'
import type { HttpResult } from '../http-result.js'
import type { FinalReportHttpRequest } from '../final-report/handler.js'
import type { HttpStream } from '../intel/export-handler.js'
import { apiKeyMatches } from './api-key.js'
import { consoleFiles } from './console-files.js'
import { answerClientError, clientErrorOf } from './client-error.js'
import { keyAllowance, perKeyLimit, refusedLimit, type TooManyRequests } from './rate-limit.js'
import { securityHeaderList, securityHeaders } from './security-headers.js'

export type AppDeps = {
  readonly apiKey: string
  readonly logger: Logger
  readonly honeypot: (body: unknown) => Promise<HttpResult>
  readonly finalReport: (req: FinalReportHttpRequest) => Promise<HttpResult>
  readonly session: (sessionId: string) => Promise<HttpResult>
  readonly sessionEvents: (sessionId: string) => Promise<HttpResult>
  readonly health: () => Promise<HttpResult>
  readonly limits: Config['limits']
  /** The read-only key of the investigator routes (INVESTIGATOR_API_KEY). */
  readonly investigatorKey: string
  readonly investigator: InvestigatorRoutes
}

/**
 * The investigator routes' handlers (issue 19): query and path parameters in, as express parsed
 * them; decoded by the handlers.
 */
export type InvestigatorRoutes = {
  readonly listSessions: (query: unknown) => Promise<HttpResult>
  readonly linked: (sessionId: string) => Promise<HttpResult>
  readonly verify: (sessionId: string) => Promise<HttpResult>
  readonly search: (query: unknown) => Promise<HttpResult>
  readonly value: (params: unknown) => Promise<HttpResult>
  readonly graph: (query: unknown) => Promise<HttpResult>
  readonly export: (query: unknown) => Promise<HttpResult | HttpStream>
}

/** The service's request listener; `listen` starts a server on it as express's `app.listen` did. */
export type App = RequestListener & { readonly listen: Server['listen'] }

export const BODY_LIMIT = '1mb'
const BODY_LIMIT_BYTES = 1024 * 1024

const send = (res: Response, r: HttpResult): void => {
  res.status(r.status).set(r.headers ?? {}).json(r.body)
}
const fail = (res: Response, status: number, error: string, headers?: Record<string, string>): void =>
  send(res, { status, body: errorResponseOf(error, null), ...(headers === undefined ? {} : { headers }) })

/** `send` without express: the same status, headers and JSON body as express's `res.json`. */
const sendRaw = (res: ServerResponse, r: HttpResult): void => {
  const body = JSON.stringify(r.body)
  res.statusCode = r.status
  for (const [name, value] of Object.entries(r.headers ?? {})) res.setHeader(name, value)
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('content-length', Buffer.byteLength(body))
  res.end(body)
}
const failRaw = (res: ServerResponse, status: number, error: string, headers?: Record<string, string>): void =>
  sendRaw(res, { status, body: errorResponseOf(error, null), ...(headers === undefined ? {} : { headers }) })

const headerOf = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name]
  return typeof value === 'string' ? value : undefined
}

/**
 * The client's address as express's `req.ip` gives it with `trust proxy` set to a hop count (or
 * off, 0): the socket's peer, then each X-Forwarded-For entry from the right, stepping over as
 * many trusted hops as there are.
 */
const clientAddress = (req: IncomingMessage, hops: number): string | undefined => {
  const forwarded = (headerOf(req, 'x-forwarded-for') ?? '').split(',').map((a) => a.replace(/^ +| +$/gu, '')).filter((a) => a !== '')
  const addresses = [req.socket.remoteAddress, ...forwarded.reverse()]
  return addresses[Math.min(hops, addresses.length - 1)]
}

// A query string can carry a secret (a key sent as `?key=…`): the log keeps only that there was one.
const withoutQuery = (url: string): string => {
  const q = url.indexOf('?')
  return q === -1 ? url : `${url.slice(0, q)}?[redacted]`
}

type RequestLine = { method: string; path: string; url: string; userAgent: string | undefined; ip: string | undefined }
/** One line per request, in Cloud Logging's `httpRequest` shape too. */
const logRequest = (logger: Logger, started: number, status: number, r: RequestLine): void => {
  const latencyMs = Math.round((performance.now() - started) * 10) / 10
  const httpRequest = { requestMethod: r.method, requestUrl: withoutQuery(r.url), status, latency: `${(latencyMs / 1000).toFixed(4)}s`, userAgent: r.userAgent, remoteIp: r.ip }
  logger.info({ method: r.method, path: r.path, status, latencyMs, httpRequest }, 'request')
}

// The content types the lean path takes: ones type-is reads as application/json with a charset
// body-parser decodes as UTF-8. Any other spelling goes to express, which decides.
const PLAIN_JSON = /^application\/json(?:; ?charset=utf-8)?$/iu

/**
 * Whether `POST /honeypot` can skip express: the usual partner request, decided on its headers
 * alone before anything is read or counted. The key must match (a refusal is express's, with the
 * refused-request limit), the body must be plain UTF-8 JSON of a declared length within the limit
 * (other encodings, charsets, chunked or oversized bodies are express's), the path exactly
 * `/honeypot` (express also matches a trailing slash, any case, a query string).
 */
const takesLeanPath = (req: IncomingMessage, keyMatches: (k: string | undefined) => boolean): boolean => {
  if (req.method !== 'POST' || req.url !== '/honeypot') return false
  const encoding = req.headers['content-encoding']
  if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return false
  if (req.headers['transfer-encoding'] !== undefined) return false
  const length = req.headers['content-length']
  if (length === undefined || !(Number(length) <= BODY_LIMIT_BYTES)) return false
  if (!PLAIN_JSON.test(req.headers['content-type'] ?? '')) return false
  return keyMatches(headerOf(req, 'x-api-key'))
}

/**
 * The HTTP surface of decision 1, thin over the handlers. Every answer, errors included, is JSON in
 * the response shape; nothing here knows about scams.
 *
 * The partner's turns, nearly all of the traffic, take a lean path past express (measured: express,
 * helmet, express-rate-limit and body-parser cost about as much CPU per turn as Node's HTTP server
 * itself). It does what express's stack does for such a request, in the same order: request log and
 * trace context, security headers, the per-key limit, the body read with raw-body (body-parser's
 * reader) and parsed as body-parser does, the same answers. Every other request, and every refusal
 * of the key, content type, encoding or size, is express's, unchanged.
 */
export const createApp = (deps: AppDeps): App => {
  const keyMatches = apiKeyMatches(deps.apiKey)
  const investigatorMatches = apiKeyMatches(deps.investigatorKey)
  const takeKeyAllowance = keyAllowance(deps.limits)
  const takeInvestigatorAllowance = keyAllowance(deps.limits)
  const headers = securityHeaderList()
  const logRefusal = (r: HttpResult, method: string, path: string): void =>
    deps.logger.warn({ status: r.status, reason: r.refusal, method, path }, 'request refused')
  // A client's error is its 4xx, logged at WARN where it is answered (nothing is broken, so no
  // stack); anything else is a defect: a 500, logged at ERROR with its stack.
  const answerOfError = (err: unknown): HttpResult => {
    const client = clientErrorOf(err)
    if (client !== undefined) return client
    deps.logger.error({ err }, 'request failed')
    return { status: 500, body: errorResponseOf('internal error', null) }
  }
  // express and express-rate-limit load on the first request the lean path does not take (a
  // health check, a refusal, the audit routes): a partner's first turn never waits for them, which
  // takes about 0.1 s of CPU off the service's start-up.
  let express: Promise<Express> | undefined
  const viaExpress: RequestListener = (req, res) => {
    express ??= Promise.all([import('express'), import('express-rate-limit')]).then(([e, r]) => expressApp(e.default, r.rateLimit))
    express.then(
      (app) => {
        app(req, res)
      },
      (err: unknown) => {
        deps.logger.error({ err }, 'express did not load')
        failRaw(res, 503, 'service unavailable, try again')
      },
    )
  }

  const expressApp = (expressOf: typeof createExpress, rateLimit: typeof RateLimit): Express => {
    const app = expressOf()
    app.disable('x-powered-by')
    app.set('etag', false)
    app.set('query parser', 'simple')
    // The client's address (the refused-request limit, the request log) as the proxies in front saw it.
    app.set('trust proxy', deps.limits.trustProxyHops > 0 ? deps.limits.trustProxyHops : false)
    const tooMany: TooManyRequests = (res, seconds) =>
      fail(res, 429, `too many requests, retry in ${seconds} s`, { 'retry-after': String(seconds) })
    const limits = {
      perKey: perKeyLimit(takeKeyAllowance, tooMany),
      investigator: perKeyLimit(takeInvestigatorAllowance, tooMany),
      refused: refusedLimit(rateLimit, deps.limits, deps.logger, tooMany),
    }

    // Everything the request logs (its callback attempt included) carries its trace through the
    // logger's mixin. The line's listener is attached only when info is logged at all (it cost 3.5 %
    // of a turn at warn).
    const requestLog: RequestHandler = (req, res, next) => {
      const started = performance.now()
      const trace = parseTraceHeaders(req.get('x-cloud-trace-context'), req.get('traceparent'))
      withTraceContext(trace, () => {
        if (deps.logger.isLevelEnabled('info')) {
          res.on(
            'finish',
            AsyncResource.bind(() =>
              logRequest(deps.logger, started, res.statusCode, { method: req.method, path: req.path, url: req.originalUrl, userAgent: req.get('user-agent'), ip: req.ip }),
            ),
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
    // The investigator routes: the investigator key only (its own per-key budget); the partner's
    // key is known but not allowed there (403), any other is refused as a bad key is (401). Both
    // refusals count against the address's refusals.
    const requireInvestigator: RequestHandler = (req, res, next) => {
      const key = req.get('x-api-key')
      if (investigatorMatches(key)) limits.investigator(req, res, next)
      else limits.refused(req, res, () => (keyMatches(key) ? fail(res, 403, 'this key may not read the investigator routes') : fail(res, 401, 'missing or wrong x-api-key')))
    }
    // The single-session reads: either key, each against its own budget.
    const requireReader: RequestHandler = (req, res, next) =>
      investigatorMatches(req.get('x-api-key')) ? limits.investigator(req, res, next) : requireKey(req, res, next)
    const requireJson: RequestHandler = (req, res, next) =>
      req.is('application/json') ? next() : fail(res, 415, 'content type must be application/json')
    const json = expressOf.json({ limit: BODY_LIMIT, strict: false, type: () => true })
    // A refusal the handler explains (a task token's failed check) is logged with its reason. A
    // streamed answer (an export) that fails part-way is cut off: its status is already sent.
    const answer = (req: Request, res: Response, r: HttpResult | HttpStream): void => {
      if ('chunks' in r) {
        res.status(r.status).set(r.headers)
        pipeline(Readable.from(r.chunks), res, (err) => {
          if (err === undefined || err === null) return
          // A client that hung up is not a defect; a store that failed part-way is.
          if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') deps.logger.warn({ path: req.path }, 'client left during a stream')
          else deps.logger.error({ err, path: req.path }, 'stream failed part-way')
        })
        return
      }
      if (r.refusal !== undefined) logRefusal(r, req.method, req.path)
      send(res, r)
    }
    // The task body, read only once the token passed: what an unauthenticated caller sends is
    // never read or parsed. Left is the answer for a body that cannot be read.
    const readTaskBody = (req: Request, res: Response) => (): Promise<E.Either<HttpResult, unknown>> =>
      new Promise((resolve) => {
        if (!req.is('application/json')) {
          resolve(E.left({ status: 415, body: errorResponseOf('content type must be application/json', null) }))
          return
        }
        json(req, res, (err?: unknown) => resolve(err === undefined ? E.right(req.body) : E.left(answerOfError(err))))
      })

    app.use(requestLog)
    app.use(securityHeaders(headers))
    app.get(['/health', '/healthz'], async (req, res) => answer(req, res, await deps.health()))
    // The investigators' console: static files under a CSP of their own (console-files.ts).
    app.use('/console', consoleFiles(expressOf))
    app.post('/honeypot', requireKey, requireJson, json, async (req, res) => answer(req, res, await deps.honeypot(req.body)))
    app.post('/tasks/final-report', limits.refused, async (req, res) =>
      answer(
        req,
        res,
        await deps.finalReport({
          authorization: req.get('authorization'),
          taskName: req.get('x-cloudtasks-taskname'),
          readBody: readTaskBody(req, res),
        }),
      ),
    )
    app.get('/sessions/:sessionId', requireReader, async (req, res) => answer(req, res, await deps.session(String(req.params['sessionId']))))
    app.get('/sessions/:sessionId/events', requireReader, async (req, res) =>
      answer(req, res, await deps.sessionEvents(String(req.params['sessionId']))),
    )
    // Investigator routes (issue 19).
    const inv = deps.investigator
    app.get('/sessions', requireInvestigator, async (req, res) => answer(req, res, await inv.listSessions(req.query)))
    app.get('/sessions/:sessionId/linked', requireInvestigator, async (req, res) => answer(req, res, await inv.linked(String(req.params['sessionId']))))
    app.post('/sessions/:sessionId/verify', requireInvestigator, async (req, res) => answer(req, res, await inv.verify(String(req.params['sessionId']))))
    app.get('/intelligence', requireInvestigator, async (req, res) => answer(req, res, await inv.search(req.query)))
    app.get('/intelligence/graph', requireInvestigator, async (req, res) => answer(req, res, await inv.graph(req.query)))
    app.get('/intelligence/export', requireInvestigator, async (req, res) => answer(req, res, await inv.export(req.query)))
    app.get('/intelligence/:kind/:value', requireInvestigator, async (req, res) =>
      answer(req, res, await inv.value({ ...req.query, kind: req.params['kind'], value: req.params['value'] })),
    )
    const investigatorPaths = ['/sessions', '/sessions/:sessionId/linked', '/sessions/:sessionId/verify', '/intelligence', '/intelligence/graph', '/intelligence/export', '/intelligence/:kind/:value']
    for (const path of ['/honeypot', '/tasks/final-report', '/health', '/healthz', '/sessions/:sessionId', '/sessions/:sessionId/events', ...investigatorPaths]) {
      app.all(path, (_req, res) => fail(res, 405, 'method not allowed on this path'))
    }
    app.use((_req, res) => fail(res, 404, 'no such path'))

    // A client's error (a malformed percent-encoding, a body that cannot be decompressed or parsed)
    // is counted against the address's refusals, as a bad key is.
    const onError: ErrorRequestHandler = (err: unknown, req, res, _next) => {
      const r = answerOfError(err)
      if (res.headersSent) return
      if (r.status >= 500) send(res, r)
      else limits.refused(req, res, () => answer(req, res, r))
    }
    app.use(onError)
    return app
  }

  // The lean path's steps after the request log: as the express route, minus what takesLeanPath
  // already settled (the key, the content type, the encoding, the declared size).
  const leanHoneypot = (req: IncomingMessage, res: ServerResponse): void => {
    for (const [name, value] of headers) res.setHeader(name, value)
    const retryAfter = takeKeyAllowance()
    if (retryAfter !== undefined) {
      failRaw(res, 429, `too many requests, retry in ${retryAfter} s`, { 'retry-after': String(retryAfter) })
      return
    }
    // Only the partner's key takes this path, and its request already counted against the key's
    // allowance: a client error here is logged, not counted again.
    const answerError = (err: unknown): void => {
      const r = answerOfError(err)
      if (r.refusal !== undefined) logRefusal(r, 'POST', '/honeypot')
      if (!res.headersSent) sendRaw(res, r)
    }
    getRawBody(req, { length: req.headers['content-length'] ?? null, limit: BODY_LIMIT, encoding: 'utf-8' }, (readError, text) => {
      if (readError) {
        // As body-parser: the rest of the request is read off before the answer.
        req.resume()
        finished(req, () => answerError(readError))
        return
      }
      let body: unknown
      try {
        // body-parser reads an empty body as {}.
        body = text.length === 0 ? {} : JSON.parse(text)
      } catch {
        answerError({ type: 'entity.parse.failed' })
        return
      }
      void deps.honeypot(body).then((r) => sendRaw(res, r), answerError)
    })
  }

  const handle: RequestListener = (req, res) => {
    if (!takesLeanPath(req, keyMatches)) {
      viaExpress(req, res)
      return
    }
    const started = performance.now()
    withTraceContext(parseTraceHeaders(headerOf(req, 'x-cloud-trace-context'), headerOf(req, 'traceparent')), () => {
      if (deps.logger.isLevelEnabled('info')) {
        res.on(
          'finish',
          AsyncResource.bind(() =>
            logRequest(deps.logger, started, res.statusCode, {
              method: 'POST',
              path: '/honeypot',
              url: '/honeypot',
              userAgent: headerOf(req, 'user-agent'),
              ip: clientAddress(req, deps.limits.trustProxyHops),
            }),
          ),
        )
      }
      leanHoneypot(req, res)
    })
  }

  // As express's `app.listen`: a listening error goes to the callback, when there is one.
  const listen = (...args: unknown[]): Server => {
    const server = createServer(handle)
    server.on('clientError', answerClientError(deps.logger, headers))
    const last = args[args.length - 1]
    if (typeof last === 'function') {
      let called = false
      const once = (...a: unknown[]): void => {
        if (called) return
        called = true
        ;(last as (...b: unknown[]) => void)(...a)
      }
      args[args.length - 1] = once
      server.once('error', once)
    }
    return (server.listen as (...a: unknown[]) => Server)(...args)
  }
  return Object.assign(handle, { listen: listen as Server['listen'] })
}
