// Builds the investigators' console (console/) into dist/console: one ES module bundled by esbuild
// from console/src/main.ts, beside the page and its style sheet copied as they are. Run by `prepare`
// (so by `npm ci`), `npm run build` and `npm test`; the service only serves the result.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = `${root}dist/console`
rmSync(out, { recursive: true, force: true })
mkdirSync(out, { recursive: true })
await build({
  absWorkingDir: root,
  entryPoints: ['console/src/main.ts'],
  outfile: 'dist/console/app.js',
  bundle: true,
  format: 'esm',
  platform: 'browser',
  // Browsers an investigator has: the last two years of Chromium, Firefox and Safari.
  target: ['chrome120', 'firefox121', 'safari17'],
  // The service imports fp-ts's CommonJS build (fp-ts/lib), io-ts its ES build (fp-ts/es6): one
  // copy, the ES one, in the bundle (28 KB less).
  alias: { 'fp-ts/lib': 'fp-ts/es6' },
  minify: true,
  legalComments: 'eof',
  charset: 'utf8',
  logLevel: 'warning',
})
for (const file of ['index.html', 'style.css']) copyFileSync(`${root}console/${file}`, `${out}/${file}`)
