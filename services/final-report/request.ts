import * as t from 'io-ts'

/** The delayed-callback task payload of the spec. Exact: any other field is dropped when decoding. */
export const FinalReportRequest = t.exact(t.type({ sessionId: t.string }))
export type FinalReportRequest = t.TypeOf<typeof FinalReportRequest>
