import { isTight, labelBefore, type Label } from './labels.js'
import { matchesOf, type Span } from './spans.js'

export type ReferenceKind = 'caseIds' | 'policyNumbers' | 'orderNumbers'
export type ReferenceHit = Span & { readonly kind: ReferenceKind | 'none'; readonly value: string }

const maxHits = 512
const maxToken = 120

const isTokenChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 47 || c === 45 || c === 95

/**
 * Tokens of letters, digits, `/`, `-` and `_` that hold a digit (SBI/FRD/2024/77812, PNB-CRD-560918,
 * MDR55621, SHIP_2024_8841), found from each digit and widened to the whole token; each character is widened
 * over at most once, so the scan is linear.
 */
const digitTokens = (text: string): Span[] => {
  const tokens: Span[] = []
  const digit = /\d/g
  let scanned = 0
  for (let m = digit.exec(text); m !== null; digit.lastIndex = scanned, m = digit.exec(text)) {
    let start = m.index
    while (start > scanned && isTokenChar(text.charCodeAt(start - 1))) start--
    let end = m.index + 1
    while (end < text.length && isTokenChar(text.charCodeAt(end))) end++
    scanned = end
    if (tokens.length >= maxHits) break
    if (end - start <= maxToken) tokens.push({ start, end })
  }
  return tokens
}

// FIR No. 0871/2024, policy no. 3001/123456789/00/000: digits joined by slashes, only after a label
const slashed = /(?<![\w@.\/-])\d+(?:\/\d+)+(?![\w@\/])/g
const idKinds = { case: 'caseIds', policy: 'policyNumbers', order: 'orderNumbers' } as const
const idKindOf = (label: Label): ReferenceKind | undefined =>
  label.kind === 'case' || label.kind === 'policy' || label.kind === 'order' ? idKinds[label.kind] : undefined
const isDate = (s: string): boolean => /^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(s)
// "for 2024/25": a financial or assessment year, not an id, when the label is not right in front
const isYearPair = (s: string): boolean => /^(?:19|20)\d{2}\/\d{2}(?:\d{2})?$/.test(s)
const digitCount = (s: string): number => s.replace(/\D/g, '').length
// "Case No. 4471 of 2024": the court and police way of writing a number and its year
const ofYear = /(?<![\w@.\/-])\d{3,7}\s{1,3}of\s{1,3}(?:19|20)\d{2}(?![\w@\/])/gi
// "EZ 123 456 789 IN": a postal (UPU S10) tracking number written in groups
const spacedPostal = /(?<![\w@.\/-])[A-Z]{2} ?\d{3} ?\d{3} ?\d{3} ?[A-Z]{2}(?![\w@\/])/g

// "PNB-EMP-22817", "CBI/OFFICER/4471": a segment that says the id is a staff member's, the sender's own;
// "DEB-CAND-7712", "PPK-REG-8841", "SAF-AGR-2026-0418": one that says it is the place the scheme gave
// the victim (a candidate's, a member's, a user's, a registration with it, its agreement), no case either
const staffSegment = /(?:^|[/_-])(?:EMP|EMPID|EMPLOYEE|STAFF|BADGE|AGENT|AGT|AG|OFFICER|EXEC|EXECUTIVE|TCH|TECHNICIAN)(?:[/_-]|\d|$)/i
// "NIA-OFF-7719", "CBI-INSP-4408", "KP-SI-30418": a rank after the agency's initials is the staff id of
// one who holds it. Only after a first segment: at the head a rank's initials name the office that
// filed the case ("DSP/ICI/2026/50731", "DCP/CYB/…"), and DSP, DCP or HC (a High Court) stay out
const rankSegment = /[/_-](?:OFF|OFFR|OFFCR|INSP|INSPR|INSPECTOR|SI|ASI|SHO|CONST|CONSTABLE|HAV|HAVILDAR)(?:[/_-]|\d|$)/i
// An Indian Army officer's personal number: the commission's letters, five digits and a check letter
// ("IC-78451K", "SS-43120M"), the number on the army id card an impersonated officer shows
const armyNumber = /^(?:IC|SS|JC|MR|MS)-?\d{4,6}[A-Z]$/
// a tutor's or an artist's profile the scheme gives the victim ("VST-TUT-6610", "SDS-ART-2291") is theirs too, as a
// technician's id ("JNF-TCH-7741") or an agent's by its AG segment ("SIMD-AG-4471") is the sender's own; so are
// a merchant id the victim's shop was given ("MID-TN-330918") and an investor id ("…-INVESTOR-…")
const enrolmentSegment = /(?:^|[/_-])(?:CAND|CANDIDATE|MEM|MBR|MEMBER|USR|USER|REG|AGR|AGMT|AGREEMENT|CONTRACT|TUT|TUTOR|ART|ARTIST|MID|MERCHANT|INVESTOR)(?:[/_-]|\d|$)/i

/**
 * Ids whose shape says whose they are, never a case: a PAN's shape (`ABCDE1234F`, a PAN or a
 * placeholder for one), a SEBI intermediary's registration (`IN` + the kind of intermediary +
 * nine digits: INA adviser, INH research analyst, INZ broker, INP portfolio manager, INM merchant banker)
 * and an army officer's personal number (`IC-78451K`), which name the person claiming them; an id
 * with a segment naming staff (`EMP`, `BADGE`, `AGENT`) or a rank (`OFF`, `INSP`, `SI`); and one
 * with a segment naming the victim's enrolment in the scheme (`CAND`, `MEM`, `REG`, `AGR`).
 */
const isPersonalId = (t: string): boolean =>
  /^[A-Za-z]{5}\d{4}[A-Za-z]$/.test(t) ||
  /^IN[ABHMPRZ]\d{9}$/.test(t) ||
  armyNumber.test(t) ||
  staffSegment.test(t) ||
  rankSegment.test(t) ||
  enrolmentSegment.test(t)

// "Order ref OMB/DEL/2026/3304": an office's initials and the year between slashes are how courts,
// ombudsmen and police number a ruling or a file; a purchase is never numbered so, so after the
// word "order" itself (not a consignment's or a shipment's label) such an id is the order a body
// passed, a case reference
const filedByYear = /^[A-Za-z][A-Za-z0-9]*(?:\/[A-Za-z0-9]+)*\/(?:19|20)\d{2}\/\d{3,}$/

/** Postal (UPU S10) tracking numbers and marketplace order ids have a shape of their own. */
const orderShapes = [/^[A-Z]{2}\d{9}[A-Z]{2}$/, /^OD\d{12,}$/]
const defaultKind = (t: string): ReferenceKind => (orderShapes.some((s) => s.test(t)) ? 'orderNumbers' : 'caseIds')

/** A token without a romanised case ending (`50100234567812-ku`, `MH-4471-la`): lower-case letters after a hyphen on an id in capitals. */
const withoutCaseEnding = (t: string): string => {
  const m = /^(.*\d)-[a-z]{1,4}$/.exec(t)
  return m !== null && !/[a-z]/.test(m[1] ?? '') ? (m[1] ?? t) : t
}

/** Letters and digits, single separators, at least one letter (pure digits are number runs). */
const isToken = (t: string): boolean => /^[A-Za-z0-9]+(?:[/_-][A-Za-z0-9]+)*$/.test(t) && /[A-Za-z]/.test(t)

/**
 * Four digits or more, six characters or more, and either separators or letters then digits;
 * right after an order, policy or case label any mix will do ("88451277IN", "MH01AB12345678").
 */
const looksLikeId = (t: string, labelled: boolean): boolean => {
  if (digitCount(t) < 4 || t.length < 6) return false
  // "A/c XX4521", "X4521": a masked account shows its last few digits, not a reference; one X
  // before a full number ("AWB X71184420931") is a courier's series letter
  if (/^[Xx]{2,}\d+$/.test(t) || /^[Xx]\d{1,6}$/.test(t)) return false
  if (labelled || /[/_-]/.test(t)) return true
  return /^[A-Za-z]{1,6}\d{4,}[A-Za-z0-9]*$/.test(t)
}

const kindOf = (t: string, label: Label | undefined, tight: boolean): ReferenceKind | 'none' => {
  if (isPersonalId(t)) return 'none'
  switch (label?.kind) {
    case 'order':
      return 'orderNumbers'
    case 'policy':
      return 'policyNumbers'
    case 'transaction':
      return 'none'
    case 'account':
      // "Your account FXT-MT5-5571902", "account number ANX-ACC-77104": the victim's account on the platform
      return tight ? 'none' : defaultKind(t)
    case 'void':
    case 'identity':
      // "employee ID SBI-EMP-4421", "use code DIWALI2024": an id, but not a reference to report
      return tight ? 'none' : defaultKind(t)
    default:
      return defaultKind(t)
  }
}

/**
 * Case, policy and order references written as ids, by the label before them (order, AWB,
 * tracking, PNR, invoice; policy; anything else, or nothing, is a case or complaint reference).
 * Ids in lower case count only right after a label; UTR and transaction ids are claimed unreported.
 */
export const findReferenceIds = (text: string, labels: readonly Label[]): ReferenceHit[] => {
  const hits: ReferenceHit[] = []
  const push = (m: RegExpExecArray, kind: ReferenceKind): void => {
    hits.push({ start: m.index, end: m.index + m[0].length, kind, value: m[0] })
  }
  for (const m of matchesOf(spacedPostal, text, maxHits)) if (m[0].includes(' ')) push(m, 'orderNumbers')
  for (const { start, end } of digitTokens(text)) {
    // "PTM-CB-220871-ஐ", "MH-4471-ku": a case ending hyphenated on, in its script or romanised
    const t = withoutCaseEnding(text.slice(start, end)).replace(/[/_-]+$/, '')
    if (/[\w@.]/.test(text[start - 1] ?? '') || /[\w@]/.test(text[end] ?? '') || !isToken(t)) continue
    const label = labelBefore(labels, start)
    const tight = label !== undefined && isTight(text, label, start)
    if (!looksLikeId(t, tight && idKindOf(label) !== undefined)) continue
    if (t !== t.toUpperCase() && !(tight && label?.kind !== 'void')) continue
    const ruling = label?.kind === 'order' && filedByYear.test(t) && /^order\b/i.test(text.slice(label.start, label.end))
    hits.push({ start, end: start + t.length, kind: ruling ? 'caseIds' : kindOf(t, label, tight), value: t })
  }
  for (const re of [slashed, ofYear]) {
    for (const m of matchesOf(re, text, maxHits)) {
      const label = labelBefore(labels, m.index)
      const kind = label === undefined ? undefined : idKindOf(label)
      if (label === undefined || kind === undefined || isDate(m[0])) continue
      // further from its label a slashed number must be long and not a year pair; "of 2024" only right after it
      const near = isTight(text, label, m.index)
      if (near || (re === slashed && digitCount(m[0]) >= 5 && !isYearPair(m[0]))) push(m, kind)
    }
  }
  return hits
}
