import type * as T from 'fp-ts/lib/Task.js'
import type { CallbackOutcome } from '../../events/callback-attempted.js'
import type { CallbackPayload } from '../report/callback-payload.js'

/** One attempt to deliver a callback to the collector. Never fails: the outcome says what happened. */
export type SendCallback = (payload: CallbackPayload) => T.Task<CallbackOutcome>
