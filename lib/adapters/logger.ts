import { pino, type Logger } from 'pino'
import { currentTraceContext, traceLogFields } from './trace-context.js'

const severity: Readonly<Record<string, string>> = {
  trace: 'DEBUG',
  debug: 'DEBUG',
  info: 'INFO',
  warn: 'WARNING',
  error: 'ERROR',
  fatal: 'CRITICAL',
}

// Wherever a secret could ride along: the API key (config, headers, a got error's request options)
// and bearer tokens (the queue's OIDC token in `authorization`).
const secretPaths = [
  'apiKey',
  '*.apiKey',
  '["x-api-key"]',
  'token',
  '*.token',
  'authorization',
  '*.authorization',
  'headers["x-api-key"]',
  'headers.authorization',
  '*.headers["x-api-key"]',
  '*.headers.authorization',
  'err.options.headers["x-api-key"]',
  'err.options.headers.authorization',
]

export type LoggerOptions = {
  /** GOOGLE_CLOUD_PROJECT: trace fields get the full `projects/P/traces/T` form Cloud Logging links. */
  readonly project?: string | undefined
}

/**
 * Structured logs in Cloud Logging's shape (`severity`, `message`, the trace of the request being
 * served), one JSON line each. Secrets are redacted wherever they could appear.
 */
export const createLogger = (level: string, destination?: NodeJS.WritableStream, options: LoggerOptions = {}): Logger =>
  pino(
    {
      level,
      messageKey: 'message',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ severity: severity[label] ?? 'DEFAULT' }) },
      mixin: () => {
        const trace = currentTraceContext()
        return trace === undefined ? {} : traceLogFields(trace, options.project)
      },
      redact: { paths: secretPaths, censor: '[redacted]' },
    },
    destination as pino.DestinationStream | undefined,
  )

export type { Logger }
