import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * helmet's headers, with a content security policy for an API that never serves a document
 * (nothing may load, nothing may frame it), and `Cache-Control: no-store` on every answer: replies
 * carry evidence about live conversations, which no shared cache may keep.
 *
 * They are the same on every answer, so helmet runs once, at start-up, against a response that
 * only records them; each request then gets the recorded list (helmet itself rebuilt the policy
 * and set a dozen headers one by one on every request).
 */
export const securityHeaderList = (): ReadonlyArray<readonly [string, string]> => {
  const recorded = new Map<string, string>()
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => recorded.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => recorded.delete(name.toLowerCase()),
    getHeader: (name: string) => recorded.get(name.toLowerCase()),
    locals: {},
  }
  let done = false
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  })({ headers: {} } as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err !== undefined) throw err instanceof Error ? err : new Error('helmet refused its options')
    done = true
  })
  // Every helmet header is static; one that depended on the request would show up here.
  if (!done) throw new Error('helmet did not set its headers synchronously')
  recorded.set('cache-control', 'no-store')
  return [...recorded]
}

/** The recorded headers as a middleware, for the routes express serves. */
export const securityHeaders = (list: ReadonlyArray<readonly [string, string]> = securityHeaderList()): RequestHandler => {
  return (_req, res, next) => {
    for (const [name, value] of list) res.setHeader(name, value)
    next()
  }
}
