import * as t from 'io-ts'
import { encodedAsIs } from '../lib/codec/encoded-as-is.js'

export const CallbackOutcome = t.union([
  t.type({ outcome: t.literal('delivered'), httpStatus: t.number, durationMs: t.number }),
  t.type({ outcome: t.literal('failed'), reason: t.string, durationMs: t.number }),
  t.type({ outcome: t.literal('skipped'), reason: t.string }),
])
export type CallbackOutcome = t.TypeOf<typeof CallbackOutcome>

/**
 * One attempt to send the intelligence callback: per turn (`trigger: 'turn'`) or the final report
 * (`trigger: 'final'`, with the task it answers). `payload` is exactly what was sent, so an audit
 * shows what the collector received; `reportedVersion` is the log version it reflects.
 */
export const CallbackAttempted = encodedAsIs(
  t.intersection([
    t.type({
      type: t.literal('CallbackAttempted'),
      version: t.number,
      at: t.number,
      trigger: t.union([t.literal('turn'), t.literal('final')]),
      reportedVersion: t.number,
      result: CallbackOutcome,
      payload: t.unknown,
    }),
    t.partial({ taskName: t.string }),
  ]),
)
export type CallbackAttempted = t.TypeOf<typeof CallbackAttempted>
