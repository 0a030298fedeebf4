import * as t from 'io-ts'

/**
 * The evidence kinds that link sessions: the spec's evidence arrays less `amounts` and
 * `suspiciousKeywords`, which every scam shares and which would link everything to everything.
 */
export const IntelKind = t.keyof({
  bankAccounts: null,
  upiIds: null,
  phishingLinks: null,
  phoneNumbers: null,
  emailAddresses: null,
  ifscCodes: null,
  cryptoWallets: null,
  aadhaarNumbers: null,
  panNumbers: null,
  caseIds: null,
  policyNumbers: null,
  orderNumbers: null,
})
export type IntelKind = t.TypeOf<typeof IntelKind>

/** In the spec's order. */
export const intelKinds = Object.keys(IntelKind.keys) as ReadonlyArray<IntelKind>
