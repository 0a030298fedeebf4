import * as t from 'io-ts'
import * as E from 'fp-ts/lib/Either.js'
import { CallbackAttempted } from './callback-attempted.js'
import { FinalReportCancelled, FinalReportScheduled } from './final-report-scheduled.js'
import { ReplyComposed } from './reply-composed.js'
import { TurnAnalysed, UpgradedTurnAnalysedV1 } from './turn-analysed.js'
import { TurnReceived } from './turn-received.js'

const union = t.union([
  TurnReceived,
  TurnAnalysed,
  UpgradedTurnAnalysedV1,
  ReplyComposed,
  FinalReportScheduled,
  FinalReportCancelled,
  CallbackAttempted,
])

// The members that can decode an event of each `type`, in the union's order: every member names
// its type with a literal, so no other member can succeed on it.
const byType: ReadonlyMap<string, ReadonlyArray<t.Mixed>> = new Map<string, ReadonlyArray<t.Mixed>>([
  ['TurnReceived', [TurnReceived]],
  ['TurnAnalysed', [TurnAnalysed, UpgradedTurnAnalysedV1]],
  ['ReplyComposed', [ReplyComposed]],
  ['FinalReportScheduled', [FinalReportScheduled]],
  ['FinalReportCancelled', [FinalReportCancelled]],
  ['CallbackAttempted', [CallbackAttempted]],
])

/**
 * Everything a session's log can hold. Every event carries its position in the log (`version`,
 * from 1) and the time it was recorded (`at`, epoch ms). Retired shapes stay in this union so old
 * logs replay. Decoding tries only the members of the event's `type`: the union tries each member
 * in turn, and the members an event is not cost it their whole validation (a CallbackAttempted,
 * last, took 61 us to decode, 6 of them in failing members). What none of them decodes gets the
 * union's own errors.
 */
export const SessionEvent = new t.Type<t.TypeOf<typeof union>, t.OutputOf<typeof union>, unknown>(
  union.name,
  union.is,
  (u, c) => {
    const type = typeof u === 'object' && u !== null ? (u as { readonly type?: unknown }).type : undefined
    for (const member of (typeof type === 'string' ? byType.get(type) : undefined) ?? []) {
      const decoded = member.validate(u, c)
      if (E.isRight(decoded)) return decoded as t.Validation<t.TypeOf<typeof union>>
    }
    return union.validate(u, c)
  },
  union.encode,
)
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
