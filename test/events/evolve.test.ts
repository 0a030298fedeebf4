import tap from 'tap'
import { foldEvents } from '../../events/evolve.js'
import { stampEvents, type UnstampedEvent } from '../../events/session-event.js'
import { isRight } from 'fp-ts/lib/Either.js'
import { MAX_MESSAGE_KEYS } from '../../events/key-index.js'
import { SessionState, initialState } from '../../events/session-state.js'
import type { Finding } from '../../events/turn-analysed.js'
import { MAX_VALUES_PER_KIND } from '../../lib/evidence.js'
import { messageKey, replyKey } from '../../lib/message-key.js'

const receivedAt = 1_763_770_000_000
const seconds = receivedAt / 1000
const aTurnWith = (newHistory: ReadonlyArray<{ sender: string; text: string; timestamp: number; own: boolean }>, messageIsNew: boolean): UnstampedEvent => ({
  type: 'TurnReceived',
  turn: 1,
  message: { sender: 'scammer', text: 'Pay now', timestamp: seconds - 10 },
  messageIsNew,
  newHistory,
  metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
  source: 'partner',
})

tap.test('when a turn brings new history of both sides', async (tap) => {
  const history = [
    { sender: 'scammer', text: 'Your KYC expired', timestamp: seconds - 120, own: false },
    { sender: 'user', text: 'Which bank?', timestamp: seconds - 100, own: true },
    // a timestamp far in the future is no start of the conversation
    { sender: 'scammer', text: 'Hurry', timestamp: seconds + 10_000, own: false },
  ]
  const s = foldEvents(initialState('s'), stampEvents(0, receivedAt, [aTurnWith(history, true)]))
  tap.same(
    s.seenMessages,
    [messageKey('scammer', 'Your KYC expired', seconds - 120), messageKey('scammer', 'Hurry', seconds + 10_000), messageKey('scammer', 'Pay now', seconds - 10)],
    'records the scammer messages in order, the incoming one last',
  )
  tap.same(s.replyKeys, [replyKey('Which bank?')], 'records the own reply by its text')
  tap.equal(s.messageCount, 4, 'counts every new message')
  tap.equal(s.startedAt, seconds - 120, 'starts the conversation at the earliest usable timestamp')
  tap.equal(s.version, 1, 'takes the event\'s version')
})

tap.test('when the incoming message repeats one already seen', async (tap) => {
  const s = foldEvents(initialState('s'), stampEvents(0, receivedAt, [aTurnWith([], false)]))
  tap.same(s.seenMessages, [], 'records no key')
  tap.equal(s.messageCount, 0, 'counts nothing')
  tap.equal(s.startedAt, null, 'has no start yet')
})

tap.test('when a final report is cancelled that is not the pending one', async (tap) => {
  const s = foldEvents(
    initialState('s'),
    stampEvents(0, receivedAt, [
      { type: 'FinalReportScheduled', taskName: 'fr-2', dueAt: receivedAt + 10_000 },
      { type: 'FinalReportCancelled', taskName: 'fr-1' },
    ]),
  )
  tap.same(s.pendingFinalReport, { taskName: 'fr-2', dueAt: receivedAt + 10_000 }, 'keeps the pending one')
  tap.equal(s.version, 2, 'still moves to the event\'s version')
})

tap.test('when a turn\'s findings pass the bound of a kind', async (tap) => {
  const findings: Finding[] = Array.from({ length: MAX_VALUES_PER_KIND + 30 }, (_, i) => ({ source: 'history', index: i, evidence: { upiIds: [`p${i}@fakebank`] } }))
  const analysed = (turn: number, f: Finding[]): UnstampedEvent => ({ type: 'TurnAnalysed', turn, scamType: 'KYC_BANKING', confidence: 0.9, signals: {}, findings: f })
  const s = foldEvents(initialState('s'), stampEvents(0, receivedAt, [analysed(1, findings)]))
  tap.equal(s.evidence.upiIds.length, MAX_VALUES_PER_KIND, 'keeps the bound')
  tap.equal(s.evidence.upiIds[0], 'p0@fakebank', 'keeps the first values seen')
  tap.same(s.overflow, { evidence: { upiIds: 30 }, messageKeys: 0 }, 'counts what it left out in the projection')
  const later = foldEvents(s, stampEvents(1, receivedAt, [analysed(2, [{ source: 'message', index: 0, evidence: { upiIds: ['late@fakebank', 'p1@fakebank'] } }])]))
  tap.same(later.overflow.evidence, { upiIds: 31 }, 'a later turn adds to the count')
})

tap.test('when a session\'s key lists are full', async (tap) => {
  const history = Array.from({ length: MAX_MESSAGE_KEYS + 5 }, (_, i) => ({ sender: 'scammer', text: `m${i}`, timestamp: seconds - 10, own: false }))
  const s = foldEvents(initialState('s'), stampEvents(0, receivedAt, [aTurnWith(history, true)]))
  tap.equal(s.seenMessages.length, MAX_MESSAGE_KEYS, 'holds the bound')
  tap.equal(s.overflow.messageKeys, 6, 'counts the keys left out, the incoming message\'s included')
  tap.equal(s.messageCount, MAX_MESSAGE_KEYS + 6, 'still counts every new message')
})

tap.test('when a snapshot from before the bounds is decoded', async (tap) => {
  const { overflow: _overflow, ...old } = initialState('s')
  const decoded = SessionState.decode(JSON.parse(JSON.stringify(old)))
  tap.ok(isRight(decoded), 'it decodes')
  if (isRight(decoded)) tap.same(decoded.right.overflow, { evidence: {}, messageKeys: 0 }, 'nothing was left out')
})

tap.test('when turns bring leads', async (tap) => {
  const wallet = { kind: 'cryptoWallets', value: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb' } as const
  const aadhaar = { kind: 'aadhaarNumbers', value: '6274 5868 8453' } as const
  const analysed = (turn: number, findings: Finding[]): UnstampedEvent => ({ type: 'TurnAnalysed', turn, scamType: 'CRYPTO_INVESTMENT', confidence: 0.9, signals: {}, findings })
  const s = foldEvents(
    initialState('s'),
    stampEvents(0, receivedAt, [
      analysed(1, [{ source: 'message', index: 0, evidence: {}, leads: [wallet] }]),
      analysed(2, [{ source: 'message', index: 0, evidence: { upiIds: ['a@fakebank'] } }, { source: 'history', index: 0, evidence: {}, leads: [wallet, aadhaar] }]),
    ]),
  )
  tap.same(s.leads, [wallet, aadhaar], 'the session keeps each lead once, in order of first sighting')
  tap.same(s.evidence.cryptoWallets, [], 'a lead is no evidence')
})

tap.test('when a snapshot from before leads is decoded', async (tap) => {
  const { leads: _leads, ...old } = initialState('s')
  const decoded = SessionState.decode(JSON.parse(JSON.stringify(old)))
  tap.ok(isRight(decoded), 'it decodes')
  if (isRight(decoded)) tap.same(decoded.right.leads, [], 'it has no leads')
})
