import type { Evidence } from '../evidence.js'

/**
 * A message's evidence without the case ids the scammer gave as part of who they are: a staff or
 * badge id claimed once ("technician ID SNB-TECH-2291", read by the dialogue as a claim) and
 * repeated bare later ("I already told you, SNB-TECH-2291") is theirs, not a case against the
 * victim. `claimed`: what the session's scammer claimed as their role or staff id so far.
 */
export const dropClaimedIds = (evidence: Evidence, claimed: ReadonlyArray<string>): Evidence => {
  if (evidence.caseIds.length === 0 || claimed.length === 0) return evidence
  const caseIds = evidence.caseIds.filter((id) => !claimed.some((c) => c.includes(id)))
  return caseIds.length === evidence.caseIds.length ? evidence : { ...evidence, caseIds }
}
