import t from 'tap'
import { ringsOf, type RingNode } from '../../console/src/rings.js'
import { layout } from '../../console/src/layout.js'

const session = (id: string): RingNode => ({ id: `session:${id}`, kind: 'session', label: id })
const value = (kind: string, v: string): RingNode => ({ id: `${kind}:${v}`, kind, label: v })

const nodes = [session('a'), session('b'), session('c'), session('d'), session('e'), value('upiIds', 'x@y'), value('phoneNumbers', '+919812345678'), value('upiIds', 'lone@z')]
const edges = [
  { from: 'session:a', to: 'upiIds:x@y' },
  { from: 'session:b', to: 'upiIds:x@y' },
  { from: 'session:b', to: 'phoneNumbers:+919812345678' },
  { from: 'session:c', to: 'phoneNumbers:+919812345678' },
  { from: 'session:d', to: 'upiIds:lone@z' },
  { from: 'session:e', to: 'upiIds:lone@z' },
  { from: 'session:a', to: 'nowhere' },
]

t.test('when sessions share values in two groups', async (t) => {
  const rings = ringsOf(nodes, edges)
  t.equal(rings.length, 2, 'there are two rings')
  t.same(rings[0]?.sessions.map((s) => s.label), ['a', 'b', 'c'], 'the larger first, its sessions in order: joined through b')
  t.same(
    rings[0]?.values.map((v) => [v.node.label, v.sessions.map((s) => s.label)]),
    [['+919812345678', ['b', 'c']], ['x@y', ['a', 'b']]],
    'each value with the sessions it joins',
  )
  t.same(rings[1]?.sessions.map((s) => s.label), ['d', 'e'], 'the other ring')
})

t.test('when a session shares nothing', async (t) => {
  t.same(ringsOf([session('alone')], []), [], 'it is no ring')
})

t.test('the picture of a graph', async (t) => {
  const first = layout(nodes, edges)
  const again = layout(nodes, edges)
  t.same([...first], [...again], 'is the same each time it is drawn')
  t.equal(first.size, nodes.length, 'places every node')
  const d = (p: string, q: string) => Math.hypot((first.get(p)?.x ?? 0) - (first.get(q)?.x ?? 0), (first.get(p)?.y ?? 0) - (first.get(q)?.y ?? 0))
  t.ok(d('session:a', 'upiIds:x@y') < d('session:a', 'upiIds:lone@z'), 'and puts a session nearer its own value than another ring’s')
})
