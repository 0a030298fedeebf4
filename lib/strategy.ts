import type { SessionState } from '../events/session-state.js'
import type { EvidenceKind } from './evidence.js'

const wanted: ReadonlyArray<readonly [EvidenceKind, string]> = [
  ['upiIds', 'the UPI id'],
  ['bankAccounts', 'the bank account'],
  ['phoneNumbers', 'a callback number'],
  ['phishingLinks', 'the link'],
  ['emailAddresses', 'an email address'],
]

/** One sentence for investigators: how the persona is playing the scammer and what is still missing. */
export const strategyFor = (s: SessionState): string => {
  if (s.scamType === 'NOT_SCAM') return 'No scam indicators; the persona answered politely without escalating.'
  const missing = wanted.filter(([k]) => s.evidence[k].length === 0).map(([, label]) => label)
  const tail =
    missing.length === 0
      ? 'all key payment and contact details have been captured; keep the scammer talking for more.'
      : `draw out ${missing.slice(0, 3).join(', ')} next.`
  return `Played a hesitant but cooperative victim, stalled on payment and asked investigative questions; ${tail}`
}
