import * as t from 'io-ts'

/** The 14 values of `scamType` in the spec's table. */
export const ScamType = t.keyof({
  KYC_BANKING: null,
  DIGITAL_ARREST: null,
  JOB_SCAM: null,
  SEXTORTION: null,
  LOTTERY_PRIZE: null,
  TECH_SUPPORT: null,
  INVESTMENT_SCAM: null,
  INSURANCE_SCAM: null,
  ROMANCE_SCAM: null,
  LOAN_SCAM: null,
  CUSTOM_DUTY: null,
  CRYPTO_INVESTMENT: null,
  UNKNOWN: null,
  NOT_SCAM: null,
})
export type ScamType = t.TypeOf<typeof ScamType>

export const scamTypes = Object.keys(ScamType.keys) as ReadonlyArray<ScamType>
