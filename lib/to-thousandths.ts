/**
 * Rounds to three decimals: seconds to the millisecond, and the confidence as both the response
 * and the callback report it, so the two never disagree.
 */
export const toThousandths = (x: number): number => Math.round(x * 1000) / 1000
