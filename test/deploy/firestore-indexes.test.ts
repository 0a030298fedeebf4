import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'

const root = join(import.meta.dirname, '..', '..')
const doc = JSON.parse(readFileSync(join(root, 'firestore.indexes.json'), 'utf8'))

type Field = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' }

// Every query of lib/adapters/firestore-intel-index.ts that Firestore cannot serve from its
// single-field indexes: equality filters, an array-contains filter, then the orders (an inequality
// is on the first order's field). Keep this list in step with the adapter's queries.
const queries: ReadonlyArray<{ collection: string; equal?: string[]; contains?: string; order: Array<[string, 'ASCENDING' | 'DESCENDING']> }> = [
  { collection: 'intelSessions', order: [['lastActivityAtMs', 'DESCENDING'], ['sessionId', 'DESCENDING']] },
  { collection: 'intelSessions', equal: ['scamType'], order: [['lastActivityAtMs', 'DESCENDING'], ['sessionId', 'DESCENDING']] },
  { collection: 'intelSessions', contains: 'values', order: [['lastActivityAtMs', 'DESCENDING'], ['sessionId', 'DESCENDING']] },
  { collection: 'intelSessions', contains: 'values', equal: ['scamType'], order: [['lastActivityAtMs', 'DESCENDING'], ['sessionId', 'DESCENDING']] },
  { collection: 'intelValues', order: [['sessions', 'DESCENDING'], ['lastSeenAtMs', 'DESCENDING'], ['key', 'ASCENDING']] },
  { collection: 'intelValues', equal: ['kind'], order: [['sessions', 'DESCENDING'], ['lastSeenAtMs', 'DESCENDING'], ['key', 'ASCENDING']] },
  { collection: 'intelValues', order: [['lastSeenAtMs', 'ASCENDING'], ['key', 'ASCENDING']] },
  { collection: 'intelTerms', order: [['term', 'ASCENDING'], ['key', 'ASCENDING']] },
  { collection: 'intelTerms', equal: ['kind'], order: [['term', 'ASCENDING'], ['key', 'ASCENDING']] },
]

// An index serves the query when it has the array-contains field, the equality fields (any order,
// ascending), then exactly the query's orders.
const serves = (fields: ReadonlyArray<Field>, q: (typeof queries)[number]): boolean => {
  const contains = fields.filter((f) => f.arrayConfig === 'CONTAINS').map((f) => f.fieldPath)
  if (JSON.stringify(contains) !== JSON.stringify(q.contains === undefined ? [] : [q.contains])) return false
  const ordered = fields.filter((f) => f.order !== undefined)
  const equal = q.equal ?? []
  const head = ordered.slice(0, equal.length).map((f) => f.fieldPath).sort()
  const tail = ordered.slice(equal.length).map((f) => [f.fieldPath, f.order])
  return JSON.stringify(head) === JSON.stringify([...equal].sort()) && JSON.stringify(tail) === JSON.stringify(q.order)
}

t.test('firestore.indexes.json', async (t) => {
  t.ok(Array.isArray(doc.indexes), 'lists composite indexes in the Firebase CLI format')
  for (const q of queries) {
    const candidates = doc.indexes.filter((i: any) => i.collectionGroup === q.collection && i.queryScope === 'COLLECTION')
    t.ok(candidates.some((i: any) => serves(i.fields, q)), `an index serves ${q.collection} ${JSON.stringify(q)}`)
  }
  t.equal(doc.indexes.length, queries.length, 'and holds no index no query needs')
})
