import type { IntelValue } from './index-records.js'
import { scamTypesOf } from './index-records.js'
import type { IntelKind } from './intel-kind.js'
import { HONEYPOT_NAMESPACE, STIX_NAMESPACE, uuidV5 } from './uuid-v5.js'
import { valueKeyOf } from './value-key.js'

export type StixObject = Readonly<Record<string, unknown>> & { readonly type: string; readonly id: string }

// Fixed, so the identity and extension definitions keep their ids and versions across exports.
const DEFINED_AT = '2026-01-01T00:00:00.000Z'
const IDENTITY_ID = `identity--${uuidV5(HONEYPOT_NAMESPACE, 'identity')}`

/**
 * The custom observable types of this service, for the kinds STIX 2.1 has no type for. Each is a
 * new SCO type defined by an `extension-definition` (STIX 2.1 section 7.3): its name is the type,
 * and each object of it names the definition in `extensions` with `extension_type: new-sco`.
 */
const CUSTOM: Partial<Record<IntelKind, { readonly type: string; readonly about: string }>> = {
  phoneNumbers: { type: 'x-honeypot-phone-number', about: 'A telephone number in E.164 form (value), used by a scammer' },
  upiIds: { type: 'x-honeypot-upi-id', about: 'A Unified Payments Interface (India) virtual payment address, name@handle (value), given by a scammer to be paid' },
  bankAccounts: { type: 'x-honeypot-bank-account', about: 'A bank account number, digits only (value), given by a scammer to be paid' },
  ifscCodes: { type: 'x-honeypot-ifsc-code', about: 'An Indian Financial System Code of a bank branch (value), given with a bank account' },
  cryptoWallets: { type: 'x-honeypot-crypto-wallet', about: 'A cryptocurrency wallet address (value): Bitcoin, Ethereum or Tron' },
}

/** The kinds exported as indicators: contact and payment infrastructure. */
export const STIX_KINDS: ReadonlyArray<IntelKind> = ['phishingLinks', 'emailAddresses', 'phoneNumbers', 'upiIds', 'bankAccounts', 'ifscCodes', 'cryptoWallets']

const extensionId = (type: string): string => `extension-definition--${uuidV5(HONEYPOT_NAMESPACE, `extension:${type}`)}`
const scoId = (type: string, value: string): string => `${type}--${uuidV5(STIX_NAMESPACE, JSON.stringify({ value }))}`
const iso = (ms: number): string => new Date(ms).toISOString()

/** The objects every bundle opens with: the service as the creator, and its extension definitions. */
export const stixPreamble = (): ReadonlyArray<StixObject> => [
  {
    type: 'identity',
    spec_version: '2.1',
    id: IDENTITY_ID,
    created: DEFINED_AT,
    modified: DEFINED_AT,
    name: 'Scam-engagement honeypot',
    description: 'Evidence that scammers gave away while a honeypot persona kept them talking',
    identity_class: 'system',
  },
  ...Object.values(CUSTOM).map(
    (c): StixObject => ({
      type: 'extension-definition',
      spec_version: '2.1',
      id: extensionId(c.type),
      created_by_ref: IDENTITY_ID,
      created: DEFINED_AT,
      modified: DEFINED_AT,
      name: c.type,
      description: c.about,
      schema: `${c.about}. Properties: type, spec_version, id (deterministic, from value), value (string, required).`,
      version: '1.0.0',
      extension_types: ['new-sco'],
    }),
  ),
]

// A STIX pattern string literal: backslash and quote escaped.
const literal = (s: string): string => `'${s.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`

const hostOf = (link: string): string | undefined => {
  try {
    const host = new URL(link).hostname
    return host === '' ? undefined : host
  } catch {
    return undefined
  }
}

const LABELS: Record<IntelKind, string> = {
  bankAccounts: 'Bank account',
  upiIds: 'UPI id',
  phishingLinks: 'Phishing link',
  phoneNumbers: 'Phone number',
  emailAddresses: 'Email address',
  ifscCodes: 'IFSC code',
  cryptoWallets: 'Crypto wallet',
  aadhaarNumbers: 'Aadhaar number',
  panNumbers: 'PAN number',
  caseIds: 'Case id',
  policyNumbers: 'Policy number',
  orderNumbers: 'Order number',
}

/**
 * The objects of one value: its observable (a link also gives its host as a `domain-name`), an
 * `observed-data` with first and last seen and the count, an `indicator` with a STIX pattern, and
 * the `based-on` relationship between them. Ids are deterministic (observables from their value,
 * as STIX requires; the others from the value's key), so a later export updates the same objects,
 * `modified` being the value's last sighting. Empty for kinds not exported as indicators.
 */
export const stixObjectsOf = (v: IntelValue): ReadonlyArray<StixObject> => {
  if (!STIX_KINDS.includes(v.kind)) return []
  const key = valueKeyOf(v.kind, v.value)
  const custom = CUSTOM[v.kind]
  const type = custom?.type ?? (v.kind === 'phishingLinks' ? 'url' : 'email-addr')
  const observable: StixObject = {
    type,
    spec_version: '2.1',
    id: scoId(type, v.value),
    value: v.value,
    ...(custom === undefined ? {} : { extensions: { [extensionId(custom.type)]: { extension_type: 'new-sco' } } }),
  }
  const host = v.kind === 'phishingLinks' ? hostOf(v.value) : undefined
  const domain: StixObject | undefined = host === undefined ? undefined : { type: 'domain-name', spec_version: '2.1', id: scoId('domain-name', host), value: host }
  const common = { spec_version: '2.1', created_by_ref: IDENTITY_ID, created: iso(v.firstSeenAtMs), modified: iso(Math.max(v.firstSeenAtMs, v.lastSeenAtMs)) }
  const custom_ = { x_honeypot_sessions: v.sessions, x_honeypot_scam_types: scamTypesOf(v) }
  const observed: StixObject = {
    type: 'observed-data',
    id: `observed-data--${uuidV5(HONEYPOT_NAMESPACE, `observed:${key}`)}`,
    ...common,
    first_observed: iso(v.firstSeenAtMs),
    last_observed: iso(Math.max(v.firstSeenAtMs, v.lastSeenAtMs)),
    number_observed: Math.min(Math.max(1, v.occurrences), 999_999_999),
    object_refs: [observable.id, ...(domain === undefined ? [] : [domain.id])],
    ...custom_,
  }
  const indicator: StixObject = {
    type: 'indicator',
    id: `indicator--${uuidV5(HONEYPOT_NAMESPACE, `indicator:${key}`)}`,
    ...common,
    name: `${LABELS[v.kind]} ${v.value}`,
    description: `${LABELS[v.kind]} given by scammers in ${v.sessions} honeypot session${v.sessions === 1 ? '' : 's'} (${scamTypesOf(v).join(', ') || 'unclassified'})`,
    indicator_types: ['malicious-activity'],
    pattern: `[${type}:value = ${literal(v.value)}]`,
    pattern_type: 'stix',
    valid_from: iso(v.firstSeenAtMs),
    ...custom_,
  }
  const relationship: StixObject = {
    type: 'relationship',
    id: `relationship--${uuidV5(HONEYPOT_NAMESPACE, `based-on:${key}`)}`,
    ...common,
    relationship_type: 'based-on',
    source_ref: indicator.id,
    target_ref: observed.id,
  }
  return [observable, ...(domain === undefined ? [] : [domain]), observed, indicator, relationship]
}
