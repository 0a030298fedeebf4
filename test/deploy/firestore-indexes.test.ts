import { spawnSync } from 'node:child_process'
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { tempDir } from '../helpers/temp-dir.js'

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

// scripts/apply-firestore-indexes.mjs, which the deploy runs (cloudbuild.yaml, step
// `firestore-indexes`), against a stand-in gcloud on the PATH: it records each call, answers
// `create` with success or ALREADY_EXISTS, and `list` with the indexes as Firestore lists them
// (the group in the resource name, `__name__` last), in the states the test sets.
t.test('scripts/apply-firestore-indexes.mjs', async (t) => {
  const bin = tempDir('honeypot-gcloud-')
  const calls = join(bin, 'calls')
  writeFileSync(
    join(bin, 'gcloud'),
    `#!/usr/bin/env bash
echo "$*" >> "${calls}"
case "$1 $2 $3 $4" in
  "firestore indexes composite create")
    [ -f "${bin}/broken" ] && { echo "ERROR: (gcloud.firestore.indexes.composite.create) PERMISSION_DENIED: not allowed" >&2; exit 1; }
    [ -f "${bin}/exists" ] && { echo "ERROR: (gcloud.firestore.indexes.composite.create) ALREADY_EXISTS: index already exists" >&2; exit 1; }
    true ;;
  "firestore indexes composite list")
    cat "${bin}/list.json"
    [ -f "${bin}/list-next.json" ] && mv "${bin}/list-next.json" "${bin}/list.json"
    true ;;
  *) echo "unexpected: $*" >&2; exit 2 ;;
esac
`,
  )
  chmodSync(join(bin, 'gcloud'), 0o755)
  const listed = (state: (i: number) => string) =>
    JSON.stringify(
      doc.indexes.map((index: any, i: number) => ({
        name: `projects/acme/databases/(default)/collectionGroups/${index.collectionGroup}/indexes/CICAgI${i}`,
        queryScope: index.queryScope,
        fields: [...index.fields, { fieldPath: '__name__', order: index.fields.at(-1).order ?? 'ASCENDING' }],
        state: state(i),
      })),
    )
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [join(root, 'scripts', 'apply-firestore-indexes.mjs'), '--poll-seconds=0', ...args], {
      env: { PATH: `${bin}:${process.env['PATH'] ?? ''}` },
      encoding: 'utf8',
    })
  const creates = () => readFileSync(calls, 'utf8').split('\n').filter((l) => l.startsWith('firestore indexes composite create '))
  const reset = () => writeFileSync(calls, '')

  t.test('on a database without them', async (t) => {
    reset()
    writeFileSync(join(bin, 'list.json'), listed(() => 'CREATING'))
    writeFileSync(join(bin, 'list-next.json'), listed(() => 'READY'))
    const r = run()
    t.equal(r.status, 0, `it succeeds ${r.stderr}`)
    t.equal(creates().length, doc.indexes.length, 'one create per index of the file')
    const sessionsByValue = creates().find((c) => c.includes('--field-config=field-path=values,array-config=contains') && c.includes('field-path=scamType'))
    t.equal(
      sessionsByValue,
      'firestore indexes composite create --database=(default) --collection-group=intelSessions --query-scope=collection --field-config=field-path=values,array-config=contains --field-config=field-path=scamType,order=ascending --field-config=field-path=lastActivityAtMs,order=descending --field-config=field-path=sessionId,order=descending --async --quiet',
      'each with its group, scope and fields in order, as the file gives them',
    )
    t.match(r.stdout, /waiting for 9 of 9[\s\S]*all 9 composite indexes are built/u, 'and it waits until they are built')
  })

  t.test('when they exist already', async (t) => {
    reset()
    writeFileSync(join(bin, 'exists'), '')
    writeFileSync(join(bin, 'list.json'), listed(() => 'READY'))
    const r = run()
    t.equal(r.status, 0, `a second run succeeds ${r.stderr}`)
    t.equal((r.stdout.match(/^firestore-indexes: exists: /gmu) ?? []).length, doc.indexes.length, 'ALREADY_EXISTS is no failure')
  })

  t.test('when one is still building after the wait', async (t) => {
    reset()
    writeFileSync(join(bin, 'list.json'), listed((i) => (i === 0 ? 'CREATING' : 'READY')))
    const r = run('--wait-seconds=0')
    t.equal(r.status, 0, 'the deploy goes on')
    t.match(r.stdout, /1 of 9 still building[\s\S]*intelSessions \(COLLECTION\) lastActivityAtMs DESCENDING, sessionId DESCENDING: CREATING/u, 'and says which one, and that it keeps building')
  })

  t.test('when Firestore could not build one', async (t) => {
    reset()
    writeFileSync(join(bin, 'list.json'), listed((i) => (i === 4 ? 'NEEDS_REPAIR' : 'READY')))
    const r = run()
    t.equal(r.status, 1, 'it fails')
    t.match(r.stderr, /could not build intelValues[\s\S]*NEEDS_REPAIR/u, 'naming the index')
  })

  t.test('when gcloud refuses', async (t) => {
    reset()
    writeFileSync(join(bin, 'broken'), '')
    const r = run()
    t.equal(r.status, 1, 'any other error fails it')
    t.match(r.stderr, /PERMISSION_DENIED/u, "with gcloud's own words")
    t.equal(creates().length, 1, 'at the first index')
  })
})
