import { get } from '../api.js'
import { SessionPage } from '../api-codecs.js'
import { h, on } from '../dom.js'
import { need } from '../failure.js'
import { dayEndMs, dayOf, dayStartMs, scamTypeName } from '../format.js'
import { hrefOf, type Route, type SessionFilter } from '../route.js'
import type { Page } from '../page.js'
import { scamTypes } from '../../../lib/scam-type.js'
import { fieldValue, inputField, kindField, selectField } from './filter-fields.js'
import { pager, sessionsTable } from './sessions-table.js'

type SessionsRoute = Extract<Route, { page: 'sessions' }>

const filterForm = (route: SessionsRoute): HTMLFormElement => {
  const f = route.filter
  const form = h(
    'form',
    { class: 'filters', role: 'search', 'aria-label': 'Filter sessions' },
    selectField('type', 'Scam type', scamTypes.map((t) => [t, scamTypeName(t)] as const), f.type),
    kindField('kind', f.kind),
    inputField('value', 'Evidence value', 'search', f.value, { placeholder: 'e.g. a UPI id or phone' }),
    inputField('since', 'Active since', 'date', dayOf(f.sinceMs)),
    inputField('until', 'Active until', 'date', dayOf(f.untilMs)),
    h('div', { class: 'actions' }, h('button', { type: 'submit' }, 'Filter'), h('a', { href: '#/sessions' }, 'Clear')),
  )
  // The API finds a value within one kind: a value without its kind is asked for again.
  const kind = form.elements.namedItem('kind')
  on(form, 'input', () => {
    if (kind instanceof HTMLSelectElement) kind.setCustomValidity('')
  })
  return on(form, 'submit', (ev) => {
    ev.preventDefault()
    if (kind instanceof HTMLSelectElement && fieldValue(form, 'value') !== undefined && fieldValue(form, 'kind') === undefined) {
      kind.setCustomValidity('Choose the kind of the evidence value')
      kind.reportValidity()
      return
    }
    const since = fieldValue(form, 'since')
    const until = fieldValue(form, 'until')
    const filter: SessionFilter = {
      type: fieldValue(form, 'type'),
      kind: fieldValue(form, 'kind'),
      value: fieldValue(form, 'value'),
      sinceMs: since === undefined ? undefined : dayStartMs(since),
      untilMs: until === undefined ? undefined : dayEndMs(until),
    }
    location.hash = hrefOf({ page: 'sessions', filter, ...(route.limit === undefined ? {} : { limit: route.limit }) })
  })
}

/** The sessions, newest first, a page at a time, with filters. */
export const sessionsPage = async (route: SessionsRoute): Promise<Page> => {
  const f = route.filter
  const page = need(
    await get('/sessions', SessionPage, { type: f.type, kind: f.kind, value: f.value, sinceMs: f.sinceMs, untilMs: f.untilMs, limit: route.limit, cursor: route.cursor }),
  )
  const filtered = Object.keys(f).length > 0
  const first = route.cursor === undefined ? undefined : hrefOf({ ...route, cursor: undefined })
  const next = page.nextCursor === null ? undefined : hrefOf({ ...route, cursor: page.nextCursor })
  return {
    title: 'Sessions',
    body: [
      h('h1', { tabindex: '-1' }, 'Sessions'),
      filterForm(route),
      sessionsTable(`${page.sessions.length} ${filtered ? 'matching ' : ''}session${page.sessions.length === 1 ? '' : 's'}${route.cursor === undefined ? '' : ' (a later page)'}, newest first`, page.sessions),
      pager(first, next),
    ],
  }
}
