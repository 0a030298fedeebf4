import fc from 'fast-check'
import t from 'tap'
import { setBounded } from '../../lib/bounded-map.js'

// The plain reading of the rule: set as newest, then drop whatever iterates first.
const modelSet = <K, V>(map: Map<K, V>, key: K, value: V, limit: number): void => {
  map.delete(key)
  map.set(key, value)
  if (map.size > limit) map.delete(map.keys().next().value as K)
}

type Op = { readonly op: 'set' | 'delete' | 'clear'; readonly key: number }
const ops = fc.array(
  fc.record({ op: fc.constantFrom<Op['op']>('set', 'set', 'set', 'set', 'delete', 'clear'), key: fc.integer({ min: 0, max: 30 }) }),
  { maxLength: 400 },
)

t.test('when a bounded map is set, deleted from and cleared in any order', async (t) => {
  fc.assert(
    fc.property(ops, fc.integer({ min: 1, max: 12 }), (steps, limit) => {
      const map = new Map<number, number>()
      const model = new Map<number, number>()
      return steps.every(({ op, key }, i) => {
        if (op === 'set') {
          setBounded(map, key, i, limit)
          modelSet(model, key, i, limit)
        } else if (op === 'delete') {
          map.delete(key)
          model.delete(key)
        } else {
          map.clear()
          model.clear()
        }
        return JSON.stringify([...map]) === JSON.stringify([...model])
      })
    }),
  )
  t.pass('it holds the same entries in the same order as dropping the first key each time')
})

t.test('when many more keys pass through than the limit', async (t) => {
  const map = new Map<string, number>()
  for (let i = 0; i < 50_000; i++) setBounded(map, `k${i}`, i, 1000)
  t.equal(map.size, 1000, 'it keeps the limit')
  t.equal([...map.keys()][0], 'k49000', 'the oldest kept is the first of the latest thousand')
})
