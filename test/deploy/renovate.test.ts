import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'

// renovate.json: what updates itself and what waits for a person.
const root = join(import.meta.dirname, '..', '..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')
const config = JSON.parse(read('renovate.json'))
const packageJson = JSON.parse(read('package.json'))
/** Renovate writes its regexes as `/…/` strings and its match strings as RE2 named groups. */
const regex = (pattern: string, flags = 'gmu') => new RegExp(pattern.replace(/^\/|\/$/gu, ''), flags)

t.test('the stale-data dependencies', async (t) => {
  const rule = config.packageRules.find((r: any) => r.automerge === true)
  t.same(rule?.matchPackageNames?.slice().sort(), ['libphonenumber-js', 'tldts'], 'tldts and libphonenumber-js merge themselves')
  t.same(rule?.matchUpdateTypes, ['patch'], 'patch releases only')
  t.equal(rule?.automergeType, 'pr', 'through a pull request, so CI runs first')
  t.notOk(config.packageRules.some((r: any) => r !== rule && r.automerge === true) || config.automerge === true, 'nothing else merges without a person')
  for (const name of ['tldts', 'libphonenumber-js']) t.match(packageJson.dependencies[name], /^\d+\.\d+\.\d+$/u, `${name} stays pinned to an exact version`)
})

t.test('the Node release', async (t) => {
  t.equal(read('.nvmrc').trim(), packageJson.devDependencies.node, '.nvmrc names the Node the project runs')
  const manager = config.customManagers.find((m: any) => m.managerFilePatterns.some((p: string) => regex(p, 'u').test('.nvmrc')))
  t.ok(regex(manager.matchStrings[0]).test(read('.nvmrc')), 'and Renovate updates it')
})
