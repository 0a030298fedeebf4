import t from 'tap'
import type { SessionEvent } from '../../events/session-event.js'
import { transcriptOf } from '../../console/src/transcript.js'

const metadata = { channel: 'SMS', language: 'English', locale: 'IN' }
const aLog: ReadonlyArray<SessionEvent> = [
  {
    type: 'TurnReceived',
    version: 1,
    at: 1_000,
    turn: 1,
    message: { sender: 'scammer', text: 'pay to a@ybl', timestamp: 10 },
    messageIsNew: true,
    newHistory: [
      { sender: 'scammer', text: 'call 9812345678', timestamp: 5, own: false },
      { sender: 'user', text: 'who is this?', timestamp: 6, own: true },
    ],
    metadata,
    source: 'partner',
  },
  {
    type: 'TurnAnalysed',
    version: 2,
    at: 1_000,
    turn: 1,
    scamType: 'KYC_BANKING',
    confidence: 0.7,
    signals: {},
    findings: [
      { source: 'history', index: 0, evidence: { phoneNumbers: ['9812345678', '+919812345678'] } },
      { source: 'message', index: 0, evidence: { upiIds: ['a@ybl'] } },
    ],
  },
  { type: 'ReplyComposed', version: 3, at: 1_000, turn: 1, persona: { id: 'p', label: 'Margaret', language: 'English' }, reply: 'Which bank, sir?' },
  { type: 'TurnReceived', version: 4, at: 2_000, turn: 2, message: { sender: 'scammer', text: 'pay to a@ybl', timestamp: 10 }, messageIsNew: false, newHistory: [], metadata, source: 'testing' },
]

t.test('when a turn brings history and a message', async (t) => {
  const [first, second] = transcriptOf(aLog)
  t.same(first?.messages.map((m) => m.text), ['call 9812345678', 'who is this?', 'pay to a@ybl'], 'the earlier messages come first, then the message itself')
  t.same(first?.messages.map((m) => m.found.map((f) => f.value)), [['9812345678', '+919812345678'], [], ['a@ybl']], 'each message carries the evidence found in it, and only that')
  t.same(first?.messages.map((m) => m.own), [false, true, false], 'the service’s own side is told apart')
  t.equal(first?.reply?.reply, 'Which bank, sir?', 'the reply closes the turn')
  t.equal(first?.analysis?.scamType, 'KYC_BANKING', 'with the turn’s analysis')
  t.equal(second?.messages[0]?.repeat, true, 'a resent message is shown as a repeat')
  t.equal(second?.source, 'testing', 'and the turn keeps its source')
  t.equal(second?.analysis, undefined, 'a turn with no analysis recorded has none')
})

t.test('when an old log says only which turn gave the evidence', async (t) => {
  const old: ReadonlyArray<SessionEvent> = [aLog[0] as SessionEvent, { ...(aLog[1] as Extract<SessionEvent, { type: 'TurnAnalysed' }>), findings: [{ source: 'turn', index: 0, evidence: { upiIds: ['a@ybl'] } }] }]
  const [turn] = transcriptOf(old)
  t.ok(turn?.messages.every((m) => m.found.some((f) => f.value === 'a@ybl')), 'its values are looked for in every message of the turn')
})
