import { readFileSync } from 'node:fs'
import t from 'tap'
import { startCollector } from '../../helpers/collector.js'
import { startServiceProcess } from '../../helpers/service-process.js'
import { tempDir } from '../../helpers/temp-dir.js'

// What the 1 MiB body limit leaves for the text once the rest of the request is encoded.
const TEXT_BYTES = (1 << 20) - 512
const base64 = Buffer.from(Array.from({ length: 800_000 }, (_, i) => (i * 7919) % 251)).toString('base64')
// One message of each family that froze or slowed the service: long runs with no space in them.
const families: Record<string, string> = {
  digits: '1',
  letters: 'a',
  'open brackets': '[',
  'at signs': '@',
  dots: '.',
  slashes: '/',
  hyphens: '-',
  Devanagari: 'न',
  base64,
  'nested brackets': '[[[]]]',
  'a long URL': 'https://sbi-kyc-update.xyz/',
  'many @': 'a@b',
}
const textOf = (unit: string): string => {
  const length = Math.floor(TEXT_BYTES / (Buffer.byteLength(unit) / unit.length))
  return unit.startsWith('https://') ? unit + 'a'.repeat(length - unit.length) : unit.repeat(Math.ceil(length / unit.length)).slice(0, length)
}

/**
 * CPU milliseconds the service process has used (user + system, from /proc in clock ticks of
 * 10 ms). With it, a wall-clock bound can be read on this machine's own scale: when other work
 * holds both cores, a turn's wall time stretches by the same factor as a health check's wait.
 */
const cpuMsOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

t.test('when 1 MiB messages without spaces arrive', async (t) => {
  const collector = await startCollector()
  t.teardown(collector.close)
  const svc = await startServiceProcess({ CALLBACK_URL: collector.url, HONEYPOT_DATA_DIR: tempDir('hp-large-'), LOG_LEVEL: 'warn' })
  t.teardown(() => svc.stop())
  for (const [name, unit] of Object.entries(families)) {
    const text = textOf(unit)
    let processing = true
    let slowestHealth = 0
    // /healthz polled while the message is being read: the event loop must stay free
    const poll = (async () => {
      while (processing) {
        const at = performance.now()
        await fetch(`${svc.url}/healthz`).then((r) => r.text(), () => '')
        slowestHealth = Math.max(slowestHealth, performance.now() - at)
        await new Promise((r) => setTimeout(r, 20))
      }
    })()
    const at = performance.now()
    const cpuBefore = cpuMsOf(svc.pid)
    const res = await svc.post({
      sessionId: `large-${name.replace(/\W/gu, '-')}`,
      message: { sender: 'scammer', text, timestamp: Date.now() },
      conversationHistory: [],
      metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
    })
    const took = performance.now() - at
    processing = false
    await poll
    // How much longer than its own CPU time the turn took: 1 on a quiet machine, more while
    // other processes share the cores (the polls' own CPU counts as the turn's, which only
    // makes the factor smaller).
    const contention = Math.max(1, took / Math.max(10, cpuMsOf(svc.pid) - cpuBefore))
    const scale = contention > 1.5 ? ` on a machine ${contention.toFixed(1)} times busier` : ''
    t.equal(res.status, 200, `${name}: answered with a reply`)
    t.ok(took < 1000 * contention, `${name}: answered in under 1 s (${took.toFixed(0)} ms${scale})`)
    t.ok(slowestHealth < 200 * contention, `${name}: /healthz answered in under 200 ms meanwhile (${slowestHealth.toFixed(0)} ms${scale})`)
  }
})
