import { get, segment } from '../api.js'
import { SessionPage, ValueDetail, ValuePage } from '../api-codecs.js'
import { h, on } from '../dom.js'
import { need } from '../failure.js'
import { kindName, scamTypeName, when } from '../format.js'
import { hrefOf, valueHref, type Route } from '../route.js'
import type { Page } from '../page.js'
import { fieldValue, inputField, kindField } from './filter-fields.js'
import { pager, sessionsTable } from './sessions-table.js'

type EvidenceRoute = Extract<Route, { page: 'evidence' }>
type ValueRoute = Extract<Route, { page: 'value' }>

const searchForm = (route: EvidenceRoute): HTMLFormElement => {
  const form = h(
    'form',
    { class: 'filters', role: 'search', 'aria-label': 'Search evidence' },
    kindField('kind', route.kind),
    inputField('q', 'Value starts with', 'search', route.q, { placeholder: 'e.g. 98765, @fakebank, pay-now.in', minlength: '2', maxlength: '128' }),
    h('div', { class: 'actions' }, h('button', { type: 'submit' }, 'Search'), h('a', { href: '#/evidence' }, 'Clear')),
  )
  return on(form, 'submit', (ev) => {
    ev.preventDefault()
    location.hash = hrefOf({ page: 'evidence', kind: fieldValue(form, 'kind'), q: fieldValue(form, 'q'), ...(route.limit === undefined ? {} : { limit: route.limit }) })
  })
}

/** Evidence values across sessions: the most shared first, or those matching a search. */
export const evidencePage = async (route: EvidenceRoute): Promise<Page> => {
  const page = need(await get('/intelligence', ValuePage, { kind: route.kind, q: route.q, limit: route.limit, cursor: route.cursor }))
  const searched = route.q !== undefined
  const first = route.cursor === undefined ? undefined : hrefOf({ ...route, cursor: undefined })
  const next = page.nextCursor === null ? undefined : hrefOf({ ...route, cursor: page.nextCursor })
  return {
    title: 'Evidence',
    body: [
      h('h1', { tabindex: '-1' }, 'Evidence'),
      searchForm(route),
      h('p', { class: 'legend' }, 'A value is found by its beginning in its normalised form, or by the part people type first: a phone without its country code, the @handle of a UPI id or email, a link without https:// or www.'),
      page.items.length === 0
        ? h('p', { class: 'empty' }, searched ? 'No value matches.' : 'No evidence is indexed yet.')
        : h(
            'table',
            { class: 'values' },
            h('caption', {}, `${page.items.length} value${page.items.length === 1 ? '' : 's'}${searched ? ` starting with “${route.q ?? ''}”` : ', the most shared first'}`),
            h('thead', {}, h('tr', {}, ['Value', 'Kind', 'Sessions', 'Seen', 'First seen', 'Last seen', 'Scam types'].map((c) => h('th', { scope: 'col' }, c)))),
            h(
              'tbody',
              {},
              page.items.map((v) =>
                h(
                  'tr',
                  {},
                  h('th', { scope: 'row' }, h('a', { href: valueHref(v.kind, v.value) }, h('code', {}, v.value))),
                  h('td', {}, kindName(v.kind)),
                  h('td', { class: 'num' }, h('a', { href: valueHref(v.kind, v.value), 'aria-label': `${v.sessions} sessions with ${v.value}` }, v.sessions)),
                  h('td', { class: 'num' }, v.occurrences),
                  h('td', {}, when(v.firstSeenAtMs)),
                  h('td', {}, when(v.lastSeenAtMs)),
                  h('td', {}, v.scamTypes.map(scamTypeName).join(', ')),
                ),
              ),
            ),
          ),
      pager(first, next),
    ],
  }
}

/** One value: where and when it was seen, and the sessions that share it, a page at a time. */
export const valuePage = async (route: ValueRoute): Promise<Page> => {
  const [detail, sessions] = await Promise.all([
    get(`/intelligence/${segment(route.kind)}/${segment(route.value)}`, ValueDetail),
    get('/sessions', SessionPage, { kind: route.kind, value: route.value, limit: route.limit, cursor: route.cursor }),
  ])
  const d = need(detail)
  const page = need(sessions)
  const first = route.cursor === undefined ? undefined : hrefOf({ ...route, cursor: undefined })
  const next = page.nextCursor === null ? undefined : hrefOf({ ...route, cursor: page.nextCursor })
  return {
    title: `${kindName(d.kind)} ${d.value}`,
    body: [
      h('h1', { tabindex: '-1' }, `${kindName(d.kind)} `, h('code', {}, d.value)),
      h(
        'dl',
        { class: 'summary' },
        h('dt', {}, 'Sessions'),
        h('dd', {}, d.sessions),
        h('dt', {}, 'Times seen'),
        h('dd', {}, d.occurrences),
        h('dt', {}, 'First seen'),
        h('dd', {}, when(d.firstSeenAtMs)),
        h('dt', {}, 'Last seen'),
        h('dd', {}, when(d.lastSeenAtMs)),
        h('dt', {}, 'Scam types'),
        h('dd', {}, d.scamTypes.map(scamTypeName).join(', ') || '—'),
      ),
      h('p', {}, h('a', { href: hrefOf({ page: 'rings', seed: { by: 'value', kind: d.kind, value: d.value }, depth: 2 }) }, 'See the ring around this value')),
      h('h2', {}, 'Sessions sharing it'),
      sessionsTable(`Sessions where this ${kindName(d.kind)} appeared, newest first`, page.sessions),
      pager(first, next),
    ],
  }
}
