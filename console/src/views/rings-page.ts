import * as E from 'fp-ts/lib/Either.js'
import { get } from '../api.js'
import { Graph, type GraphNode } from '../api-codecs.js'
import { h, on, s } from '../dom.js'
import { need } from '../failure.js'
import { clip, kindName, scamTypeName } from '../format.js'
import { layout, type Point } from '../layout.js'
import { ringsOf } from '../rings.js'
import { hrefOf, sessionHref, valueHref, type Route, type RingSeed } from '../route.js'
import type { Page } from '../page.js'
import { fieldValue, inputField, kindField, selectField } from './filter-fields.js'

type RingsRoute = Extract<Route, { page: 'rings' }>

const MARGIN = 30
// Labels are written to the right of their node.
const LABEL_ROOM = 120
const MIN_WIDTH = 1000
const MIN_HEIGHT = 530

const seedForm = (route: RingsRoute): HTMLFormElement => {
  const seed = route.seed
  const form = h(
    'form',
    { class: 'filters', 'aria-label': 'Choose the ring to draw' },
    inputField('sessionId', 'Around a session', 'text', seed.by === 'session' ? seed.sessionId : undefined, { placeholder: 'session id' }),
    kindField('kind', seed.by === 'value' ? seed.kind : undefined, 'or a value of kind…'),
    inputField('value', 'Value', 'text', seed.by === 'value' ? seed.value : undefined),
    selectField('depth', 'Depth', [['2', '2: the sessions of its sessions too']], route.depth === 2 ? '2' : undefined, '1: its sessions and their values'),
    h('div', { class: 'actions' }, h('button', { type: 'submit' }, 'Draw'), h('a', { href: '#/rings' }, 'The most shared values')),
  )
  return on(form, 'submit', (ev) => {
    ev.preventDefault()
    const sessionId = fieldValue(form, 'sessionId')
    const kind = fieldValue(form, 'kind')
    const value = fieldValue(form, 'value')
    const next: RingSeed = sessionId !== undefined ? { by: 'session', sessionId } : kind !== undefined && value !== undefined ? { by: 'value', kind, value } : { by: 'top' }
    location.hash = hrefOf({ page: 'rings', seed: next, depth: fieldValue(form, 'depth') === '2' ? 2 : 1 })
  })
}

const hrefOfNode = (n: GraphNode): string => (n.kind === 'session' ? sessionHref(n.label) : valueHref(n.kind, n.label))
const nameOfNode = (n: GraphNode): string =>
  n.kind === 'session' ? `Session ${n.label}${n.scamType === undefined ? '' : `, ${scamTypeName(n.scamType)}`}` : `${kindName(n.kind)} ${n.label}`

/** The picture: sessions as circles, values as squares, each a link to its page (so reachable by Tab). */
const picture = (g: Graph, seed: RingSeed): SVGSVGElement => {
  const placed = layout(g.nodes, g.edges)
  const laidXs = [...placed.values()].map((p) => p.x)
  const laidYs = [...placed.values()].map((p) => p.y)
  // A small ring is spread (its distances, not its shapes and labels) to fill about two thirds of
  // the frame, at most three times; a large one keeps the layout's distances.
  const cx = (Math.max(...laidXs) + Math.min(...laidXs)) / 2
  const cy = (Math.max(...laidYs) + Math.min(...laidYs)) / 2
  const spread = Math.max(
    1,
    Math.min(3, (0.66 * (MIN_WIDTH - LABEL_ROOM)) / Math.max(1, Math.max(...laidXs) - Math.min(...laidXs)), (0.66 * MIN_HEIGHT) / Math.max(1, Math.max(...laidYs) - Math.min(...laidYs))),
  )
  const at = new Map([...placed].map(([id, p]) => [id, { x: cx + (p.x - cx) * spread, y: cy + (p.y - cy) * spread }]))
  const points = [...at.values()]
  const xs = points.map((p) => p.x)
  const ys = points.map((p) => p.y)
  // The drawing's own extent, at least MIN_WIDTH × MIN_HEIGHT (about the frame's size in pixels)
  // around its centre, so shapes and labels keep their size whatever the ring's.
  const width = Math.max(Math.max(...xs) - Math.min(...xs) + 2 * MARGIN + LABEL_ROOM, MIN_WIDTH)
  const height = Math.max(Math.max(...ys) - Math.min(...ys) + 2 * MARGIN, MIN_HEIGHT)
  const minX = (Math.max(...xs) + Math.min(...xs) + LABEL_ROOM) / 2 - width / 2
  const minY = (Math.max(...ys) + Math.min(...ys)) / 2 - height / 2
  const point = (id: string): Point => at.get(id) ?? { x: 0, y: 0 }
  const seeded = (n: GraphNode): boolean => (seed.by === 'session' ? n.kind === 'session' && n.label === seed.sessionId : seed.by === 'value' && n.kind === seed.kind && n.label === seed.value)
  const labelled = g.nodes.length <= 80
  return s(
    'svg',
    { class: 'rings', viewBox: `${minX.toFixed(1)} ${minY.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`, role: 'group', 'aria-labelledby': 'picture-h' },
    s(
      'g',
      { class: 'edges', 'aria-hidden': 'true' },
      g.edges.filter((e) => at.has(e.from) && at.has(e.to)).map((e) => {
        const a = point(e.from)
        const b = point(e.to)
        return s('line', { x1: a.x.toFixed(1), y1: a.y.toFixed(1), x2: b.x.toFixed(1), y2: b.y.toFixed(1) })
      }),
    ),
    s(
      'g',
      { class: 'nodes' },
      g.nodes.map((n) => {
        const p = point(n.id)
        const cls = `node ${n.kind === 'session' ? 'session' : `value ev-${n.kind}`}${seeded(n) ? ' seed' : ''}`
        return s(
          'a',
          { href: hrefOfNode(n), class: cls, 'aria-label': nameOfNode(n) },
          s('title', {}, nameOfNode(n)),
          n.kind === 'session'
            ? s('circle', { cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: 8 })
            : s('rect', { x: (p.x - 7).toFixed(1), y: (p.y - 7).toFixed(1), width: 14, height: 14 }),
          labelled || n.kind !== 'session' ? s('text', { x: (p.x + 12).toFixed(1), y: (p.y + 4).toFixed(1) }, clip(n.label, 28)) : null,
        )
      }),
    ),
  )
}

/** The rings in words: per ring, each value and the sessions it joins. */
const inWords = (g: Graph): HTMLElement => {
  const rings = ringsOf(g.nodes, g.edges)
  return h(
    'section',
    { 'aria-labelledby': 'words-h' },
    h('h2', { id: 'words-h' }, 'The rings in words'),
    rings.length === 0
      ? h('p', { class: 'empty' }, 'No two sessions share evidence here.')
      : h(
          'ol',
          { class: 'ring-list' },
          rings.map((r, i) =>
            h(
              'li',
              {},
              h('h3', {}, `Ring ${i + 1}: ${r.sessions.length} session${r.sessions.length === 1 ? '' : 's'}, ${r.values.length} shared value${r.values.length === 1 ? '' : 's'}`),
              h(
                'ul',
                {},
                r.values.map((v) =>
                  h(
                    'li',
                    {},
                    `${kindName(v.node.kind)} `,
                    h('a', { href: valueHref(v.node.kind, v.node.label) }, h('code', {}, v.node.label)),
                    ': ',
                    v.sessions.map((sn, j) => [j === 0 ? '' : ', ', h('a', { href: sessionHref(sn.label) }, sn.label)]),
                  ),
                ),
              ),
            ),
          ),
        ),
  )
}

const seedQuery = (seed: RingSeed) =>
  seed.by === 'session' ? { sessionId: seed.sessionId } : seed.by === 'value' ? { kind: seed.kind, value: seed.value } : {}

/** Sessions linked by shared evidence, as a picture and in words. */
export const ringsPage = async (route: RingsRoute): Promise<Page> => {
  const answer = await get('/intelligence/graph', Graph, { ...seedQuery(route.seed), depth: route.depth })
  // A seed the index does not hold: the form stays, to try another.
  if (E.isLeft(answer) && answer.left.kind === 'http' && answer.left.status === 404) {
    return {
      title: 'Rings',
      body: [h('h1', { tabindex: '-1' }, 'Rings'), seedForm(route), h('p', { class: 'error', role: 'alert' }, 'No session or value of that name is in the index.')],
    }
  }
  const g = need(answer)
  const seed = route.seed
  const title = seed.by === 'session' ? `Ring around session ${seed.sessionId}` : seed.by === 'value' ? `Ring around ${kindName(seed.kind)} ${seed.value}` : 'Rings around the most shared values'
  const sessions = g.nodes.filter((n) => n.kind === 'session').length
  return {
    title: 'Rings',
    body: [
      h('h1', { tabindex: '-1' }, 'Rings'),
      seedForm(route),
      h(
        'figure',
        { class: 'picture' },
        h('figcaption', { id: 'picture-h' }, `${title}: ${sessions} sessions, ${g.nodes.length - sessions} values${g.truncated ? ' (cut short: the graph holds more)' : ''}`),
        g.nodes.length === 0 ? h('p', { class: 'empty' }, 'Nothing to draw.') : picture(g, seed),
        h('p', { class: 'legend' }, h('span', { class: 'key session' }, 'circle'), ' a session · ', h('span', { class: 'key value' }, 'square'), ' an evidence value · each opens its page'),
      ),
      inWords(g),
    ],
  }
}
