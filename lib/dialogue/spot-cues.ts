import { cuePatterns, cues, probePattern, type Cue } from './cue-patterns.js'

/** The red flags raised by a message, most telling first. */
export const spotCues = (text: string): ReadonlyArray<Cue> => cues.filter((cue) => cuePatterns[cue].test(text))

/** Whether the message asks if the persona is a machine or tries to instruct it. */
export const isProbe = (text: string): boolean => probePattern.test(text)
