import type { SessionEvent } from '../../../events/session-event.js'
import { h, type Child } from '../dom.js'
import { kindName, scamTypeName, when } from '../format.js'
import { highlight } from '../highlight.js'
import { transcriptOf, type SaidMessage, type TranscriptTurn } from '../transcript.js'

const list = (label: string, items: ReadonlyArray<string>): Child =>
  items.length === 0 ? null : [h('dt', {}, label), h('dd', {}, items.join(', '))]

/** A message's text, the evidence marked where it was said; every piece of it a text node. */
const said = (m: SaidMessage): HTMLElement =>
  h(
    'p',
    { class: 'text' },
    highlight(m.text, m.found).map((seg) =>
      seg.mark === undefined ? seg.text : h('mark', { class: `ev ev-${seg.mark.kind}`, title: kindName(seg.mark.kind), 'data-kind': seg.mark.kind }, seg.text),
    ),
  )

const message = (m: SaidMessage): HTMLElement =>
  h(
    'div',
    { class: `msg ${m.own ? 'own' : 'scammer'}` },
    h(
      'p',
      { class: 'who' },
      h('span', { class: 'sender' }, m.own ? `${m.sender} (the service’s side, from the history)` : m.sender),
      ' · ',
      when(m.timestamp * 1000),
      m.repeat ? ' · a repeat of a message already seen' : null,
    ),
    said(m),
    m.found.length === 0 ? null : h('p', { class: 'found' }, 'Evidence: ', m.found.map((f, i) => [i === 0 ? '' : ', ', `${kindName(f.kind)} `, h('code', {}, f.value)])),
  )

const analysis = (t: TranscriptTurn): HTMLElement | null => {
  const a = t.analysis
  if (a === undefined) return null
  const signals = Object.entries(a.signals)
    .filter(([, v]) => v !== 0)
    .sort(([, x], [, y]) => y - x)
    .map(([k, v]) => `${k} ${Math.round(v * 100) / 100}`)
  const acts = a.acts
  const moves = t.reply?.moves
  return h(
    'details',
    { class: 'analysis' },
    h('summary', {}, `Analysis: ${scamTypeName(a.scamType)}, confidence ${a.confidence.toFixed(2)}`),
    h(
      'dl',
      {},
      list('Signals', signals),
      acts === undefined
        ? null
        : [
            list('Demands', acts.demands),
            list('Negated', acts.negated),
            list('Questions', acts.questions),
            list('Claims', Object.entries(acts.claims).map(([k, v]) => `${k}: ${v}`)),
            list('Instructions', acts.instructions),
            list('Tactics', acts.tactics),
            acts.probe ? list('Probe', ['asked whether it is talking to a machine']) : null,
          ],
      moves === undefined ? null : [list('Reply asks', moves.asks), list('Reply reacts', moves.reactions), list('Reply feint', moves.feint === null ? [] : [moves.feint])],
    ),
  )
}

/** The conversation, one article per turn. */
export const transcript = (events: ReadonlyArray<SessionEvent>): HTMLElement => {
  const turns = transcriptOf(events)
  return h(
    'section',
    { 'aria-labelledby': 'transcript-h' },
    h('h2', { id: 'transcript-h' }, 'Transcript'),
    h('p', { class: 'legend' }, 'Evidence is marked where it was said; the analysis of each turn opens under it.'),
    turns.length === 0
      ? h('p', { class: 'empty' }, 'No turn was recorded.')
      : h(
          'ol',
          { class: 'transcript' },
          turns.map((t) =>
            h(
              'li',
              {},
              h(
                'article',
                { 'aria-labelledby': `turn-${t.turn}` },
                h('h3', { id: `turn-${t.turn}` }, `Turn ${t.turn}`, h('span', { class: 'meta' }, ' · received ', when(t.receivedAt), t.source === 'partner' ? '' : ` · ${t.source}`)),
                t.messages.map(message),
                analysis(t),
                t.reply === undefined
                  ? null
                  : h('div', { class: 'msg reply' }, h('p', { class: 'who' }, h('span', { class: 'sender' }, `Reply, as ${t.reply.persona.label}`)), h('p', { class: 'text' }, t.reply.reply)),
              ),
            ),
          ),
        ),
  )
}
