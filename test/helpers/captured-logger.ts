import { Writable } from 'node:stream'
import { createLogger, type Logger } from '../../lib/adapters/logger.js'

/** A real pino logger whose lines are parsed into `lines`, for asserting on what was logged. */
export const capturedLogger = (
  level = 'debug',
  options?: Parameters<typeof createLogger>[2],
): { readonly logger: Logger; readonly lines: Array<Record<string, any>> } => {
  const lines: Array<Record<string, any>> = []
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, any>)
      done()
    },
  })
  return { logger: createLogger(level, sink, options), lines }
}
