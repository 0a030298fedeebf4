import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { parse } from 'yaml'

// The README is the operator's manual: what it names must exist, and what exists must be in it.
const root = join(import.meta.dirname, '..', '..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const readme = read('README.md')
const packageJson = JSON.parse(read('package.json'))

t.test('the configuration table', async (t) => {
  const variables = [...read('lib/config.ts').matchAll(/^\s+([A-Z][A-Z0-9_]+): opt\(/gmu)].map((m) => m[1] as string)
  t.ok(variables.length >= 20, `the variables the service decodes are found (${variables.length})`)
  for (const v of variables) t.ok(readme.includes(`\`${v}\``), `${v} is documented`)
})

t.test('the deploy', async (t) => {
  const subs = Object.keys(parse(read('cloudbuild.yaml')).substitutions as Record<string, string>)
  for (const s of subs) t.ok(readme.includes(`\`${s}\``), `the substitution ${s} is documented`)
})

t.test('the commands', async (t) => {
  const scripts = new Set([...readme.matchAll(/npm run ([\w:-]+)/gu)].map((m) => m[1] as string))
  t.ok(scripts.size >= 5, `npm scripts are mentioned (${[...scripts].join(', ')})`)
  for (const s of scripts) t.ok(s in packageJson.scripts, `npm run ${s} exists`)
  const paths = new Set([...readme.matchAll(/`((?:services|lib|events|test|bench|docs)\/[\w./-]+\.(?:ts|md))`/gu)].map((m) => m[1] as string))
  for (const p of paths) t.doesNotThrow(() => read(p), `${p} exists`)
})
