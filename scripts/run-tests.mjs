// npm test: builds the service (child-process tests run the compiled server) and the console, runs every tap test,
// and ends with the plain `N passed, N failed` line this workplace's CI reads.
import { spawn } from 'node:child_process'

const run = (cmd, args, capture) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'], env: { ...process.env, METADATA_SERVER_DETECTION: 'none', GCE_METADATA_HOST: '127.0.0.1:9', GCE_METADATA_IP: '127.0.0.1:9' } })
    let out = ''
    if (capture) child.stdout.on('data', (d) => { out += d; process.stdout.write(d) })
    child.on('close', (code) => resolve({ code: code ?? 1, out }))
  })

const build = await run('npx', ['--no-install', 'tsc', '-p', 'tsconfig.json', '--noEmit'], false)
if (build.code !== 0) {
  console.log('0 passed, 1 failed')
  process.exit(1)
}
const compiled = await run('npx', ['--no-install', 'tsc', '-p', 'tsconfig.build.json'], false)
if (compiled.code !== 0) {
  console.log('0 passed, 1 failed')
  process.exit(1)
}
// The investigators' console (a browser bundle): type-checked against the DOM, built into
// dist/console, which the service serves and the browser tests load.
const consoleBuilt = (await run('npx', ['--no-install', 'tsc', '-p', 'console/tsconfig.json', '--noEmit'], false)).code === 0 && (await run('node', ['scripts/build-console.mjs'], false)).code === 0
if (!consoleBuilt) {
  console.log('0 passed, 1 failed')
  process.exit(1)
}
const tap = await run('npx', ['--no-install', 'tap', ...process.argv.slice(2)], true)
// tap prints `# { total: N, pass: N, fail: N, skip: N, ... }` at the end of a run; absent fields are 0.
const summary = [...tap.out.matchAll(/^#\s*(\{\s*total:.*\})\s*$/gm)].pop()?.[1] ?? ''
const field = (name) => Number(summary.match(new RegExp(`\\b${name}:\\s*(\\d+)`))?.[1] ?? 0)
const failed = field('fail') + (tap.code !== 0 && field('fail') === 0 ? 1 : 0)
const skipped = field('skip') + field('todo')
console.log(`${field('pass')} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
process.exit(tap.code)
