import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import express from 'express'
import t from 'tap'
import { startService } from '../../helpers/in-process-service.js'
import { tempDir } from '../../helpers/temp-dir.js'
import { CONSOLE_CSP, consoleDirectory, consoleFiles } from '../../../services/server/console-files.js'

const root = join(import.meta.dirname, '..', '..', '..')

t.test('the console’s page as written', async (t) => {
  const html = readFileSync(join(root, 'console', 'index.html'), 'utf8')
  t.notMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/iu, 'has no inline script')
  t.notMatch(html, /<style\b/iu, 'no style element')
  t.notMatch(html, /\sstyle=/iu, 'no style attribute')
  t.notMatch(html, /\son[a-z]+=/iu, 'no event-handler attribute')
  t.notMatch(html, /(?:src|href)="(?!\/console\/|#)/iu, 'and loads nothing from anywhere but the console')
})

t.test('when a browser asks for the console', async (t) => {
  const svc = await startService()
  t.teardown(svc.close)
  for (const path of ['/console', '/console/']) {
    const res = await fetch(`${svc.url}${path}`)
    t.equal(res.status, 200, `${path} is served without a key (it holds none)`)
    t.match(res.headers.get('content-type'), /^text\/html/u, `${path} is the page`)
    t.match(await res.text(), /<script type="module" src="\/console\/app\.js">/u, `${path} loads the console's module`)
    t.equal(res.headers.get('content-security-policy'), CONSOLE_CSP, `${path} under the console's own policy`)
    t.equal(res.headers.get('cache-control'), 'no-store', `${path} kept by no cache`)
    t.equal(res.headers.get('x-frame-options'), 'SAMEORIGIN', `${path} with the service's other headers`)
  }
  const csp = CONSOLE_CSP
  t.notMatch(csp, /unsafe-inline|unsafe-eval|\*|https?:|data:/u, 'the policy allows no inline code, no eval, no other origin')
  t.match(csp, /default-src 'none'/u, 'and nothing by default')
  t.match(csp, /script-src 'self'/u, 'scripts from the service only')
  t.match(csp, /style-src 'self'/u, 'styles from the service only')
  t.match(csp, /require-trusted-types-for 'script'/u, 'with no HTML sink open to a string')
  for (const [file, type] of [['app.js', /^text\/javascript/u], ['style.css', /^text\/css/u]] as const) {
    const res = await fetch(`${svc.url}/console/${file}`)
    t.equal(res.status, 200, `${file} is served`)
    t.match(res.headers.get('content-type'), type, `${file} with its type`)
    t.equal(res.headers.get('x-content-type-options'), 'nosniff', `${file} never sniffed as something else`)
  }
  const api = await fetch(`${svc.url}/healthz`)
  t.equal(api.headers.get('content-security-policy'), "default-src 'none';frame-ancestors 'none'", 'the API keeps its own policy')
})

t.test('when a request under /console is not one of its files', async (t) => {
  const svc = await startService()
  t.teardown(svc.close)
  for (const [method, path] of [
    ['GET', '/console/nothing.js'],
    ['GET', '/console/../package.json'],
    ['GET', '/console/%2e%2e/%2e%2e/package.json'],
    ['GET', '/console/..%2f..%2fpackage.json'],
    ['GET', '/console/.hidden'],
    ['POST', '/console/'],
    ['DELETE', '/console/app.js'],
  ] as const) {
    const res = await fetch(`${svc.url}${path}`, { method })
    const text = await res.text()
    t.ok(res.status >= 400 && res.status < 500, `${method} ${path} is refused (${res.status})`)
    t.match(res.headers.get('content-type'), /^application\/json/u, `${method} ${path} in JSON, never an HTML page`)
    t.notMatch(text, /"name":\s*"scam-honeypot"|<html/u, `${method} ${path} gives away no file and no page`)
  }
})

t.test('when the console was never built', async (t) => {
  const app = express()
  app.use('/console', consoleFiles(express, tempDir('no-console-')))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  t.teardown(() => new Promise<void>((r) => server.close(() => r())))
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/console/`)
  t.equal(res.status, 404, 'it is not found')
  t.match(await res.json(), { status: 'error', error: /npm run build/u }, 'and the answer says how to build it')
})

t.test('the built console', async (t) => {
  t.equal(consoleDirectory(), join(root, 'dist', 'console'), 'is looked for in dist/console')
})
