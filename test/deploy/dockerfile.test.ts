import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'

// No Docker engine here: the Dockerfile is parsed and its rules checked.
const root = join(import.meta.dirname, '..', '..')
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))

type Instruction = { readonly op: string; readonly arg: string }
/** Instructions in order, continuation lines joined, comments dropped. */
const instructions: ReadonlyArray<Instruction> = readFileSync(join(root, 'Dockerfile'), 'utf8')
  .replace(/\\\n/gu, ' ')
  .split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '' && !l.startsWith('#'))
  .map((l) => ({ op: (/^\S+/u.exec(l)?.[0] ?? '').toUpperCase(), arg: l.replace(/^\S+\s*/u, '') }))

const stages = instructions.reduce<Instruction[][]>((acc, i) => (i.op === 'FROM' ? [...acc, [i]] : (acc[acc.length - 1]?.push(i), acc)), [])
const runtime = stages[stages.length - 1] ?? []
const nodeImage = /^NODE_IMAGE=(\S+)$/u.exec(instructions.find((i) => i.op === 'ARG')?.arg ?? '')?.[1]

t.test('the base image', async (t) => {
  t.equal(nodeImage?.split('@')[0], `node:${packageJson.devDependencies.node}-bookworm-slim`, 'is Node 24 slim, pinned to the release the project develops on')
  t.match(nodeImage, /^node:24\.\d+\.\d+-\w+-slim@sha256:[0-9a-f]{64}$/u, 'Node 24, an exact release, the slim variant, pinned by digest')
  t.notOk(instructions.some((i) => i.op === 'FROM' && !i.arg.startsWith('${NODE_IMAGE}')), 'no stage starts from an image that is not pinned')
  t.same(stages.map((s) => s[0]?.arg), ['${NODE_IMAGE} AS build', '${NODE_IMAGE} AS runtime'], 'a build stage and a runtime stage, on the same image')
})

t.test('the runtime stage', async (t) => {
  const runs = runtime.filter((i) => i.op === 'RUN').map((i) => i.arg)
  t.ok(runs.some((r) => /npm ci\b.*--omit=dev/u.test(r) && r.includes('--ignore-scripts')), 'installs production dependencies only, without install scripts (prepare needs the compiler)')
  const copies = runtime.filter((i) => i.op === 'COPY').map((i) => i.arg)
  t.same(
    copies,
    ['package.json package-lock.json ./', '--from=build /app/dist ./dist', 'scripts/warm-compile-cache.mjs scripts/collector.mjs ./scripts/'],
    "copies the package files, the compiled output, the script that fills the compile cache and the smoke test's collector, nothing else",
  )
  t.ok(runs.some((r) => r.includes('node scripts/warm-compile-cache.mjs')), 'fills the compile cache in the image, as `npm run build` does')
  const user = runtime.find((i) => i.op === 'USER')?.arg
  t.ok(user !== undefined && !['root', '0', '0:0'].includes(user), `runs as a user other than root (${user})`)
  t.ok(runtime.findIndex((i) => i.op === 'USER') > runtime.findIndex((i) => i.op === 'RUN' && i.arg.includes('npm ci')), 'after installing as root')
  const cmd = JSON.parse(runtime.find((i) => i.op === 'CMD')?.arg ?? 'null')
  t.same(cmd, packageJson.scripts.start.split(' '), 'runs what `npm start` runs, in exec form, with node as PID 1 to receive SIGTERM')
  t.match(runtime.find((i) => i.op === 'ENV')?.arg, /NODE_ENV=production/u, 'in production mode')
  t.equal(runtime.find((i) => i.op === 'EXPOSE')?.arg, '8080', 'on the port Cloud Run expects')
})

t.test('the build stage', async (t) => {
  const build = stages[0] ?? []
  t.ok(build.some((i) => i.op === 'RUN' && /npm ci\b/u.test(i.arg) && !i.arg.includes('--omit=dev')), 'installs the dev dependencies the compiler needs')
  t.ok(build.some((i) => i.op === 'RUN' && i.arg.includes('tsc -p tsconfig.build.json')), 'compiles with the build configuration, as `npm run build` does')
  t.equal(packageJson.scripts.build.split(' && ')[0], 'tsc -p tsconfig.build.json', 'which is still how the build script compiles')
  t.ok(build.some((i) => i.op === 'RUN' && i.arg.includes('node scripts/build-console.mjs')), 'builds the console into dist/console, as `npm run build` does')
  t.ok(packageJson.scripts.build.includes('node scripts/build-console.mjs'), 'which is still how the build script builds it')
  const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8'))
  const copied = build.filter((i) => i.op === 'COPY').map((i) => i.arg.split(' ')[0])
  for (const dir of tsconfig.include as string[]) t.ok(copied.includes(dir), `copies ${dir}/, which the build compiles`)
})

t.test('the build context', async (t) => {
  const lines = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'))
  t.equal(lines[0], '*', 'starts from nothing')
  const allowed = lines.slice(1).map((l) => l.replace(/^!/u, '').replace(/\/$/u, ''))
  const needed = instructions.filter((i) => i.op === 'COPY' && !i.arg.startsWith('--from')).flatMap((i) => i.arg.split(' ').slice(0, -1))
  t.same([...new Set(needed)].sort(), [...allowed].sort(), 'and lets in exactly what the Dockerfile copies')
})
