import { existsSync } from 'node:fs'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'

/** Debian's Chromium (`apt-get install chromium`); CHROMIUM_PATH names another build. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'

export type Console = {
  readonly browser: Browser
  readonly context: BrowserContext
  readonly page: Page
  /** What went wrong in the page: uncaught errors, console errors (CSP refusals among them), dialogs. */
  readonly problems: string[]
  /** Requests the page tried to make anywhere but the service: refused, and listed here. */
  readonly elsewhere: string[]
  readonly close: () => Promise<void>
}

/**
 * A real headless Chromium, through playwright-core, with one page on the service at `origin`.
 * Everything off that origin is refused before it leaves (and recorded), and Chromium's own
 * background traffic has no names to resolve, so nothing leaves the machine. The page runs in
 * Kolkata's time zone at a fixed size, so screenshots come out the same.
 */
export const openConsole = async (origin: string): Promise<Console> => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`Chromium is not installed at ${CHROMIUM}: the browser tests need it. .ci/run installs it (apt-get install -y chromium); or set CHROMIUM_PATH.`)
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1', '--disable-background-networking', '--no-first-run', '--disable-sync', '--disable-extensions'],
  })
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, timezoneId: 'Asia/Kolkata', locale: 'en-IN', colorScheme: 'light', reducedMotion: 'reduce' })
  const problems: string[] = []
  const elsewhere: string[] = []
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (url.startsWith(`${origin}/`)) return route.continue()
    elsewhere.push(url)
    return route.abort('blockedbyclient')
  })
  const page = await context.newPage()
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`)
  })
  page.on('dialog', (d) => {
    problems.push(`dialog: ${d.message()}`)
    void d.dismiss()
  })
  return { browser, context, page, problems, elsewhere, close: () => browser.close() }
}
