import type { SessionSummary } from '../api-codecs.js'
import { h } from '../dom.js'
import { kindName, scamTypeName, when } from '../format.js'
import { sessionHref } from '../route.js'

const evidenceSummary = (counts: Readonly<Record<string, number>>): string =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${kindName(kind)} ${n}`)
    .join(', ') || '—'

/** A page of sessions as a table, each linking to its session page. */
export const sessionsTable = (caption: string, sessions: ReadonlyArray<SessionSummary>): HTMLElement =>
  sessions.length === 0
    ? h('p', { class: 'empty' }, 'No session matches.')
    : h(
        'table',
        { class: 'sessions' },
        h('caption', {}, caption),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            ['Session', 'Scam type', 'Scam detected', 'Language', 'Started', 'Last activity', 'Turns', 'Evidence', 'Shared values'].map((c) => h('th', { scope: 'col' }, c)),
          ),
        ),
        h(
          'tbody',
          {},
          sessions.map((s) =>
            h(
              'tr',
              {},
              h('th', { scope: 'row' }, h('a', { href: sessionHref(s.sessionId) }, s.sessionId)),
              h('td', {}, scamTypeName(s.scamType)),
              h('td', {}, s.scamDetected ? 'yes' : 'no'),
              h('td', {}, s.language ?? '—'),
              h('td', {}, when(s.startedAtMs)),
              h('td', {}, when(s.lastActivityAtMs)),
              h('td', { class: 'num' }, s.turns),
              h('td', {}, evidenceSummary(s.evidenceCounts)),
              h('td', { class: 'num' }, s.sharedValues),
            ),
          ),
        ),
      )

/** "Next page" (and back to the first) under a paginated table. */
export const pager = (first: string | undefined, next: string | undefined): HTMLElement | null =>
  first === undefined && next === undefined
    ? null
    : h(
        'nav',
        { class: 'pager', 'aria-label': 'Pages' },
        first === undefined ? null : h('a', { href: first }, '« First page'),
        next === undefined ? null : h('a', { href: next, rel: 'next' }, 'Next page »'),
      )
