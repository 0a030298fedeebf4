import type { Evidence } from './evidence.js'
import type { ScamType } from './scam-type.js'

/** The spec's three `scamDetected` rules, exactly as written. */
export const scamDetected = (scamType: ScamType, confidence: number, evidence: Evidence): boolean => {
  const highValue = evidence.upiIds.length > 0 || evidence.bankAccounts.length > 0
  switch (scamType) {
    case 'NOT_SCAM':
      return highValue
    case 'UNKNOWN':
      return (
        confidence > 0.5 ||
        highValue ||
        evidence.suspiciousKeywords.length >= 2 ||
        evidence.phoneNumbers.length > 0
      )
    default:
      return true
  }
}
