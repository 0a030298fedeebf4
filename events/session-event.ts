import * as t from 'io-ts'
import { CallbackAttempted } from './callback-attempted.js'
import { FinalReportCancelled, FinalReportScheduled } from './final-report-scheduled.js'
import { ReplyComposed } from './reply-composed.js'
import { TurnAnalysed, UpgradedTurnAnalysedV1 } from './turn-analysed.js'
import { TurnReceived } from './turn-received.js'

/**
 * Everything a session's log can hold. Every event carries its position in the log (`version`,
 * from 1) and the time it was recorded (`at`, epoch ms). Retired shapes stay in this union so old
 * logs replay.
 */
export const SessionEvent = t.union([
  TurnReceived,
  TurnAnalysed,
  UpgradedTurnAnalysedV1,
  ReplyComposed,
  FinalReportScheduled,
  FinalReportCancelled,
  CallbackAttempted,
])
export type SessionEvent = t.TypeOf<typeof SessionEvent>

type Unstamped<E> = E extends unknown ? Omit<E, 'version' | 'at'> : never
export type UnstampedEvent = Unstamped<SessionEvent>

/** Stamps events with consecutive log positions after `lastVersion` and the recording time. */
export const stampEvents = (
  lastVersion: number,
  at: number,
  events: ReadonlyArray<UnstampedEvent>,
): ReadonlyArray<SessionEvent> =>
  events.map((e, i): SessionEvent => ({ ...e, version: lastVersion + i + 1, at }))
