import t from 'tap'
import { applyIntelUpdate, keysToRead } from '../../../lib/intel/apply-intel-update.js'
import type { IntelSession, IntelValue } from '../../../lib/intel/index-records.js'
import type { IntelUpdate } from '../../../lib/intel/intel-update.js'

const facts = { scamDetected: true, confidence: 0.8, channel: 'SMS', language: 'English', startedAtMs: 1000, firstReceivedAtMs: 1000, turns: 1 }
const anUpdate = (sessionId: string, o: Partial<IntelUpdate> & { at?: number; type?: IntelSession['scamType'] } = {}): IntelUpdate => ({
  sessionId,
  facts: { ...facts, scamType: o.type ?? 'KYC_BANKING', lastActivityAtMs: o.at ?? 2000 },
  values: o.values ?? ['upiIds:a@fakebank'],
  sightings: o.sightings ?? [{ key: 'upiIds:a@fakebank', occurrences: 1, firstAt: o.at ?? 2000, lastAt: o.at ?? 2000 }],
})

// Applies updates in order over an empty index, as a store would: the records, keyed.
const index = (updates: ReadonlyArray<IntelUpdate>) => {
  const sessions = new Map<string, IntelSession>()
  const values = new Map<string, IntelValue>()
  for (const u of updates) {
    const prior = sessions.get(u.sessionId)
    const w = applyIntelUpdate(prior, new Map(keysToRead(prior, u).flatMap((k) => (values.has(k) ? [[k, values.get(k)!] as const] : []))), u)
    for (const k of w.nowShared) {
      const other = [...sessions.values()].find((s) => s.sessionId !== u.sessionId && s.values.includes(k))!
      sessions.set(other.sessionId, { ...other, sharedValues: other.sharedValues + 1 })
    }
    for (const v of w.values) values.set(`${v.kind}:${v.value}`, v)
    sessions.set(u.sessionId, w.session)
  }
  return { sessions, values }
}

t.test('when two sessions give the same UPI id', async (t) => {
  const { sessions, values } = index([anUpdate('s1', { at: 2000 }), anUpdate('s2', { at: 5000, type: 'JOB_SCAM' })])
  const v = values.get('upiIds:a@fakebank')!
  t.equal(v.sessions, 2, 'the value counts both sessions')
  t.equal(v.occurrences, 2, 'and both sightings')
  t.same([v.firstSeenAtMs, v.lastSeenAtMs], [2000, 5000], 'first and last seen span them')
  t.same(v.typeCounts, { KYC_BANKING: 1, JOB_SCAM: 1 }, 'each session counts under its type')
  t.equal(sessions.get('s1')!.sharedValues, 1, 'the first session now shares it')
  t.equal(sessions.get('s2')!.sharedValues, 1, 'and so does the second')
})

t.test('when a session sees its value again and changes type', async (t) => {
  const later = anUpdate('s1', { at: 9000, type: 'DIGITAL_ARREST' })
  const { sessions, values } = index([anUpdate('s1'), anUpdate('s2'), later])
  const v = values.get('upiIds:a@fakebank')!
  t.equal(v.sessions, 2, 'the session is counted once')
  t.equal(v.occurrences, 3, 'its new sighting is counted')
  t.same(v.typeCounts, { KYC_BANKING: 1, DIGITAL_ARREST: 1 }, 'it moved to its new type')
  t.equal(sessions.get('s1')!.sharedValues, 1, 'sharing is not counted twice')
})

t.test('when the same sessions are indexed in another order', async (t) => {
  const updates = [anUpdate('s1', { at: 2000 }), anUpdate('s2', { at: 5000, type: 'JOB_SCAM' }), anUpdate('s3', { at: 3000, values: ['upiIds:a@fakebank', 'phoneNumbers:+919876543210'], sightings: [] })]
  const forward = index(updates)
  const backward = index([...updates].reverse())
  t.same(Object.fromEntries(backward.values), Object.fromEntries(forward.values), 'the values come out the same')
  t.same(Object.fromEntries(backward.sessions), Object.fromEntries(forward.sessions), 'and so do the sessions')
  t.equal(forward.values.get('phoneNumbers:+919876543210')!.occurrences, 1, 'a held value no event saw counts once')
})
