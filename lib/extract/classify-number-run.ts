import { bareRefs, contextLabels } from './data/context-labels.js'
import { isTight, labelAfter, labelBefore, type Label } from './labels.js'
import type { NumberRun } from './find-number-runs.js'
import { isPhoneShaped, isServiceNumber, type PhoneReader } from './phone-number.js'
import type { Span } from './spans.js'
import { uniqueValues } from './unique-values.js'
import { isVerhoeffValid } from './verhoeff.js'

export type NumberKind = 'phoneNumbers' | 'bankAccounts' | 'aadhaarNumbers' | 'caseIds' | 'policyNumbers' | 'orderNumbers'

/**
 * What a run of digits turned out to be; `none` claims it without reporting (an OTP, a card
 * number); `aadhaarLead` claims a number said to be an Aadhaar whose check digit fails: not
 * evidence, but a lead for the notes.
 */
export type NumberFinding = { readonly kind: NumberKind | 'none' | 'aadhaarLead'; readonly values: readonly string[] }

export type NumberContext = {
  readonly text: string
  readonly labels: readonly Label[]
  readonly ifscCodes: readonly Span[]
  readonly mentionsAadhaar: boolean
  readonly readPhone: PhoneReader
}

const none: NumberFinding = { kind: 'none', values: [] }
const idKinds = { order: 'orderNumbers', policy: 'policyNumbers', case: 'caseIds' } as const
const idKindOf = (label: Label): NumberKind | undefined =>
  label.kind === 'order' || label.kind === 'policy' || label.kind === 'case' ? idKinds[label.kind] : undefined

const isAccountLength = (digits: string): boolean => digits.length >= 9 && digits.length <= 18
const bare = new Set(bareRefs)
// "Ref No 416512349876": twelve digits after a bare "ref" are a bank's UPI/IMPS reference (RRN)
const isBankReference = (ctx: NumberContext, label: Label, digits: string): boolean =>
  digits.length === 12 && bare.has(ctx.text.slice(label.start, label.end).toLowerCase().replace(/\s+/g, ' '))
/** Fewest digits read as a number; an order, policy or case label right in front vouches for five ("ticket #44718"). */
const minDigits = 6
const minLabelledDigits = 5
const isAadhaarShape = (digits: string): boolean => digits.length === 12 && /^[2-9]/.test(digits)
/** Three groups of four digits, as an Aadhaar card and letter print the number. */
const isPrintedAadhaar = (groups: readonly string[]): boolean => groups.length === 3 && groups.every((g) => g.length === 4)
const isAadhaarGrouping = (groups: readonly string[]): boolean => groups.length === 1 || isPrintedAadhaar(groups)
const ifscNear = (ifsc: readonly Span[], start: number, end: number): boolean =>
  ifsc.some((s) => (s.start >= end && s.start - end <= 48) || (s.end <= start && start - s.end <= 48))
/** An IFSC right after the number ("7024118830 IFSC APGB0007024"): the two are written as one bank detail. */
const ifscRightAfter = (ifsc: readonly Span[], end: number): boolean => ifsc.some((s) => s.start >= end && s.start - end <= 16)

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
const endsInAccount = new RegExp(`(?:${contextLabels.account.map(escape).join('|')})$`, 'iu')
/**
 * "billing account 7702918845, IFSC YESB0000218": an account qualified as a utility's or a
 * platform's (a `void` label ending in the account word) is still a bank account when a bank's
 * IFSC stands beside its number: the money goes to a bank.
 */
const isHeldAtBank = (ctx: NumberContext, label: Label | undefined, digits: string, start: number, end: number): boolean =>
  label?.kind === 'void' &&
  isAccountLength(digits) &&
  ifscNear(ctx.ifscCodes, start, end) &&
  endsInAccount.test(ctx.text.slice(label.start, label.end))

/** The reading of groups `from`..`to` of a run, or undefined when they make no sense together. */
const interpret = (ctx: NumberContext, run: NumberRun, from: number, to: number): NumberFinding | undefined => {
  const groups = run.groups.slice(from, to)
  const digits = groups.map((g) => g.digits).join('')
  if (digits.length < minLabelledDigits || digits.length > 24) return undefined
  const start = from === 0 ? run.start : (groups[0]?.start ?? run.start)
  const end = groups[groups.length - 1]?.end ?? run.end
  const surface = ctx.text.slice(start, end)
  const plus = from === 0 && run.plus
  const label = labelBefore(ctx.labels, start)
  const tight = label !== undefined && isTight(ctx.text, label, start)
  if (digits.length < minDigits) {
    const kind = tight ? idKindOf(label) : undefined
    return kind === undefined ? undefined : { kind, values: [surface] }
  }
  // a toll-free helpline is claimed, so no piece of it is read as anything else
  if (!plus && isServiceNumber(digits)) return none
  const account = { kind: 'bankAccounts', values: uniqueValues([surface, digits]) } as const
  const aadhaar = { kind: 'aadhaarNumbers', values: uniqueValues([surface, digits]) } as const
  if (isHeldAtBank(ctx, label, digits, start, end)) return account

  const phone = ctx.readPhone(digits, groups.map((g) => g.digits), plus)
  if (phone !== undefined) {
    const asPhone = { kind: 'phoneNumbers', values: uniqueValues([surface, phone.e164, phone.national ?? '']) } as const
    // a phone-shaped number is a phone unless a label right in front says otherwise ("A/c 8745120036"),
    // or its IFSC follows it: a phone is not written with a branch code. That holds with an account
    // named before it ("బ్యాంక్ ఖాతా కూడా ఉంది: 7024118830 IFSC …"), with no label of its own in front
    // or only the payment ("visa stamping ku, 6230118854, IFSC IDIB000T112", "పంపండి, 9876501234, IFSC …"),
    // or with any label further back; never after the word for a phone itself;
    // a `+` number the library knows is a phone whatever the label, one of merely possible length is not
    const ifscMayOwn = label === undefined || !tight || label.kind === 'account' || label.kind === 'payment'
    if (!plus && ifscMayOwn && label?.kind !== 'phone' && isAccountLength(digits) && ifscRightAfter(ctx.ifscCodes, end)) return account
    if ((plus && phone.valid) || !tight || label === undefined) return asPhone
    switch (label.kind) {
      case 'account':
        return isAccountLength(digits) ? account : asPhone
      case 'void':
      case 'transaction':
        return none
      case 'order':
      case 'policy':
      case 'case':
        return { kind: idKinds[label.kind], values: [surface] }
      default:
        return asPhone
    }
  }
  if (plus) return undefined
  // "code", "card", "ref", "ID" further back are too common to veto a number they do not stand next to
  const vetoes = label !== undefined && (label.kind === 'void' || label.kind === 'identity' || label.kind === 'transaction')
  const reading = vetoes && !tight ? undefined : label
  // a case or order named further back does not own a number its IFSC follows ("जुर्माना … 6012004573381 (IFSC …)")
  const idFurtherBack = !tight && (reading?.kind === 'case' || reading?.kind === 'order' || reading?.kind === 'policy')
  if (idFurtherBack && isAccountLength(digits) && ifscRightAfter(ctx.ifscCodes, end)) return account
  switch (reading?.kind) {
    case 'account':
    case 'payment':
      return isAccountLength(digits) ? account : undefined
    case 'aadhaar':
      // an Aadhaar's last digit is a Verhoeff check digit: one that fails is not an Aadhaar, whatever
      // the label says, but what the scammer claimed is kept as a lead (and never read as an account)
      if (!isAadhaarShape(digits)) return undefined
      return isVerhoeffValid(digits) ? aadhaar : { kind: 'aadhaarLead', values: [surface] }
    case 'void':
    case 'identity': {
      // "Aadhaar card number …", "आधार (ID: …)": in a message about Aadhaar, a card or ID number
      // whose check digit holds is the Aadhaar itself
      const grouping = groups.map((g) => g.digits)
      const isAadhaar = ctx.mentionsAadhaar && isAadhaarShape(digits) && isAadhaarGrouping(grouping) && isVerhoeffValid(digits)
      return isAadhaar ? aadhaar : none
    }
    case 'transaction':
      return none
    case 'case':
      return isBankReference(ctx, reading, digits) ? none : { kind: idKinds[reading.kind], values: [surface] }
    case 'order':
    case 'policy':
      return { kind: idKinds[reading.kind], values: [surface] }
    case 'phone':
      return undefined
    case undefined: {
      const grouping = groups.map((g) => g.digits)
      // the check digit holds, and the message speaks of Aadhaar or the number is written as the
      // card prints it (a reply to an earlier "tell me your Aadhaar" often is just the number)
      const likeAadhaar = isPrintedAadhaar(grouping) || (ctx.mentionsAadhaar && isAadhaarGrouping(grouping))
      if (isAadhaarShape(digits) && likeAadhaar && isVerhoeffValid(digits)) return aadhaar
      const after = labelAfter(ctx.labels, end, 24)
      if (isAccountLength(digits) && (ifscNear(ctx.ifscCodes, start, end) || after?.kind === 'account')) return account
      return undefined
    }
  }
}

/**
 * Whether `interpret` could name anything in groups `from`..`to` of a run: a length it reads, and
 * a label or an IFSC code near, an Aadhaar mention, or a phone's shape. Checked before a reading
 * is charged to the budget, so a megabyte of bare digits does not use up the readings that a
 * phone at its end needs. What does not depend on the span is found once per run, and the digit
 * counts are prefix sums, so a span with no label near costs a few additions.
 */
const readableSpans = (ctx: NumberContext, run: NumberRun): ((from: number, to: number) => boolean) => {
  const sums = [0]
  for (const g of run.groups) sums.push((sums[sums.length - 1] ?? 0) + g.digits.length)
  // no label lies inside a run of digits: one near any span is near the run's start or end
  const labelled =
    ctx.mentionsAadhaar ||
    labelBefore(ctx.labels, run.start) !== undefined ||
    labelBefore(ctx.labels, run.end) !== undefined ||
    labelAfter(ctx.labels, run.start, run.end - run.start + 24) !== undefined
  return (from, to) => {
    const length = (sums[to] ?? 0) - (sums[from] ?? 0)
    if (length < minLabelledDigits || length > 24) return false
    if (labelled) return true
    const start = from === 0 ? run.start : (run.groups[from]?.start ?? run.start)
    const end = run.groups[to - 1]?.end ?? run.end
    if (length >= 9 && length <= 18 && ctx.ifscCodes.length > 0 && ifscNear(ctx.ifscCodes, start, end)) return true
    const plus = from === 0 && run.plus
    // a phone has 8 to 15 digits after a `+`, 10 to 14 without: only those are worth a join
    if (length < (plus ? 8 : 10) || length > (plus ? 15 : 14)) return false
    const groups = run.groups.slice(from, to).map((g) => g.digits)
    const digits = groups.join('')
    return isPhoneShaped(digits, groups, plus) || (!plus && (isServiceNumber(digits) || isPrintedAadhaar(groups)))
  }
}

/** Longest group span tried when a run has to be split ("call 9876543210 9123456780"). */
const maxGroups = 10

/**
 * What a run of digits holds: first read whole, then, if that makes no sense, split greedily
 * into the longest readable pieces. `budget.left` bounds the readings tried per message.
 */
export const classifyNumberRun = (ctx: NumberContext, run: NumberRun, budget: { left: number }): NumberFinding[] => {
  const n = run.groups.length
  const mayName = readableSpans(ctx, run)
  const attempt = (from: number, to: number): NumberFinding | undefined =>
    mayName(from, to) && budget.left-- > 0 ? interpret(ctx, run, from, to) : undefined
  const whole = n <= maxGroups ? attempt(0, n) : undefined
  if (whole !== undefined) return [whole]
  // "+1 (800) 123-4567" that fails validation is not an Indian mobile from its last ten digits
  if (run.plus) return []
  const found: NumberFinding[] = []
  for (let i = 0; i < n && budget.left > 0; ) {
    let step = 1
    for (let len = Math.min(maxGroups, n - i); len >= 1; len--) {
      if (i === 0 && len === n) continue
      const piece = attempt(i, i + len)
      if (piece !== undefined) {
        found.push(piece)
        step = len
        break
      }
    }
    i += step
  }
  return found
}
