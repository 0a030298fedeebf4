import { API_KEY } from './partner-requests.js'
import { postJson } from './post-json.js'
import type { Spawned } from './spawn-process.js'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Milliseconds from the spawn to the first `POST /honeypot` answered 200, probing every 2 ms on a
 * fresh connection (a refused connection costs microseconds on loopback, so the probe adds little).
 */
export const waitForFirstTurn = async (url: string, proc: Spawned, timeoutMs = 60_000): Promise<number> => {
  const body = {
    sessionId: `bench-startup-${proc.pid}`,
    message: { sender: 'scammer', text: 'Your KYC has expired, update now at http://kyc-update.in or your account is blocked.', timestamp: Date.now() },
    conversationHistory: [],
    metadata: { channel: 'SMS', language: 'English', locale: 'IN' },
  }
  const until = performance.now() + timeoutMs
  for (;;) {
    if (proc.exited()) throw new Error(`the process exited before answering:\n${proc.output().slice(-3000)}`)
    try {
      const r = await postJson(`${url}/honeypot`, body, { 'x-api-key': API_KEY }, undefined, 5_000)
      if (r.status === 200) return performance.now() - proc.spawnedAt
      if (r.status !== 503) throw new Error(`first turn answered ${r.status}: ${r.body.slice(0, 500)}`)
    } catch (e) {
      const code = (e as { code?: string }).code
      if (code !== 'ECONNREFUSED' && code !== 'ECONNRESET') throw e
    }
    if (performance.now() > until) throw new Error(`no successful turn within ${timeoutMs} ms:\n${proc.output().slice(-3000)}`)
    await sleep(2)
  }
}
