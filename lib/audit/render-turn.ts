import type { CallbackEntry, TurnEntry } from './timeline-of.js'
import { isoOfMs, isoOfSeconds, quoted } from './format.js'

const outcomeOf = (c: CallbackEntry): string => {
  const r = c.result
  switch (r.outcome) {
    case 'delivered':
      return `delivered (HTTP ${r.httpStatus}, ${r.durationMs} ms)`
    case 'failed':
      return `failed after ${r.durationMs} ms: ${r.reason}`
    case 'skipped':
      return `skipped: ${r.reason}`
  }
}

const callbackLine = (c: CallbackEntry): string =>
  c.trigger === 'turn'
    ? `  callback   per-turn report of v${c.reportedVersion} at ${isoOfMs(c.at)}: ${outcomeOf(c)}`
    : `  final      report ${c.taskName ?? '(no task)'} of v${c.reportedVersion} at ${isoOfMs(c.at)}: ${outcomeOf(c)}`

const label = (name: string): string => `  ${name.padEnd(10)} `

/** One turn of the timeline as lines of text, in the order the service handled it. */
export const renderTurn = (t: TurnEntry): ReadonlyArray<string> => {
  const evidence = Object.entries(t.newEvidence).map(([kind, values]) => `${kind}: ${(values ?? []).join(', ')}`)
  const scheduled = t.finalReport.scheduled
  return [
    `Turn ${t.turn}  ${isoOfMs(t.at)}  (events v${t.versions.first}-v${t.versions.last}, ${t.metadata.channel}, ${t.metadata.language}, ${t.source})`,
    ...t.newHistory.map(
      (h) => `${label('history')}${h.own ? `ours (as ${h.sender})` : h.sender} at ${isoOfSeconds(h.timestamp)}: ${quoted(h.text)}`,
    ),
    `${label('scammer')}${t.message.sender} at ${isoOfSeconds(t.message.timestamp)}: ${quoted(t.message.text)}${t.messageIsNew ? '' : ' (repeat, already seen)'}`,
    `${label('analysis')}${t.analysis === null ? 'not recorded' : `${t.analysis.scamType}, confidence ${t.analysis.confidence}`}`,
    `${label('evidence')}${evidence.length === 0 ? 'nothing new' : evidence.join('; ')}`,
    `${label('persona')}${t.persona === null ? 'not recorded' : `${t.persona.id} (${t.persona.language}): ${t.persona.label}`}`,
    `${label('reply')}${t.reply === null ? 'not recorded' : quoted(t.reply)}`,
    `${label('metrics')}${t.metrics.totalMessagesExchanged} messages, ${t.metrics.engagementDurationSeconds} s`,
    ...t.finalReport.cancelled.map((name) => `${label('cancelled')}final report ${name}`),
    ...(scheduled === null ? [] : [`${label('scheduled')}final report ${scheduled.taskName} due ${isoOfMs(scheduled.dueAt)}`]),
    ...t.callbacks.map(callbackLine),
  ]
}
