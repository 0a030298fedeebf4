import type { ScamType } from '../scam-type.js'

/** The spec's meaning of each scam type, used in the callback notes. */
export const scamTypeDescription: Readonly<Record<ScamType, string>> = {
  KYC_BANKING: 'KYC or banking verification scam',
  DIGITAL_ARREST: 'Fake police or investigation-agency intimidation',
  JOB_SCAM: 'Fake job or task-based earning scam',
  SEXTORTION: 'Blackmail or sextortion attempt',
  LOTTERY_PRIZE: 'Fake lottery or prize claim requiring fees',
  TECH_SUPPORT: 'Fake tech support remote-access scam',
  INVESTMENT_SCAM: 'Fraudulent investment scheme',
  INSURANCE_SCAM: 'Fake insurance claim or policy scam',
  ROMANCE_SCAM: 'Romance or relationship-based fraud',
  LOAN_SCAM: 'Fake loan approval scam',
  CUSTOM_DUTY: 'Customs duty or parcel scam',
  CRYPTO_INVESTMENT: 'Cryptocurrency investment fraud',
  UNKNOWN: 'Could not classify with confidence',
  NOT_SCAM: 'Message does not appear to be a scam',
}
