import { pino, type Logger } from 'pino'

const severity: Readonly<Record<string, string>> = {
  trace: 'DEBUG',
  debug: 'DEBUG',
  info: 'INFO',
  warn: 'WARNING',
  error: 'ERROR',
  fatal: 'CRITICAL',
}

/**
 * Structured logs in Cloud Logging's shape (`severity`, `message`), one JSON line each. Secrets are
 * redacted wherever they could appear: the API key and bearer tokens in headers and config.
 */
export const createLogger = (level: string, destination?: NodeJS.WritableStream): Logger =>
  pino(
    {
      level,
      messageKey: 'message',
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ severity: severity[label] ?? 'DEFAULT' }) },
      redact: {
        paths: [
          'apiKey',
          'config.apiKey',
          'headers["x-api-key"]',
          'headers.authorization',
          'req.headers["x-api-key"]',
          'req.headers.authorization',
          'token',
        ],
        censor: '[redacted]',
      },
    },
    destination as pino.DestinationStream | undefined,
  )

export type { Logger }
