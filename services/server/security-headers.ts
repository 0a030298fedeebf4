import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * helmet's headers, with a content security policy for an API that never serves a document
 * (nothing may load, nothing may frame it), and `Cache-Control: no-store` on every answer: replies
 * carry evidence about live conversations, which no shared cache may keep.
 */
export const securityHeaders = (): ReadonlyArray<RequestHandler> => [
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  }),
  (_req, res, next) => {
    res.set('cache-control', 'no-store')
    next()
  },
]
