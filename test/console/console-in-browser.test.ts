import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import t from 'tap'
import { openConsole } from '../helpers/browser.js'
import { API_KEY, startService } from '../helpers/in-process-service.js'
import { HOSTILE_TEXT, RING_PHONE, RING_UPI, playRings, ringConversations } from '../helpers/ring-conversations.js'

// The console in Debian's Chromium against the real service: real store, real index, real HTTP.
// CONSOLE_SCREENSHOTS=<dir> (npm run screenshots) also saves a picture of each page there.
const INVESTIGATOR_KEY = 'investigator-key-0123456789'
const shots = process.env['CONSOLE_SCREENSHOTS']
const ringIds = ['ring-kyc-1', 'ring-refund-2', 'ring-lottery-3']
const allIds = ringConversations.map((c) => c.sessionId)

t.test('the console in a browser', async (t) => {
  const svc = await startService({ INVESTIGATOR_API_KEY: INVESTIGATOR_KEY })
  t.teardown(svc.close)
  await playRings(svc.post)
  const c = await openConsole(svc.url)
  t.teardown(c.close)
  const { page } = c
  const sent: Array<{ url: string; key: string | undefined }> = []
  page.on('request', (r) => sent.push({ url: r.url(), key: r.headers()['x-api-key'] }))
  const snap = async (name: string): Promise<void> => {
    if (shots === undefined) return
    mkdirSync(shots, { recursive: true })
    await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true })
  }
  const main = page.locator('main')
  /** Waits until the console has drawn the page of the location's hash (after a hash change the old page stays until the new one is read). */
  const shown = (): Promise<unknown> =>
    // A function, not a string: the console's policy refuses eval, Playwright's included.
    page.waitForFunction(() => {
      const w = globalThis as any
      const m = w.document.getElementById('main')
      return m.getAttribute('data-route') === w.location.hash && !m.hasAttribute('aria-busy')
    })
  const visit = async (hash: string): Promise<void> => {
    await page.goto(`${svc.url}/console/${hash}`)
    await shown()
  }
  const rowIds = async (): Promise<string[]> => main.locator('table.sessions tbody th').allTextContents()

  await t.test('when the investigator opens it', async (t) => {
    await page.goto(`${svc.url}/console/`)
    await page.getByLabel('Investigator key').waitFor()
    t.equal(await page.getByRole('navigation', { name: 'Sections' }).count(), 0, 'it asks for the key before showing anything')
    await page.getByLabel('Investigator key').fill(API_KEY)
    await page.getByRole('button', { name: 'Open the console' }).click()
    await page.getByRole('alert').waitFor()
    t.match(await page.getByRole('alert').textContent(), /refused this key/u, "the partner's key is refused, and the page says so")
    t.equal(await page.evaluate('sessionStorage.length'), 0, 'and the refused key is not kept')
    await page.getByLabel('Investigator key').fill(INVESTIGATOR_KEY)
    await page.getByRole('button', { name: 'Open the console' }).click()
    await shown()
    t.same((await rowIds()).sort(), [...allIds].sort(), 'with the investigator key, the sessions are listed')
    t.equal(await page.evaluate('sessionStorage.getItem("honeypot.investigatorKey")'), INVESTIGATOR_KEY, 'the key is kept in the tab’s session storage')
    t.equal(await page.evaluate('localStorage.length + document.cookie.length'), 0, 'and nowhere else: no local storage, no cookie')
    await snap('sessions')
  })

  await t.test('when the list is filtered', async (t) => {
    await page.getByLabel('Evidence kind').selectOption('upiIds')
    await page.getByLabel('Evidence value').fill(RING_UPI)
    await page.getByRole('button', { name: 'Filter' }).click()
    await page.waitForURL(/#\/sessions\?kind=upiIds/u)
    await shown()
    t.same((await rowIds()).sort(), [...ringIds].sort(), 'by an evidence value: the sessions that share it')
    const lottery = (await (await fetch(`${svc.url}/sessions/ring-lottery-3`, { headers: { 'x-api-key': INVESTIGATOR_KEY } })).json()) as { session: { scamType: string } }
    await page.getByRole('link', { name: 'Clear' }).click()
    await page.waitForURL(/#\/sessions$/u)
    await shown()
    await page.getByLabel('Scam type').selectOption(lottery.session.scamType)
    await page.getByRole('button', { name: 'Filter' }).click()
    await page.waitForURL(/#\/sessions\?type=/u)
    await shown()
    t.ok((await rowIds()).includes('ring-lottery-3'), `by scam type (${lottery.session.scamType}): the session of that type is listed`)
    const types = await main.locator('table.sessions tbody td:nth-child(2)').allTextContents()
    t.equal(new Set(types).size, 1, 'and only sessions of that one type')
  })

  await t.test('when there are more sessions than a page holds', async (t) => {
    await visit('#/sessions?limit=2')
    const seen: string[] = []
    for (let pageNo = 1; ; pageNo++) {
      await main.locator('table.sessions').waitFor()
      const ids = await rowIds()
      t.ok(ids.length <= 2, `page ${pageNo} holds at most 2 sessions`)
      seen.push(...ids)
      const next = page.getByRole('link', { name: 'Next page' })
      if ((await next.count()) === 0 || pageNo > 5) break
      const before = page.url()
      await next.click()
      await page.waitForURL((u) => u.toString() !== before)
      await shown()
    }
    t.same([...seen].sort(), [...allIds].sort(), 'following "Next page" shows every session once')
  })

  await t.test('when a session is opened', async (t) => {
    await visit('#/sessions')
    await page.getByRole('link', { name: 'ring-kyc-1', exact: true }).click()
    await page.waitForURL(/#\/session\/ring-kyc-1$/u)
    await shown()
    t.match(await page.getByRole('heading', { level: 1 }).textContent(), /ring-kyc-1/u, 'its page opens')
    const marks = main.locator('.transcript mark')
    t.ok((await marks.allTextContents()).includes(RING_UPI), 'the UPI id is marked where it was said')
    t.ok((await marks.allTextContents()).includes(RING_PHONE), 'and the phone, as it was written')
    t.equal(await main.locator(`.transcript mark[data-kind="upiIds"]`).first().textContent(), RING_UPI, 'each mark names its kind')
    t.equal(await main.locator('.transcript > li').count(), 3, 'every turn is shown')
    t.ok((await main.locator('.transcript .msg.reply').count()) === 3, 'with the persona’s reply')
    await main.locator('.transcript details.analysis summary').first().click()
    t.match(await main.locator('.transcript details.analysis').first().textContent(), /Signals/u, 'a turn’s analysis opens under it')
    const linked = await main.locator('table.linked tbody th').allTextContents()
    t.same(linked.sort(), ['ring-lottery-3', 'ring-refund-2'], 'the sessions sharing its evidence are linked, and only those')
    t.ok((await main.locator('table.timeline tr.outcome-delivered').count()) >= 3, 'the timeline shows each callback and that it was delivered')
    await page.getByRole('button', { name: 'Verify by replay' }).click()
    await main.locator('.verify-result :is(.verified, .error)').waitFor()
    t.match(await main.locator('.verify-result').textContent(), /^Verified: all 3 turns/u, 'verify replays the log and finds it decides the same')
    await snap('session')
  })

  await t.test('when a scammer sent markup', async (t) => {
    await visit('#/session/hostile-5')
    const texts = await main.locator('.transcript .msg.scammer .text').allTextContents()
    t.ok(texts.includes(HOSTILE_TEXT), 'the message is shown exactly as written, tags and all, as text', { found: texts })
    t.equal(await main.locator('img').count(), 0, 'no image element came of it')
    t.equal(await page.locator('script').count(), 1, 'and no script element: only the console’s own')
    t.equal(await page.evaluate('window.__pwned'), undefined, 'nothing it carried ran')
  })

  await t.test('when evidence is searched', async (t) => {
    await page.getByRole('link', { name: 'Evidence', exact: true }).click()
    await page.getByLabel('Value starts with').fill('@fakebank')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/#\/evidence\?q=/u)
    await shown()
    const row = main.locator('table.values tbody tr', { hasText: RING_UPI })
    t.equal(await row.count(), 1, 'the shared UPI id is found by its @handle')
    t.equal(await row.locator('td').nth(1).textContent(), '3', 'in three sessions')
    await snap('evidence')
    await row.getByRole('link', { name: RING_UPI, exact: true }).click()
    await page.waitForURL(/#\/evidence\/upiIds\//u)
    await shown()
    t.same((await rowIds()).sort(), [...ringIds].sort(), 'its page lists the sessions that share it')
    await snap('evidence-value')
  })

  await t.test('when the ring is drawn', async (t) => {
    await page.getByRole('link', { name: 'See the ring around this value' }).click()
    await page.waitForURL(/#\/rings\?/u)
    await shown()
    const nodes = await page.locator('svg.rings a').evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')))
    for (const id of ringIds) t.ok(nodes.some((n) => n?.startsWith(`Session ${id}`)), `${id} is in the picture`)
    t.ok(nodes.includes(`UPI id ${RING_UPI}`), 'with the value that joins them')
    t.notOk(nodes.some((n) => n?.startsWith('Session lone-job-4')), 'and not a session that shares nothing with them')
    t.match(await main.locator('.ring-list > li').first().textContent(), /3 sessions/u, 'the ring is also said in words')
    // Keyboard only: Tab reaches the picture's nodes, Enter opens one.
    await page.getByRole('button', { name: 'Draw' }).focus()
    let reached: string | null = null
    for (let i = 0; i < 20 && reached === null; i++) {
      await page.keyboard.press('Tab')
      reached = await page.evaluate('document.activeElement?.closest("svg.rings") ? document.activeElement.getAttribute("aria-label") : null')
    }
    t.ok(reached !== null, `Tab reaches a node of the picture (${reached})`)
    await snap('rings')
    await page.keyboard.press('Enter')
    await page.waitForURL(/#\/(session|evidence)\//u)
    t.pass('and Enter opens its page')
  })

  await t.test('after the whole visit', async (t) => {
    const api = sent.filter((r) => !r.url.includes('/console'))
    t.ok(api.length > 10, `the console called the API (${api.length} requests)`)
    t.ok(
      sent.every((r) => !r.url.includes(INVESTIGATOR_KEY) && !r.url.includes(API_KEY)),
      'no key ever appears in a URL',
    )
    t.ok(api.every((r) => r.key !== undefined), 'every API call carries a key in x-api-key')
    t.same(c.elsewhere, [], 'nothing was asked of any other origin')
    const refusals = /status of 40[13]/u
    t.same(c.problems.filter((p) => !refusals.test(p)), [], 'no script error and no policy violation, in any page')
  })
})
