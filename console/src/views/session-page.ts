import * as E from 'fp-ts/lib/Either.js'
import { call, get, segment } from '../api.js'
import { LinkedSessions, SessionEvents, SessionView, Verification } from '../api-codecs.js'
import { h, on, replaceChildren, type Child } from '../dom.js'
import { need } from '../failure.js'
import { isLinkingKind, kindName, scamTypeName, when } from '../format.js'
import { hrefOf, sessionHref, valueHref } from '../route.js'
import type { Page } from '../page.js'
import { evidenceKinds } from '../../../lib/evidence.js'
import { transcript } from './session-transcript.js'
import { timeline } from './session-timeline.js'

const row = (label: string, ...value: Child[]): HTMLElement[] => [h('dt', {}, label), h('dd', {}, ...value)]

const summary = (v: SessionView): HTMLElement => {
  const s = v.session
  return h(
    'dl',
    { class: 'summary' },
    row('Scam type', scamTypeName(s.scamType), ` (confidence ${s.confidence.toFixed(2)})`),
    row('Scam detected', v.report.scamDetected ? 'yes' : 'no'),
    row('Channel, language', `${s.channel ?? '—'}, ${s.language ?? '—'}`),
    row('Persona', s.persona === null ? '—' : s.persona.label),
    row('Turns, messages', `${s.turns}, ${s.messageCount}`),
    row('Started', when(v.times.startedAtMs)),
    row('Last activity', when(v.times.lastActivityAtMs)),
    row('Callbacks', `${s.callbacks.delivered} delivered, ${s.callbacks.failed} failed, ${s.callbacks.skipped} skipped`),
    row('Final report', s.finalReportDelivered !== null ? ['delivered ', when(s.finalReportDelivered.at)] : s.pendingFinalReport !== null ? ['due ', when(s.pendingFinalReport.dueAt)] : 'none'),
  )
}

const evidence = (v: SessionView): HTMLElement => {
  const kinds = evidenceKinds.filter((k) => v.session.evidence[k].length > 0)
  return h(
    'section',
    { 'aria-labelledby': 'evidence-h' },
    h('h2', { id: 'evidence-h' }, 'Evidence'),
    kinds.length === 0
      ? h('p', { class: 'empty' }, 'None found.')
      : h(
          'dl',
          { class: 'evidence' },
          kinds.map((k) => [
            h('dt', {}, kindName(k)),
            h('dd', {}, h('ul', {}, v.session.evidence[k].map((value) => h('li', {}, isLinkingKind(k) ? h('a', { href: valueHref(k, value) }, h('code', {}, value)) : h('code', {}, value))))),
          ]),
        ),
  )
}

const linked = (l: LinkedSessions): HTMLElement =>
  h(
    'section',
    { 'aria-labelledby': 'linked-h' },
    h('h2', { id: 'linked-h' }, 'Linked sessions'),
    l.linked.length === 0
      ? h('p', { class: 'empty' }, 'No other session shares evidence with this one.')
      : [
          h(
            'table',
            { class: 'linked' },
            h('caption', {}, `${l.truncated ? 'The first ' : ''}${l.linked.length} session${l.linked.length === 1 ? '' : 's'} sharing evidence with this one`),
            h('thead', {}, h('tr', {}, ['Session', 'Scam type', 'Last activity', 'Shared'].map((c) => h('th', { scope: 'col' }, c)))),
            h(
              'tbody',
              {},
              l.linked.map((s) =>
                h(
                  'tr',
                  {},
                  h('th', { scope: 'row' }, h('a', { href: sessionHref(s.sessionId) }, s.sessionId)),
                  h('td', {}, scamTypeName(s.scamType)),
                  h('td', {}, when(s.lastActivityAtMs)),
                  h('td', {}, h('ul', { class: 'shared' }, s.shared.map((v) => h('li', {}, `${kindName(v.kind)} `, h('a', { href: valueHref(v.kind, v.value) }, h('code', {}, v.value)))))),
                ),
              ),
            ),
          ),
          h('p', {}, h('a', { href: hrefOf({ page: 'rings', seed: { by: 'session', sessionId: l.sessionId }, depth: 1 }) }, 'See the ring around this session')),
        ],
  )

const shown = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v) ?? 'undefined')

/** The "verify" action: the service replays the log with today's rules and compares every turn. */
const verify = (sessionId: string): HTMLElement => {
  const result = h('div', { class: 'verify-result', 'aria-live': 'polite' })
  const button = h('button', { type: 'button' }, 'Verify by replay')
  on(button, 'click', () => {
    button.disabled = true
    replaceChildren(result, h('p', {}, 'Replaying…'))
    void call('POST', `/sessions/${segment(sessionId)}/verify`, Verification).then((r) => {
      button.disabled = false
      if (E.isLeft(r)) {
        replaceChildren(result, h('p', { class: 'error', role: 'alert' }, r.left.message))
        return
      }
      const v = r.right
      replaceChildren(
        result,
        v.verified
          ? h('p', { class: 'verified' }, `Verified: all ${v.turns} turns decide the same again.`)
          : [
              h('p', { class: 'error' }, `Not verified: ${v.mismatches.length} difference${v.mismatches.length === 1 ? '' : 's'} over ${v.turns} turns.`),
              h(
                'table',
                { class: 'mismatches' },
                h('caption', {}, 'What the replay decided differently'),
                h('thead', {}, h('tr', {}, ['Turn', 'Field', 'Logged', 'Replayed'].map((c) => h('th', { scope: 'col' }, c)))),
                h('tbody', {}, v.mismatches.map((m) => h('tr', {}, h('td', { class: 'num' }, m.turn), h('td', {}, m.field), h('td', {}, h('code', {}, shown(m.logged))), h('td', {}, h('code', {}, shown(m.replayed)))))),
              ),
            ],
      )
    })
  })
  return h(
    'section',
    { 'aria-labelledby': 'verify-h' },
    h('h2', { id: 'verify-h' }, 'Verify'),
    h('p', {}, 'Decides every turn again from the log with the service’s current rules and compares the outcome with what was recorded.'),
    button,
    result,
  )
}

/** One session: what it is, its evidence and links, the conversation and the log. */
export const sessionPage = async (sessionId: string): Promise<Page> => {
  const path = `/sessions/${segment(sessionId)}`
  const [view, log, links] = await Promise.all([get(path, SessionView), get(`${path}/events`, SessionEvents), get(`${path}/linked`, LinkedSessions)])
  const v = need(view)
  const events = need(log).events
  return {
    title: `Session ${sessionId}`,
    body: [
      h('h1', { tabindex: '-1' }, 'Session ', h('code', {}, sessionId)),
      summary(v),
      verify(sessionId),
      evidence(v),
      linked(need(links)),
      transcript(events),
      timeline(events),
    ],
  }
}
