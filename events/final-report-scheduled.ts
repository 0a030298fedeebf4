import * as t from 'io-ts'

/** A final report was scheduled for `dueAt` (epoch ms) under a task name unique to this turn. */
export const FinalReportScheduled = t.type({
  type: t.literal('FinalReportScheduled'),
  version: t.number,
  at: t.number,
  taskName: t.string,
  dueAt: t.number,
})
export type FinalReportScheduled = t.TypeOf<typeof FinalReportScheduled>

/** A newer message replaced the pending final report. */
export const FinalReportCancelled = t.type({
  type: t.literal('FinalReportCancelled'),
  version: t.number,
  at: t.number,
  taskName: t.string,
})
export type FinalReportCancelled = t.TypeOf<typeof FinalReportCancelled>
