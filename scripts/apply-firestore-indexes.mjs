#!/usr/bin/env node
// Creates the composite indexes of firestore.indexes.json in the current gcloud project's Firestore
// database, one `gcloud firestore indexes composite create` per entry: an index that already exists
// (ALREADY_EXISTS) is left as it is, so running it again changes nothing. Then it waits until every
// one of them is built (READY), at most --wait-seconds; an index still building after that keeps
// building after this script ends, and it says so. An index Firestore could not build
// (NEEDS_REPAIR) or any other gcloud error fails it. Indexes the file does not list are left alone.
// cloudbuild.yaml runs it on every deploy (step `firestore-indexes`).
//
//   node scripts/apply-firestore-indexes.mjs [--file=firestore.indexes.json] [--database='(default)']
//                                             [--wait-seconds=900] [--poll-seconds=15]
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

const { values: opts } = parseArgs({
  options: {
    file: { type: 'string', default: join(import.meta.dirname, '..', 'firestore.indexes.json') },
    database: { type: 'string', default: '(default)' },
    'wait-seconds': { type: 'string', default: '900' },
    'poll-seconds': { type: 'string', default: '15' },
  },
})
const say = (s) => process.stdout.write(`firestore-indexes: ${s}\n`)
const fail = (s) => {
  process.stderr.write(`firestore-indexes: ${s}\n`)
  process.exit(1)
}

const wanted = JSON.parse(readFileSync(opts.file, 'utf8')).indexes
if (!Array.isArray(wanted) || wanted.length === 0) fail(`${opts.file} lists no composite index`)

const scopeFlag = { COLLECTION: 'collection', COLLECTION_GROUP: 'collection-group' }
const fieldFlag = (f) =>
  `--field-config=field-path=${f.fieldPath},${f.arrayConfig === undefined ? `order=${f.order.toLowerCase()}` : `array-config=${f.arrayConfig.toLowerCase()}`}`
// How an index reads in messages and how a listed one is matched: its group, scope and fields in order.
const shape = (group, scope, fields) => `${group} (${scope}) ${fields.map((f) => `${f.fieldPath} ${f.arrayConfig ?? f.order}`).join(', ')}`
const wantedShape = (i) => shape(i.collectionGroup, i.queryScope, i.fields)

const gcloud = (args) => spawnSync('gcloud', args, { encoding: 'utf8' })

for (const index of wanted) {
  const args = [
    'firestore', 'indexes', 'composite', 'create',
    `--database=${opts.database}`,
    `--collection-group=${index.collectionGroup}`,
    `--query-scope=${scopeFlag[index.queryScope] ?? fail(`${wantedShape(index)}: unknown query scope`)}`,
    ...index.fields.map(fieldFlag),
    '--async',
    '--quiet',
  ]
  const r = gcloud(args)
  if (r.error !== undefined) fail(`gcloud could not be run: ${r.error.message}`)
  if (r.status === 0) say(`creating ${wantedShape(index)}`)
  else if (/ALREADY_EXISTS/u.test(r.stderr)) say(`exists: ${wantedShape(index)}`)
  else fail(`could not create ${wantedShape(index)}:\n${r.stderr}`)
}

// Firestore lists an index with its group in its resource name and the document name it orders
// by last (`__name__`), which the file leaves implicit.
const listedShape = (i) => {
  const group = /\/collectionGroups\/([^/]+)\/indexes\//u.exec(i.name ?? '')?.[1] ?? '?'
  const fields = (i.fields ?? []).filter((f, n, all) => !(f.fieldPath === '__name__' && n === all.length - 1))
  return shape(group, i.queryScope, fields)
}

const deadline = Date.now() + Number(opts['wait-seconds']) * 1000
for (;;) {
  const r = gcloud(['firestore', 'indexes', 'composite', 'list', `--database=${opts.database}`, '--format=json'])
  if (r.status !== 0) fail(`could not list the indexes:\n${r.stderr}`)
  const states = new Map(JSON.parse(r.stdout).map((i) => [listedShape(i), i.state]))
  const pending = []
  for (const index of wanted) {
    const state = states.get(wantedShape(index))
    if (state === 'NEEDS_REPAIR') fail(`Firestore could not build ${wantedShape(index)} (NEEDS_REPAIR): see the console's Firestore indexes page`)
    if (state !== 'READY') pending.push(`${wantedShape(index)}: ${state ?? 'not listed yet'}`)
  }
  if (pending.length === 0) {
    say(`all ${wanted.length} composite indexes are built`)
    break
  }
  if (Date.now() >= deadline) {
    say(`${pending.length} of ${wanted.length} still building; they finish on their own, and until then the investigator routes that need them answer 503:\n  ${pending.join('\n  ')}`)
    break
  }
  say(`waiting for ${pending.length} of ${wanted.length}`)
  await new Promise((resolve) => setTimeout(resolve, Number(opts['poll-seconds']) * 1000))
}
