import { readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join } from 'node:path'
import t from 'tap'

// The image installs `dependencies` only (npm ci --omit=dev): every package the compiled service
// imports, statically or lazily, must be installed by that, or the container fails at start-up
// (or later, on first use of an adapter).
const root = join(import.meta.dirname, '..', '..')
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
/** Installed at the top of node_modules by a production install, as a direct dependency or hoisted. */
const inProductionInstall = (name: string): boolean => {
  const entry = lock.packages[`node_modules/${name}`]
  return entry !== undefined && entry.dev !== true && entry.devOptional !== true
}
const runtimeDirs = ['events', 'lib', 'services']

const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [join(dir, e.name)] : [],
  )

// Static imports and re-exports (type-only ones are erased), lazy import()s, side-effect imports.
const IMPORT = /^\s*(?:import|export)\s+(?!type\s)[^'"]*?\sfrom\s*'([^']+)'|\bimport\(\s*'([^']+)'\s*\)|^\s*import\s*'([^']+)'/gmu
const packageOf = (specifier: string): string | undefined => {
  if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier)) return undefined
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

t.test('every package the service imports is a production dependency', async (t) => {
  const files = runtimeDirs.flatMap(sources)
  t.ok(files.length > 20, `the service's sources are read (${files.length} files)`)
  const imported = new Map<string, string>()
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8')
    for (const m of text.matchAll(IMPORT)) {
      const name = packageOf((m[1] ?? m[2] ?? m[3]) as string)
      if (name !== undefined && !imported.has(name)) imported.set(name, file)
    }
  }
  t.ok(imported.has('express') && imported.has('io-ts'), 'imports are found')
  for (const [name, file] of imported) {
    t.ok(inProductionInstall(name), `${name} (imported by ${file}) is installed in the image`)
    // Resolvable only because another dependency brings it: works, but a version bump there can break it.
    if (!(name in packageJson.dependencies)) t.comment(`${name} is imported by ${file} but only installed as a transitive dependency`)
  }
})
