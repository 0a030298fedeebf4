import * as O from 'fp-ts/lib/Option.js'
import type { SessionState } from '../../events/session-state.js'

export type FinalReportDecision =
  | { readonly _tag: 'UnknownSession' }
  | { readonly _tag: 'Superseded'; readonly pending: string | null }
  | { readonly _tag: 'AlreadyDelivered'; readonly taskName: string }
  | { readonly _tag: 'Send'; readonly taskName: string; readonly state: SessionState }

/**
 * Decision 8, purely: a task answers only for the turn that scheduled it. A task a newer message
 * replaced is superseded, one already delivered is not sent again (a queue retry after a lost
 * answer), and a call without a task name reports on whatever is pending.
 */
export const decideFinalReport = (
  state: O.Option<SessionState>,
  taskName: string | undefined,
): FinalReportDecision => {
  if (O.isNone(state)) return { _tag: 'UnknownSession' }
  const { pendingFinalReport: pending, finalReportDelivered: delivered } = state.value
  const wanted = taskName ?? pending?.taskName ?? delivered?.taskName
  if (wanted === undefined) return { _tag: 'Superseded', pending: null }
  if (pending?.taskName === wanted) return { _tag: 'Send', taskName: wanted, state: state.value }
  if (delivered?.taskName === wanted) return { _tag: 'AlreadyDelivered', taskName: wanted }
  return { _tag: 'Superseded', pending: pending?.taskName ?? null }
}
