import type { SessionEvent } from '../../../events/session-event.js'
import { h } from '../dom.js'
import { scamTypeName, when } from '../format.js'

const detailOf = (e: SessionEvent): string => {
  switch (e.type) {
    case 'TurnReceived':
      return `turn ${e.turn}: ${e.messageIsNew ? 'a new message' : 'a repeated message'}${e.newHistory.length > 0 ? `, ${e.newHistory.length} history item${e.newHistory.length === 1 ? '' : 's'} not seen before` : ''} (${e.metadata.channel}, ${e.metadata.language})`
    case 'TurnAnalysed':
      return `turn ${e.turn}: ${scamTypeName(e.scamType)}, confidence ${e.confidence.toFixed(2)}, ${e.findings.length} finding${e.findings.length === 1 ? '' : 's'}`
    case 'ReplyComposed':
      return `turn ${e.turn}: reply as ${e.persona.label}`
    case 'FinalReportScheduled':
      return `task ${e.taskName}, due ${new Date(e.dueAt).toISOString()}`
    case 'FinalReportCancelled':
      return `task ${e.taskName}`
    case 'CallbackAttempted': {
      const r = e.result
      const outcome =
        r.outcome === 'delivered' ? `delivered (HTTP ${r.httpStatus}, ${r.durationMs} ms)` : r.outcome === 'failed' ? `failed after ${r.durationMs} ms: ${r.reason}` : `skipped: ${r.reason}`
      return `${e.trigger === 'final' ? 'final report' : 'turn callback'} of version ${e.reportedVersion}: ${outcome}`
    }
  }
}

const outcomeOf = (e: SessionEvent): string => (e.type === 'CallbackAttempted' ? ` outcome-${e.result.outcome}` : '')

/** Every event of the log in order; callbacks say whether they reached the collector. */
export const timeline = (events: ReadonlyArray<SessionEvent>): HTMLElement =>
  h(
    'section',
    { 'aria-labelledby': 'timeline-h' },
    h('h2', { id: 'timeline-h' }, 'Event timeline'),
    h(
      'table',
      { class: 'timeline' },
      h('caption', {}, `${events.length} events, in log order`),
      h('thead', {}, h('tr', {}, ['#', 'Recorded', 'Event', 'Detail'].map((c) => h('th', { scope: 'col' }, c)))),
      h(
        'tbody',
        {},
        events.map((e) =>
          h('tr', { class: `ev-${e.type}${outcomeOf(e)}` }, h('td', { class: 'num' }, e.version), h('td', {}, when(e.at)), h('th', { scope: 'row' }, e.type), h('td', {}, detailOf(e))),
        ),
      ),
    ),
  )
