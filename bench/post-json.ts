import { Agent, request } from 'node:http'

export type Posted = { readonly status: number; readonly body: string; readonly ms: number }

/**
 * One JSON POST on loopback, timed from the write to the last byte of the answer. Pass a
 * keep-alive `agent` to reuse one connection (a partner client), or none for a fresh connection
 * each time (a start-up probe).
 */
export const postJson = (url: string, body: unknown, headers: Record<string, string>, agent?: Agent, timeoutMs = 30_000): Promise<Posted> =>
  new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body))
    const started = performance.now()
    const req = request(
      url,
      {
        method: 'POST',
        agent: agent ?? false,
        headers: { 'content-type': 'application/json', 'content-length': String(payload.length), ...headers },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }),
        )
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end(payload)
  })

export const keepAliveAgent = (): Agent => new Agent({ keepAlive: true, maxSockets: 1 })
