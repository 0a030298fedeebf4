/** Epoch milliseconds as an ISO instant, the form every audit line uses. */
export const isoOfMs = (ms: number | null): string => (ms === null || !Number.isFinite(ms) ? '-' : new Date(ms).toISOString())

/** Unix seconds (a message timestamp) as an ISO instant. */
export const isoOfSeconds = (seconds: number): string => isoOfMs(seconds * 1000)

/** Text quoted and escaped, so newlines and stage directions stay on one line and are unambiguous. */
export const quoted = (text: string): string => JSON.stringify(text)

/** A value in a difference: strings quoted, everything else as compact JSON. */
export const shown = (value: unknown): string => (value === undefined ? '-' : JSON.stringify(value))
