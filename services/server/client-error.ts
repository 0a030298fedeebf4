import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { errorResponseOf } from '../../lib/report/honeypot-response.js'
import type { Logger } from '../../lib/adapters/logger.js'
import type { HttpResult } from '../http-result.js'

// body-parser's error types (raw-body's, on the lean path), mapped onto decision 2's statuses.
const bodyErrors: Readonly<Record<string, readonly [number, string]>> = {
  'entity.too.large': [413, 'request body is larger than 1 MiB'],
  'entity.parse.failed': [400, 'request body is not valid JSON'],
  'entity.verify.failed': [400, 'request body could not be verified'],
  'encoding.unsupported': [415, 'unsupported content encoding'],
  'charset.unsupported': [415, 'unsupported charset, use utf-8'],
  'request.aborted': [400, 'request aborted'],
  'request.size.invalid': [400, 'request size did not match content-length'],
}

const field = (err: unknown, name: string): unknown => (typeof err === 'object' && err !== null ? (err as Record<string, unknown>)[name] : undefined)

/** The 4xx an error carries by http-errors' convention (body-parser, zlib through it, the router's URIError). */
const clientStatusOf = (err: unknown): number | undefined => {
  const status = field(err, 'status') ?? field(err, 'statusCode')
  return typeof status === 'number' && status >= 400 && status <= 499 ? status : undefined
}

// A message of our own for each kind: the errors' own messages quote the input ("Failed to decode
// param '%…'"), which an answer must never echo.
const messageOf = (err: unknown, status: number): string => {
  if (err instanceof URIError) return 'the path is not valid percent-encoding'
  const code = field(err, 'code')
  // zlib's codes (gzip, deflate) and brotli's.
  if (typeof code === 'string' && /^(?:Z_|ERR__ERROR_)/u.test(code)) return 'request body could not be decompressed'
  return (STATUS_CODES[status] ?? 'bad request').toLowerCase()
}

/**
 * The answer to an error that is the client's fault: its 4xx, a fixed message in the error shape
 * of decision 2, and `refusal` for the WARN line (no stack: nothing is broken). Undefined for
 * anything else, which is a defect and a 500.
 */
export const clientErrorOf = (err: unknown): HttpResult | undefined => {
  const type = field(err, 'type')
  const known = typeof type === 'string' ? bodyErrors[type] : undefined
  const status = known?.[0] ?? clientStatusOf(err)
  if (status === undefined) return undefined
  const message = known?.[1] ?? messageOf(err, status)
  return { status, body: errorResponseOf(message, null), refusal: message }
}

// Node's own parser errors (llhttp's codes) with the status Node itself gives them.
const parserStatuses: Readonly<Record<string, number>> = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 }
const parserMessage: Readonly<Record<number, string>> = {
  400: 'malformed HTTP request',
  408: 'request timed out',
  413: 'chunk extensions are too large',
  431: 'request line or headers are larger than 16 KiB',
}

/**
 * `clientError`: a request Node's parser refused before the app saw it (a malformed request line,
 * a URL or headers over 16 KiB) gets the JSON error shape, with the security headers, instead of
 * Node's empty answer. There is no response object yet, so the answer is written to the socket.
 */
export const answerClientError =
  (logger: Logger, headers: ReadonlyArray<readonly [string, string]>) =>
  (err: Error & { code?: unknown }, socket: Duplex): void => {
    // A reset connection, or one whose answer to an earlier request has begun: nothing more can be
    // said on it without corrupting that answer (Node's own rule).
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage
    if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent === true) {
      socket.destroy()
      return
    }
    const status = (typeof err.code === 'string' ? parserStatuses[err.code] : undefined) ?? 400
    const message = parserMessage[status] ?? 'malformed HTTP request'
    logger.warn({ status, code: err.code, reason: message }, 'request refused by the HTTP parser')
    const body = JSON.stringify(errorResponseOf(message, null))
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      'connection: close',
      ...headers.map(([name, value]) => `${name}: ${value}`),
    ]
    socket.end(`${head.join('\r\n')}\r\n\r\n${body}`)
  }
