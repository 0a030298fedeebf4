import t from 'tap'
import type { EvidenceKind } from '../../../lib/evidence.js'
import { extractEvidence } from '../../../lib/extract/extract-evidence.js'

/** A message and a value that must be reported, exactly, in the kind under test. */
export type Found = readonly [text: string, value: string]
/** A message that must leave the kind empty, or, when a value is given, must not report that value. */
export type NotFound = readonly [text: string, value?: string]

const digits = (s: string): string => s.replace(/\D/g, '')
/** The partner's comparison: phones by their last ten digits, accounts and Aadhaar by digits. */
const sameValue = (kind: EvidenceKind, a: string, b: string): boolean => {
  switch (kind) {
    case 'phoneNumbers':
      return digits(a).slice(-10) === digits(b).slice(-10)
    case 'bankAccounts':
    case 'aadhaarNumbers':
      return digits(a) === digits(b)
    default:
      return a.toLowerCase().replace(/\s+/g, '') === b.toLowerCase().replace(/\s+/g, '')
  }
}

/** The two situations every evidence kind is tested in, one assertion per message. */
export const checkKind = (kind: EvidenceKind, found: readonly Found[], notFound: readonly NotFound[]): void => {
  t.test(`when a message holds ${kind}`, async (t) => {
    for (const [text, value] of found) {
      const got = extractEvidence(text)[kind]
      t.ok(got.includes(value), `reports ${value} from: ${text}`, { got })
    }
  })
  t.test(`when a message only looks like it holds ${kind}`, async (t) => {
    for (const [text, value] of notFound) {
      const got = extractEvidence(text)[kind]
      if (value === undefined) t.same(got, [], `reports nothing from: ${text}`)
      else t.notOk(got.some((g) => sameValue(kind, g, value)), `does not report ${value} from: ${text}`, { got })
    }
  })
}
