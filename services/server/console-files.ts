import { existsSync } from 'node:fs'
import { join, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type createExpress from 'express'
import type { RequestHandler, Router } from 'express'
import { errorResponseOf } from '../../lib/report/honeypot-response.js'

/**
 * The console's policy: its own scripts, styles and API calls, nothing else. No inline script or
 * style (`'self'` only, no `'unsafe-inline'`), no plugins, no framing, no form posts elsewhere,
 * and Trusted Types required with no policy allowed, so no HTML string can reach an HTML sink
 * (`innerHTML` and the like throw): scammers' text can only ever be shown as text.
 */
export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ')

/**
 * `dist/console`, where `npm ci` (prepare) and `npm run build` put the built console: beside the
 * compiled server (`dist/services/server/` → `dist/console`), or, when this module runs from its
 * TypeScript source (the tests), under the project's `dist/`.
 */
export const consoleDirectory = (): string => {
  const here = fileURLToPath(new URL('.', import.meta.url))
  const compiled = here.includes(`${sep}dist${sep}services${sep}server`)
  return compiled ? join(here, '..', '..', 'console') : join(here, '..', '..', 'dist', 'console')
}

const consoleHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('content-security-policy', CONSOLE_CSP)
  next()
}

/**
 * `/console`: the built console as static files (index.html, app.js, style.css), under the
 * console's own CSP and the service's other headers (`Cache-Control: no-store` included). The files
 * hold no secret and need no key; every API call they make sends the investigator's. A path that is
 * not a file falls through to the service's JSON 404; a console that was never built answers a JSON
 * 404 saying how to build it.
 */
export const consoleFiles = (expressOf: typeof createExpress, dir: string = consoleDirectory()): Router => {
  const router = expressOf.Router()
  router.use(consoleHeaders)
  if (!existsSync(join(dir, 'index.html'))) {
    router.get('/{*path}', (_req, res) => {
      res.status(404).json(errorResponseOf('the console is not built: run `npm run build`', null))
    })
    return router
  }
  // No redirect (serve-static's is an HTML page): index.html uses absolute paths, so `/console`
  // and `/console/` both serve it as it is.
  router.use((req, _res, next) => {
    if (req.path === '/') req.url = '/index.html'
    next()
  })
  router.use(expressOf.static(dir, { index: false, redirect: false, dotfiles: 'ignore', etag: false, lastModified: false, cacheControl: false }))
  return router
}
