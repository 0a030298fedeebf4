// npm test: builds the service (child-process tests run the compiled server), runs every tap test,
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
const tap = await run('npx', ['--no-install', 'tap', ...process.argv.slice(2)], true)
// tap prints `# { total: N, pass: N, fail: N, ... }` at the end of a run.
const summary = [...tap.out.matchAll(/#\s*\{\s*total:\s*(\d+),\s*pass:\s*(\d+)(?:,\s*fail:\s*(\d+))?/g)].pop()
const total = Number(summary?.[1] ?? 0)
const pass = Number(summary?.[2] ?? 0)
const fail = Number(summary?.[3] ?? (summary ? total - pass : 1))
console.log(`${pass} passed, ${Math.max(fail, tap.code !== 0 && fail === 0 ? 1 : fail)} failed`)
process.exit(tap.code)
