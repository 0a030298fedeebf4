import '../../helpers/loopback-env.js'
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { aTurn } from '../../helpers/a-turn.js'
import { freePort } from '../../helpers/java-emulator.js'
import { startServiceProcess } from '../../helpers/service-process.js'
import { tempDir } from '../../helpers/temp-dir.js'

const ROOT = fileURLToPath(new URL('../../../', import.meta.url))
const NODE = join(ROOT, 'node_modules/.bin/node')
const CACHE = join(ROOT, 'node_modules/.cache/honeypot-compile')
const dir = tempDir('hp-compile-cache-')

const warm = (env: Record<string, string> = {}) =>
  spawnSync(NODE, [join(ROOT, 'scripts/warm-compile-cache.mjs')], { cwd: ROOT, env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env }, encoding: 'utf8', timeout: 60_000 })

const entries = (): number => readdirSync(CACHE, { withFileTypes: true }).filter((d) => d.isDirectory()).reduce((n, d) => n + readdirSync(join(CACHE, d.name)).length, 0)

t.test('after the install-time warm-up', async (t) => {
  const w = warm()
  t.equal(w.status, 0, 'the warm-up ends without error')
  t.match(w.stderr, /compile cache warmed/u, 'and says it warmed the cache')
  t.ok(entries() > 100, 'the cache holds the compiled code of the modules the service loads')

  t.test('a start reads the compiled code instead of compiling', async (t) => {
    const service = await startServiceProcess({ HONEYPOT_DATA_DIR: join(dir, 'warm'), CALLBACK_URL: `http://127.0.0.1:${await freePort()}/cb`, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' })
    const turn = await service.post(aTurn('compile-cache-warm', 'Your KYC has expired, update now at http://kyc-update.in'))
    await service.stop()
    t.equal(turn.status, 200, 'it serves a turn')
    t.match(service.stderr(), /code cache for ESM \S+\/dist\/services\/server\/dependencies\.js was accepted/u, 'the wiring module came from the cache')
    t.notMatch(service.stderr(), /was rejected/u, 'no cached entry was refused')
  })
})

t.test('when the compile cache is turned off', async (t) => {
  t.match(warm({ NODE_DISABLE_COMPILE_CACHE: '1' }).stderr, /compile cache skipped/u, 'the warm-up does nothing')
  const service = await startServiceProcess({ HONEYPOT_DATA_DIR: join(dir, 'off'), CALLBACK_URL: `http://127.0.0.1:${await freePort()}/cb`, NODE_DISABLE_COMPILE_CACHE: '1' })
  const turn = await service.post(aTurn('compile-cache-off', 'Your KYC has expired, update now at http://kyc-update.in'))
  await service.stop()
  t.equal(turn.status, 200, 'the service still starts and serves a turn')
})
