import fc from 'fast-check'
import t from 'tap'
import { MAX_MESSAGE_KEYS, appendKeys, appendKeysWithin, hasKey } from '../../events/key-index.js'

// What the index must always agree with: a scan of the list, and the append it replaced.
const appendByScan = (list: ReadonlyArray<string>, added: ReadonlyArray<string>): ReadonlyArray<string> => {
  const fresh = added.filter((k, i) => !list.includes(k) && added.indexOf(k) === i)
  return fresh.length === 0 ? list : [...list, ...fresh]
}

t.test('appends only the keys a list does not hold, each once, in order', async (t) => {
  const a = appendKeys([], ['k1', 'k2', 'k1'])
  t.same(a, ['k1', 'k2'])
  const b = appendKeys(a, ['k2', 'k3'])
  t.same(b, ['k1', 'k2', 'k3'])
  t.equal(appendKeys(b, ['k1', 'k3']), b, 'nothing new: the same list')
  t.ok(hasKey(b, 'k3'))
  t.notOk(hasKey(a, 'k3'), 'a key appended later is not in the older, shorter list')
  t.notOk(hasKey(b, 'k4'))
})

t.test('a list that branches off an older one (a turn decided again) answers for itself', async (t) => {
  const base = appendKeys([], ['a', 'b'])
  const tip = appendKeys(base, ['c'])
  const branch = appendKeys(base, ['d', 'c'])
  t.same(branch, ['a', 'b', 'd', 'c'])
  t.ok(hasKey(branch, 'd'))
  t.notOk(hasKey(tip, 'd'))
  t.notOk(hasKey(base, 'c'))
  t.same(appendKeys(tip, ['d']), ['a', 'b', 'c', 'd'])
  t.same(appendKeys(branch, ['c', 'e']), ['a', 'b', 'd', 'c', 'e'])
})

t.test('a list decoded from a snapshot (no index yet) is indexed on first use', async (t) => {
  const decoded = JSON.parse('["x","y","x"]') as string[]
  t.ok(hasKey(decoded, 'x'))
  t.ok(hasKey(decoded, 'y'))
  t.same(appendKeys(decoded, ['y', 'z']), ['x', 'y', 'x', 'z'])
})

t.test('agrees with a scan over any history of appends, branches included', async (t) => {
  const key = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h')
  // Each step appends some keys to one of the lists made so far (mostly the newest: the usual line).
  const step = fc.record({ from: fc.nat(), newest: fc.boolean(), added: fc.array(key, { maxLength: 4 }) })
  fc.assert(
    fc.property(fc.array(step, { maxLength: 40 }), fc.array(key, { maxLength: 8 }), (steps, probes) => {
      const indexed: Array<ReadonlyArray<string>> = [[]]
      const scanned: Array<ReadonlyArray<string>> = [[]]
      for (const s of steps) {
        const i = s.newest ? indexed.length - 1 : s.from % indexed.length
        indexed.push(appendKeys(indexed[i]!, s.added))
        scanned.push(appendByScan(scanned[i]!, s.added))
      }
      indexed.forEach((list, i) => {
        if (JSON.stringify(list) !== JSON.stringify(scanned[i])) throw new Error(`${JSON.stringify(list)} is not ${JSON.stringify(scanned[i])}`)
        for (const p of probes) if (hasKey(list, p) !== scanned[i]!.includes(p)) throw new Error(`hasKey(${JSON.stringify(list)}, ${p}) is wrong`)
      })
    }),
    { numRuns: 300 },
  )
  t.pass('300 histories agree')
})

t.test('when a list reaches its bound', async (t) => {
  const list = appendKeysWithin([], ['a', 'b'], 3).keys
  const next = appendKeysWithin(list, ['b', 'c', 'd', 'e', 'd'], 3)
  t.same(next.keys, ['a', 'b', 'c'], 'keeps the first new keys that fit')
  t.equal(next.dropped, 2, 'counts each new key that did not fit once')
  t.ok(hasKey(next.keys, 'c'))
  t.notOk(hasKey(next.keys, 'd'), 'a key left out is not held')
  const full = appendKeysWithin(next.keys, ['a', 'f'], 3)
  t.equal(full.keys, next.keys, 'a full list stays the same list')
  t.equal(full.dropped, 1, 'a key it holds is no overflow')
})

t.test('when one append brings thousands of keys', async (t) => {
  const added = Array.from({ length: 20_000 }, (_, i) => `k${i % 15_000}`)
  const { keys, dropped } = appendKeysWithin(['k0'], added, MAX_MESSAGE_KEYS)
  t.equal(keys.length, MAX_MESSAGE_KEYS, 'holds the bound')
  t.equal(dropped, 15_000 - MAX_MESSAGE_KEYS, 'counts the distinct keys that did not fit')
  t.same(keys.slice(0, 3), ['k0', 'k1', 'k2'], 'in order, each once')
})
