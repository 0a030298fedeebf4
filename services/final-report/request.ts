import * as t from 'io-ts'

/** The delayed-callback task payload of the spec. */
export const FinalReportRequest = t.type({ sessionId: t.string })
export type FinalReportRequest = t.TypeOf<typeof FinalReportRequest>
