import { h, on, replaceChildren } from './dom.js'
import { FailedRead } from './failure.js'
import { forgetKey, keepKey, readKey } from './key-store.js'
import type { Page } from './page.js'
import { parseRoute, type Route } from './route.js'
import { ringsPage } from './views/rings-page.js'
import { sessionPage } from './views/session-page.js'
import { sessionsPage } from './views/sessions-page.js'
import { evidencePage, valuePage } from './views/evidence-page.js'

const byId = (id: string): HTMLElement => {
  const el = document.getElementById(id)
  if (el === null) throw new Error(`the page has no #${id}`)
  return el
}
const main = byId('main')
const nav = byId('nav')
const status = byId('status')

const pageOf = (route: Route): Promise<Page> => {
  switch (route.page) {
    case 'sessions':
      return sessionsPage(route)
    case 'session':
      return sessionPage(route.sessionId)
    case 'evidence':
      return evidencePage(route)
    case 'value':
      return valuePage(route)
    case 'rings':
      return ringsPage(route)
    case 'unknown':
      return Promise.resolve({ title: 'Not found', body: [h('h1', { tabindex: '-1' }, 'No such page'), h('p', {}, h('a', { href: '#/sessions' }, 'Go to the sessions'))] })
  }
}

const keyForm = (message: string | undefined): Page => {
  const input = h('input', { id: 'key', name: 'key', type: 'password', autocomplete: 'off', required: true, spellcheck: 'false' })
  const form = on(
    h('form', { class: 'key-form' }, h('label', { for: 'key' }, 'Investigator key'), input, h('button', { type: 'submit' }, 'Open the console')),
    'submit',
    (ev) => {
      ev.preventDefault()
      if (input.value.trim() === '') return
      keepKey(input.value.trim())
      void show()
    },
  )
  return {
    title: 'Investigator key',
    body: [
      h('h1', {}, 'Investigator key'),
      h(
        'p',
        {},
        'The console reads the service’s investigator API. Type the investigator key (',
        h('code', {}, 'INVESTIGATOR_API_KEY'),
        ', or the one ',
        h('code', {}, 'npm start'),
        ' printed). It stays in this tab only and is sent as the ',
        h('code', {}, 'x-api-key'),
        ' header.',
      ),
      message === undefined ? null : h('p', { class: 'error', role: 'alert' }, message),
      form,
    ],
  }
}

let shown = 0

/** Shows the page the location names, or the key form; a newer navigation wins over a slower read. */
const show = async (): Promise<void> => {
  const token = ++shown
  const render = (page: Page, focus: boolean, isRoute = true): void => {
    if (token !== shown) return
    document.title = `${page.title} · Honeypot console`
    replaceChildren(main, page.body)
    main.removeAttribute('aria-busy')
    // Which route the page now shows (a test waits for it; nothing reads it otherwise).
    if (isRoute) main.setAttribute('data-route', location.hash)
    else main.removeAttribute('data-route')
    status.textContent = ''
    if (focus) (main.querySelector('h1') ?? main).focus({ preventScroll: false })
  }
  const askForKey = (message?: string): void => {
    nav.hidden = true
    render(keyForm(message), false, false)
    document.getElementById('key')?.focus()
  }
  if (readKey() === undefined) {
    askForKey()
    return
  }
  nav.hidden = false
  const route = parseRoute(location.hash)
  for (const a of nav.querySelectorAll('a')) {
    const section = a.getAttribute('data-section')
    const current = section === route.page || (section === 'evidence' && route.page === 'value') || (section === 'sessions' && route.page === 'session')
    if (current) a.setAttribute('aria-current', 'page')
    else a.removeAttribute('aria-current')
  }
  main.setAttribute('aria-busy', 'true')
  status.textContent = 'Loading…'
  try {
    render(await pageOf(route), true)
  } catch (e) {
    if (token !== shown) return
    if (e instanceof FailedRead && e.failure.kind === 'key') {
      forgetKey()
      askForKey(e.failure.message)
      return
    }
    const message = e instanceof FailedRead ? e.failure.message : 'The page failed to show; see the browser console.'
    if (!(e instanceof FailedRead)) console.error(e)
    render({ title: 'Error', body: [h('h1', { tabindex: '-1' }, 'This page could not be shown'), h('p', { class: 'error', role: 'alert' }, message), h('p', {}, on(h('button', { type: 'button' }, 'Try again'), 'click', () => void show()))] }, true)
  }
}

on(byId('forget-key'), 'click', () => {
  forgetKey()
  void show()
})
// The skip link moves the focus without touching the hash, which holds the page's route.
const skip = document.querySelector('a.skip')
if (skip instanceof HTMLAnchorElement) {
  on(skip, 'click', (ev) => {
    ev.preventDefault()
    main.focus()
  })
}
// Only the console's own routes (`#/…`).
window.addEventListener('hashchange', () => {
  if (location.hash === '' || location.hash.startsWith('#/')) void show()
})
void show()
