import fc from 'fast-check'
import * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter.js'
import tap from 'tap'
import { CallbackAttempted } from '../../events/callback-attempted.js'
import { FinalReportCancelled, FinalReportScheduled } from '../../events/final-report-scheduled.js'
import { ReplyComposed } from '../../events/reply-composed.js'
import { SessionEvent, stampEvents } from '../../events/session-event.js'
import { aLoggedTurn as aTurn, loggedAt as at } from '../helpers/logged-turn.js'
import { TurnAnalysed, UpgradedTurnAnalysedV1 } from '../../events/turn-analysed.js'
import { TurnReceived } from '../../events/turn-received.js'

// The plain union the log's events were always decoded with: decoding by type must agree with it.
const plainUnion = t.union([
  TurnReceived,
  TurnAnalysed,
  UpgradedTurnAnalysedV1,
  ReplyComposed,
  FinalReportScheduled,
  FinalReportCancelled,
  CallbackAttempted,
])
const outcome = (d: t.Validation<unknown>) => (d._tag === 'Right' ? { right: d.right } : { left: PathReporter.report(d) })

// A TurnAnalysed of the retired first shape, as old logs hold it.
const firstShape = { type: 'TurnAnalysed', version: 2, at, turn: 1, scamType: 'KYC_BANKING', confidence: 0.5, signals: { messages: 1 }, evidence: { upiIds: ['kyc@okaxis'] } }
const logged: ReadonlyArray<unknown> = [...stampEvents(0, at, aTurn).map((e) => JSON.parse(JSON.stringify(SessionEvent.encode(e))) as unknown), firstShape]

tap.test('when the events of a log are read back', async (tap) => {
  for (const e of logged) tap.same(outcome(SessionEvent.decode(e)), outcome(plainUnion.decode(e)), `${(e as { type: string }).type} decodes as the union decodes it`)
  tap.same(SessionEvent.decode(firstShape), plainUnion.decode(firstShape), 'an event of a retired shape is still upgraded')
})

tap.test('when a stored value is not an event', async (tap) => {
  for (const bad of [null, 7, 'TurnReceived', [], {}, { type: 7 }, { type: 'TurnForgotten', version: 1 }, { type: 'CallbackAttempted', version: 1 }]) {
    tap.same(outcome(SessionEvent.decode(bad)), outcome(plainUnion.decode(bad)), `${JSON.stringify(bad)} is refused with the union's errors`)
  }
})

tap.test('when any field of a logged event is changed or dropped', async (tap) => {
  const edited = fc
    .tuple(fc.constantFrom(...logged), fc.string(), fc.option(fc.jsonValue(), { nil: undefined }), fc.boolean())
    .map(([e, key, value, existing]) => {
      const record = { ...(e as Record<string, unknown>) }
      const field = existing ? (Object.keys(record)[key.length % Object.keys(record).length] ?? key) : key
      if (value === undefined) delete record[field]
      else record[field] = value
      return record
    })
  fc.assert(fc.property(edited, (e) => JSON.stringify(outcome(SessionEvent.decode(e))) === JSON.stringify(outcome(plainUnion.decode(e)))))
  tap.pass('decoding by type gives what the union gives, value or errors')
})
