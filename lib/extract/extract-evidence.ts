import type { Evidence } from '../evidence.js'
import type { Lead } from '../lead.js'
import { classifyNumberRun, type NumberFinding } from './classify-number-run.js'
import { findAmounts } from './find-amounts.js'
import { findBareAmounts } from './find-bare-amounts.js'
import { findCryptoWallets } from './find-crypto-wallets.js'
import { findDateTimes } from './find-date-times.js'
import { findEmails } from './find-emails.js'
import { findIfscCodes } from './find-ifsc-codes.js'
import { findLinks } from './find-links.js'
import { findNumberRuns } from './find-number-runs.js'
import { findPanNumbers } from './find-pan-numbers.js'
import { findPhrases } from './find-phrases.js'
import { findReferenceIds } from './find-reference-ids.js'
import { findUpiIds } from './find-upi-ids.js'
import { phoneReader } from './phone-number.js'
import { maskSpans, maskStageDirections } from './spans.js'
import { collapseSubstrings, uniqueValues } from './unique-values.js'

/** Longest text read; the service's request limit (1 MiB) keeps real messages far below it. */
const maxLength = 1 << 20
/** libphonenumber calls and digit-run readings allowed per message. */
const phoneBudget = 256
const readingBudget = 4096

/** A finder that fails on some input loses its own kind for that message, never the others. */
const safely = <T>(find: () => T, fallback: T): T => {
  try {
    return find()
  } catch {
    return fallback
  }
}

/**
 * Evidence in one scammer message. Pure and total: never throws, linear in the text.
 *
 * Finders run from the most to the least self-describing shape, each masking what it claimed
 * so later ones cannot misread it: links (digits in a URL are not a phone), emails (never UPI
 * ids), UPI ids, dates and times (never reported, only masked), wallets, PAN and IFSC codes,
 * rupee amounts, reference ids, then bare digit runs, which the words in front of them sort
 * into phones, accounts, Aadhaar and references.
 */
export const extractEvidence = (input: string): Evidence => readEvidence(input).evidence

/** What one scammer message gave away: its evidence, and the leads that failed their checksum. */
export type MessageFindings = { readonly evidence: Evidence; readonly leads: ReadonlyArray<Lead> }

/** `extractEvidence` with the leads beside the evidence; as pure, total and linear. */
export const readEvidence = (input: string): MessageFindings => {
  let text = maskStageDirections(String(input).slice(0, maxLength))

  const links = safely(() => findLinks(text), [])
  text = maskSpans(text, links)
  const emails = safely(() => findEmails(text), [])
  text = maskSpans(text, emails)
  const upiIds = safely(() => findUpiIds(text), [])
  text = maskSpans(text, upiIds)
  // a date-time's digits are never an account, a phone or an id (`14-02-2026 10:42:15`)
  text = maskSpans(text, safely(() => findDateTimes(text), []))
  const wallets = safely(() => findCryptoWallets(text), [])
  const pans = safely(() => findPanNumbers(text), [])
  const ifscCodes = safely(() => findIfscCodes(text), [])
  text = maskSpans(text, [...wallets, ...pans, ...ifscCodes])
  const rupees = safely(() => findAmounts(text), [])
  text = maskSpans(text, rupees)
  // labels and keywords in one pass; keywords are read with the stage directions, links and ids masked
  const { labels, keywords } = safely(() => findPhrases(text), { labels: [], keywords: [] })
  // amounts without a currency word, next to a payment verb: read, not masked (too short to be anything else)
  const amounts = [...rupees, ...safely(() => findBareAmounts(text, labels), [])]
  const references = safely(() => findReferenceIds(text, labels), [])
  text = maskSpans(text, references)

  const context = {
    text,
    labels,
    ifscCodes,
    mentionsAadhaar: labels.some((l) => l.kind === 'aadhaar'),
    readPhone: phoneReader(phoneBudget),
  }
  const budget = { left: readingBudget }
  const numbers: NumberFinding[] = safely(() => findNumberRuns(text).flatMap((run) => classifyNumberRun(context, run, budget)), [])
  const numbersOf = (kind: NumberFinding['kind']): string[] =>
    numbers.filter((n) => n.kind === kind).flatMap((n) => n.values)
  const referencesOf = (kind: 'caseIds' | 'policyNumbers' | 'orderNumbers'): string[] =>
    collapseSubstrings([...references.filter((r) => r.kind === kind).map((r) => r.value), ...numbersOf(kind)])

  const leads: Lead[] = [
    ...numbersOf('aadhaarLead').map((value) => ({ kind: 'aadhaarNumbers', value }) as const),
    ...wallets.filter((w) => !w.valid).map((w) => ({ kind: 'cryptoWallets', value: w.value }) as const),
  ]
  // every kind, in the order of `evidenceKinds`
  const evidence: Evidence = {
    bankAccounts: uniqueValues(numbersOf('bankAccounts')),
    upiIds: uniqueValues(upiIds.flatMap((u) => u.values)),
    phishingLinks: uniqueValues(links.filter((l) => l.reported).map((l) => l.value)),
    phoneNumbers: uniqueValues(numbersOf('phoneNumbers')),
    emailAddresses: uniqueValues(emails.map((e) => e.value)),
    suspiciousKeywords: keywords,
    ifscCodes: uniqueValues(ifscCodes.map((i) => i.value)),
    cryptoWallets: uniqueValues(wallets.filter((w) => w.valid).map((w) => w.value)),
    aadhaarNumbers: uniqueValues(numbersOf('aadhaarNumbers')),
    panNumbers: uniqueValues(pans.map((p) => p.value)),
    amounts: uniqueValues(amounts.flatMap((a) => a.values)),
    caseIds: referencesOf('caseIds'),
    policyNumbers: referencesOf('policyNumbers'),
    orderNumbers: referencesOf('orderNumbers'),
  }
  return { evidence, leads }
}
