import { isoOfMs } from './format.js'
import { renderTurn } from './render-turn.js'
import { renderVerification } from './render-verification.js'
import type { Replay } from './replay-session.js'
import type { Verification } from './verify-session.js'

const projectionLines = ({ state: s }: Replay): ReadonlyArray<string> => [
  `Final projection (v${s.version})`,
  `  scam type  ${s.scamType}, confidence ${s.confidence}`,
  `  persona    ${s.persona === null ? 'none' : `${s.persona.id}: ${s.persona.label}`}`,
  `  turns      ${s.turns}, ${s.messageCount} messages, last activity ${isoOfMs(s.lastActivityAt)}`,
  `  callbacks  ${s.callbacks.delivered} delivered, ${s.callbacks.failed} failed, ${s.callbacks.skipped} skipped`,
  `  final      ${
    s.finalReportDelivered === null
      ? 'not delivered'
      : `${s.finalReportDelivered.taskName} delivered at ${isoOfMs(s.finalReportDelivered.at)} (v${s.finalReportDelivered.reportedVersion})`
  }${s.pendingFinalReport === null ? '' : `; pending ${s.pendingFinalReport.taskName} due ${isoOfMs(s.pendingFinalReport.dueAt)}`}`,
]

/**
 * The replay as an investigator reads it: the timeline turn by turn, the final projection, the
 * callback payload it gives (comparable field by field with what the collector kept), and the
 * verification when one was run.
 */
export const renderReplay = (replay: Replay, verification?: Verification): string =>
  [
    `Session ${replay.sessionId}: ${replay.timeline.turns.length} turns, ${replay.eventCount} events`,
    ...(replay.timeline.preamble.length === 0
      ? []
      : [`  ${replay.timeline.preamble.length} event(s) before the first turn: ${replay.timeline.preamble.map((e) => `v${e.version} ${e.type}`).join(', ')}`]),
    '',
    ...replay.timeline.turns.flatMap((t) => [...renderTurn(t), '']),
    ...projectionLines(replay),
    '',
    'Callback payload',
    JSON.stringify(replay.report, null, 2),
    ...(verification === undefined ? [] : ['', ...renderVerification(verification)]),
    '',
  ].join('\n')
