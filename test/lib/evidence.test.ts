import t from 'tap'
import { MAX_VALUES_PER_KIND, emptyEvidence, mergeAllEvidence, mergeEvidence } from '../../lib/evidence.js'

const upis = (from: number, count: number): string[] => Array.from({ length: count }, (_, i) => `payee${from + i}@fakebank`)

/** Runs `f` counting the sets it makes (the merge's cost per kind). */
const countingSets = <A>(f: () => A): { result: A; sets: number } => {
  const RealSet = globalThis.Set
  let sets = 0
  globalThis.Set = class<T> extends RealSet<T> {
    constructor(values?: Iterable<T> | null) {
      super(values)
      sets++
    }
  }
  try {
    return { result: f(), sets }
  } finally {
    globalThis.Set = RealSet
  }
}

t.test('when messages repeat and add values', async (t) => {
  const base = { ...emptyEvidence(), upiIds: ['a@fakebank'], phoneNumbers: ['9876543210'] }
  const { evidence, overflow } = mergeAllEvidence(base, [{ upiIds: ['b@fakebank', 'a@fakebank'] }, { upiIds: ['b@fakebank', 'c@fakebank'] }])
  t.same(evidence.upiIds, ['a@fakebank', 'b@fakebank', 'c@fakebank'], 'keeps the order of first sighting, each value once')
  t.equal(evidence.phoneNumbers, base.phoneNumbers, 'a kind with nothing new keeps its array')
  t.same(overflow, {}, 'nothing is left out')
  t.equal(mergeAllEvidence(base, [{ upiIds: ['a@fakebank'] }]).evidence, base, 'nothing new at all: the same record')
  t.same(mergeEvidence(base, { upiIds: ['d@fakebank'] }).upiIds, ['a@fakebank', 'd@fakebank'], 'the two-record merge agrees')
})

t.test('when a turn brings thousands of messages with evidence', async (t) => {
  const findings = Array.from({ length: 7000 }, (_, i) => ({
    upiIds: [`payee${i}@fakebank`],
    phoneNumbers: [`98${String(10_000_000 + i)}`],
    bankAccounts: [String(100_000_000_000 + i)],
    phishingLinks: [`https://kyc${i}.xyz/pay`],
  }))
  const { result, sets } = countingSets(() => mergeAllEvidence(emptyEvidence(), findings))
  t.ok(sets <= 14, `makes one set per kind for the whole merge (${sets}), not one per message`)
  t.equal(result.evidence.upiIds.length, MAX_VALUES_PER_KIND, 'keeps the bound per kind')
  t.same(result.evidence.upiIds, upis(0, MAX_VALUES_PER_KIND), 'keeps the first values seen')
  t.same(
    result.overflow,
    { upiIds: 6900, phoneNumbers: 6900, bankAccounts: 6900, phishingLinks: 6900 },
    'counts every distinct value left out, per kind',
  )
})

t.test('when a kind is already full', async (t) => {
  const full = { ...emptyEvidence(), upiIds: upis(0, MAX_VALUES_PER_KIND) }
  const first = mergeAllEvidence(full, [{ upiIds: ['late@fakebank', 'late@fakebank', 'payee3@fakebank'] }], { upiIds: 2 })
  t.equal(first.evidence.upiIds, full.upiIds, 'adds nothing to it')
  t.same(first.overflow, { upiIds: 3 }, 'adds a value left out once per merge to the count so far; a value kept is no overflow')
  const again = mergeAllEvidence(first.evidence, [{ upiIds: ['late@fakebank'] }], first.overflow)
  t.same(again.overflow, { upiIds: 4 }, 'a later merge that meets it again counts it again')
})
