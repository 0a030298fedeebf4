import type { ScamType } from '../../scam-type.js'
import type { DialogueState } from '../state/dialogue-state.js'
import type { AskKind, Demand, Feint } from '../vocabulary.js'
import { payees } from './ask-plan.js'

/** A pretended attempt and the details the scammer must give for the next one. */
export type Obstacle = { readonly feint: Feint; readonly needs: ReadonlyArray<AskKind> }

export type FeintInput = {
  readonly demand: Demand
  readonly scamType: ScamType
  readonly state: DialogueState
  readonly given: (kind: AskKind) => boolean
  /** Whether this message spoke of a link it did not send ("pay through our quick-pay link"). */
  readonly linkNamed?: boolean
}

/**
 * What the persona pretends to have done about the scammer's standing demand, moving one step
 * along each time so the scammer feels progress: it opens the app and asks where to pay; the UPI
 * id "shows invalid", so an account and IFSC are needed; the bank "asks who the beneficiary is";
 * the OTP "has not come"; the link "shows an error". Each step needs a detail the scammer has
 * not given yet; nothing is ever actually paid, typed or shared.
 */
export const chooseFeint = ({ demand, scamType, state, given, linkNamed = false }: FeintInput): Obstacle | null => {
  const done = (f: Feint): boolean => state.feigned.some((r) => r.feint === f)
  const missing = (...kinds: ReadonlyArray<AskKind>): ReadonlyArray<AskKind> => kinds.filter((k) => !given(k))
  switch (demand) {
    case 'otp':
      if (!done('otpNotCome')) return { feint: 'otpNotCome', needs: missing('phone', 'link', 'caseId') }
      if (given('phone') && !done('callFailed')) return { feint: 'callFailed', needs: missing('email', 'caseId') }
      return { feint: 'otpNotCome', needs: missing('link', 'caseId', 'email') }
    case 'payment':
    case 'transfer': {
      // How this scam takes money; a transfer can always go to an account.
      const ways: ReadonlyArray<AskKind> = [...new Set([...(payees[scamType] ?? ['upi']), ...(demand === 'transfer' ? ['account' as const] : [])])]
      const payee = ways.find((k) => given(k))
      // Not knowing where the money goes, the persona asks for both ways it could send it ("the UPI
      // id? or the account number?"): the scammer answers with the one he has.
      // Told to pay "through our link" with no link given, it asks for the link first.
      if (payee === undefined) {
        const viaLink = (state.demandsSeen.includes('click') || linkNamed) && !given('link')
        return { feint: 'trying', needs: viaLink ? ['link', ...ways.slice(0, 1)] : ways.slice(0, 2) }
      }
      // A wallet is where crypto goes: the transfer "fails", and nothing but a way to reach him is
      // asked, since asking for a UPI id after the wallet reads as not having listened.
      if (payee === 'wallet') {
        if (!done('paymentFailed')) return { feint: 'paymentFailed', needs: missing('phone', 'link') }
        if (!done('wentToBank')) return { feint: 'wentToBank', needs: missing('phone', 'email') }
        return { feint: 'paymentFailed', needs: missing('phone', 'email', 'link') }
      }
      // The persona asks for another way to pay only if the scammer has not already passed that
      // question over twice: a third "is there a UPI id?" after he kept giving the account reads as
      // not listening.
      const passedOver = (k: AskKind): boolean => state.asks.filter((a) => a.kind === k).length >= 2
      if (given('upi') && !given('account') && !done('upiInvalid')) return { feint: 'upiInvalid', needs: ['account', ...missing('ifsc')] }
      if (given('account') && !given('ifsc') && !done('bankNeedsIfsc')) return { feint: 'bankNeedsIfsc', needs: ['ifsc'] }
      if (given('account') && !given('beneficiary') && !done('bankAsksBeneficiary')) return { feint: 'bankAsksBeneficiary', needs: ['beneficiary'] }
      if (!given('upi') && ways.includes('upi') && !passedOver('upi') && !done('paymentFailed')) return { feint: 'paymentFailed', needs: ['upi'] }
      if (!done('wentToBank')) return { feint: 'wentToBank', needs: missing('caseId', 'phone', 'email') }
      return { feint: 'paymentFailed', needs: missing(...ways.filter((k) => !passedOver(k)), 'email', 'phone') }
    }
    case 'click':
      if (!given('link')) return { feint: 'trying', needs: ['link'] }
      if (!done('linkError')) return { feint: 'linkError', needs: missing('phone', 'email') }
      return { feint: 'linkError', needs: missing('email', 'phone', 'caseId') }
    case 'install':
      // Not found in the store, the app is asked for as a link to it: the link is evidence, a
      // store name is not, and a scammer's own app is seldom in the store.
      if (!given('app') && !given('link')) return { feint: 'appNotFound', needs: ['link'] }
      if (!done('appNotFound')) return { feint: 'appNotFound', needs: missing('link', 'phone') }
      return { feint: 'trying', needs: missing('phone', 'email') }
    case 'personalData':
      return { feint: 'documentsAway', needs: missing('email', 'phone') }
    case 'videoCall':
      return { feint: 'cameraBroken', needs: missing('phone', 'email') }
    case 'callBack':
      if (!given('phone')) return null
      return done('callFailed') ? null : { feint: 'callFailed', needs: missing('email') }
  }
}
