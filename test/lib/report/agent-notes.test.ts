import t from 'tap'
import { MAX_MESSAGE_KEYS } from '../../../events/key-index.js'
import { initialState, type SessionState } from '../../../events/session-state.js'
import { multiLineNotes, oneLineNotes } from '../../../lib/report/agent-notes.js'
import { MAX_VALUES_PER_KIND, emptyEvidence } from '../../../lib/evidence.js'

const aSession = (overrides: Partial<SessionState>): SessionState => ({
  ...initialState('s'),
  turns: 3,
  scamType: 'KYC_BANKING',
  confidence: 0.9,
  evidence: { ...emptyEvidence(), upiIds: ['a@fakebank', 'b@fakebank'], phoneNumbers: ['9876543210'] },
  ...overrides,
})

t.test('when nothing was left out', async (t) => {
  const s = aSession({})
  t.notMatch(oneLineNotes(s), /not kept|not remembered/u, 'the line names no overflow')
  t.notMatch(multiLineNotes(s), /not kept|not remembered/u, 'the report names no overflow')
  t.match(oneLineNotes(s), 'UPI IDs: a@fakebank, b@fakebank; Phone numbers: 9876543210', 'lists the values')
})

t.test('when a session\'s bounds left values and messages out', async (t) => {
  const s = aSession({ overflow: { evidence: { upiIds: 7 }, messageKeys: 12 } })
  const line = oneLineNotes(s)
  t.notMatch(line, /\n/u, 'the per-turn notes stay one line')
  t.match(line, `UPI IDs: a@fakebank, b@fakebank (+7 more not kept, limit ${MAX_VALUES_PER_KIND}); Phone numbers: 9876543210 |`, 'names the values left out beside the kind')
  t.match(line, `Messages not remembered: 12 (limit ${MAX_MESSAGE_KEYS} per side`, 'names the messages left out')
  const lines = multiLineNotes(s).split('\n')
  t.ok(lines.includes(`- UPI IDs: a@fakebank, b@fakebank (+7 more not kept, limit ${MAX_VALUES_PER_KIND})`), 'the report names them on the kind\'s line')
  t.ok(lines.includes('- Phone numbers: 9876543210'), 'a kind with nothing left out is as before')
  t.ok(lines.some((l) => l.startsWith('Messages not remembered: 12')), 'the report names the messages left out')
  t.match(lines[lines.length - 1], /^Strategy: /u, 'the strategy stays last')
})

t.test('when the scammer gave values whose checksum fails', async (t) => {
  const s = aSession({
    leads: [
      { kind: 'cryptoWallets', value: '1P9FqkS5kBNSrALeJxHKqJHHzrcHTazsjP' },
      { kind: 'aadhaarNumbers', value: '6274 5868 8453' },
    ],
  })
  const line = oneLineNotes(s)
  t.notMatch(line, /\n/u, 'the per-turn notes stay one line')
  t.match(line, '| Leads: crypto wallet (address checksum fails) 1P9FqkS5kBNSrALeJxHKqJHHzrcHTazsjP; Aadhaar number (Verhoeff check fails) 6274 5868 8453', 'the line names each lead and why it is no evidence')
  const lines = multiLineNotes(s).split('\n')
  t.ok(lines.some((l) => l.startsWith('Leads (not evidence, checksum fails): crypto wallet') && l.includes('6274 5868 8453')), 'the report names them on a line of their own')
  t.notMatch(multiLineNotes(aSession({})), /Leads/u, 'a session without leads has no such line')
})
