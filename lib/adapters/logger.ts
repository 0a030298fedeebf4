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
  /**
   * Error Reporting's `serviceContext` on error lines; by default Cloud Run's K_SERVICE and
   * K_REVISION (absent locally, where there is no Error Reporting to group them).
   */
  readonly serviceContext?: ServiceContext | undefined
}

export type ServiceContext = { readonly service: string; readonly version?: string | undefined }

const ERROR_LEVEL = 50
// Marks a line as an error event for Error Reporting when it carries no stack trace of its own.
const REPORTED_ERROR_EVENT = 'type.googleapis.com/google.devtools.clouderrorreporting.v1beta1.ReportedErrorEvent'

const serviceContextOf = (env: NodeJS.ProcessEnv): ServiceContext | undefined =>
  env['K_SERVICE'] === undefined || env['K_SERVICE'] === '' ? undefined : { service: env['K_SERVICE'], version: env['K_REVISION'] }

/**
 * What Cloud Error Reporting needs to pick an error line out of the logs: a top-level
 * `stack_trace` when the line carries an Error (`err`), the `@type` marker otherwise, and the
 * service and revision the error belongs to.
 */
const errorReportingFields = (merged: object, level: number, options: LoggerOptions): Record<string, unknown> => {
  if (level < ERROR_LEVEL) return {}
  const context = options.serviceContext ?? serviceContextOf(process.env)
  const err: unknown = (merged as { readonly err?: unknown }).err
  const stack = err instanceof Error && typeof err.stack === 'string' && err.stack !== '' ? err.stack : undefined
  return { ...(stack === undefined ? { '@type': REPORTED_ERROR_EVENT } : { stack_trace: stack }), ...(context === undefined ? {} : { serviceContext: context }) }
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
      mixin: (merged, level) => {
        const trace = currentTraceContext()
        const reporting = errorReportingFields(merged, level, options)
        return trace === undefined ? reporting : { ...traceLogFields(trace, options.project), ...reporting }
      },
      redact: { paths: secretPaths, censor: '[redacted]' },
    },
    destination as pino.DestinationStream | undefined,
  )

export type { Logger }
