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
    const res = await svc.post({
      sessionId: `large-${name.replace(/\W/gu, '-')}`,
      message: { sender: 'scammer', text, timestamp: Date.now() },
      conversationHistory: [],
      metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
    })
    const took = performance.now() - at
    processing = false
    await poll
    t.equal(res.status, 200, `${name}: answered with a reply`)
    t.ok(took < 1000, `${name}: answered in under 1 s (${took.toFixed(0)} ms)`)
    t.ok(slowestHealth < 200, `${name}: /healthz answered in under 200 ms meanwhile (${slowestHealth.toFixed(0)} ms)`)
  }
})
