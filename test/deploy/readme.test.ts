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
  const scripts = new Set([...readme.matchAll(/npm run (?:(?:--silent|-s) )?(\w[\w:-]*)/gu)].map((m) => m[1] as string))
  t.ok(scripts.size >= 5, `npm scripts are mentioned (${[...scripts].join(', ')})`)
  for (const s of scripts) t.ok(s in packageJson.scripts, `npm run ${s} exists`)
  const paths = new Set([...readme.matchAll(/`((?:services|lib|events|test|bench|docs)\/[\w./-]+\.(?:ts|md))`/gu)].map((m) => m[1] as string))
  for (const p of paths) t.doesNotThrow(() => read(p), `${p} exists`)
})

t.test('the links', async (t) => {
  const links = [...readme.matchAll(/\]\(([^)\s]+)\)/gu)].map((m) => m[1] as string)
  t.ok(links.length >= 10, `links are found (${links.length})`)
  for (const link of links.filter((l) => !l.startsWith('#'))) {
    t.notMatch(link, /^(?:\.\.\/|\/|[a-z]+:)/u, `${link} stays inside the repository`)
    t.doesNotThrow(() => read(link.split('#')[0] as string), `${link} exists in the repository`)
  }
  const contract = read('docs/contract.md')
  for (const [file, text] of [['README.md', readme], ['docs/contract.md', contract], ['openapi.yaml', read('openapi.yaml')]]) {
    t.notMatch(text, /\.\.\/shared\b/u, `nothing in ${file} points at ../shared, which a clone does not have`)
  }
  for (const link of [...contract.matchAll(/\]\(([^)\s#]+)/gu)].map((m) => m[1] as string)) {
    t.doesNotThrow(() => read(join('docs', link)), `docs/contract.md links to ${link}, which exists`)
  }
})

t.test('commands whose output goes to a file', async (t) => {
  const redirected = readme.split('\n').filter((l) => /^\s*npm run .*>\s*\S/u.test(l))
  t.ok(redirected.length >= 2, 'are found')
  for (const line of redirected) t.match(line, /npm run (?:--silent|-s) /u, `${line.trim()}: npm's banner stays out of the file`)
  t.notMatch(readme, /^\s*npm run (?!--silent|-s )(?:honeypot|replay) /mu, 'and every audit command is written so it can be redirected')
})

t.test('the examples', async (t) => {
  const stale = [...readme.matchAll(/"timestamp":\s*(\d{10,13})\b/gu)].map((m) => m[1] as string)
  t.same(stale, [], 'no example carries a fixed timestamp, which stops counting 30 days later')
  t.notMatch(readme, /x-api-key: dev-key/u, 'no curl example uses a key npm start never chose')
})
