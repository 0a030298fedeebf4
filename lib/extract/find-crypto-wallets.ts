import { validate as isBitcoinAddress } from 'bitcoin-address-validation'
import { isEthAddress } from './eth-checksum.js'
import type { Span } from './spans.js'
import { isTronAddress } from './tron-address.js'
import { isAsciiAlnum } from './phrase-scanner.js'

/** A wallet address; `valid` false when it has an address's shape but its checksum fails (a lead, not evidence). */
export type WalletHit = Span & { readonly value: string; readonly valid: boolean }

const maxHits = 128
const minLength = 26
const maxLength = 90


// Base58 addresses mix both cases and digits; a word of one case (an id, a shouted word) is no address.
const looksEncoded = (s: string): boolean => /[a-z]/.test(s) && /[A-Z]/.test(s) && /\d/.test(s.slice(1))

/** Whether `s` has the shape of a BTC, ETH or Tron address (undefined when not) and whether its checksum holds. */
const judgeWallet = (s: string): boolean | undefined => {
  if (/^0x[0-9a-fA-F]{40}$/.test(s)) return isEthAddress(s)
  if (/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(s)) return isTronAddress(s) || (looksEncoded(s) ? false : undefined)
  if (/^[bB][cC]1[02-9ac-hj-np-zAC-HJ-NP-Z]{11,87}$/.test(s)) return isBitcoinAddress(s) || (/\d/.test(s.slice(3)) ? false : undefined)
  if (/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(s)) return isBitcoinAddress(s) || (looksEncoded(s) ? false : undefined)
  return undefined
}

/**
 * BTC (legacy, P2SH, bech32), ETH (EIP-55) and Tron addresses, `valid` when their checksums hold.
 * Addresses are whole alphanumeric words of 26 to 90 characters, found by one pass over the characters.
 */
export const findCryptoWallets = (text: string): WalletHit[] => {
  const hits: WalletHit[] = []
  const n = text.length
  for (let i = 0; i < n && hits.length < maxHits; ) {
    if (!isAsciiAlnum(text.charCodeAt(i))) {
      i++
      continue
    }
    let end = i + 1
    while (end < n && isAsciiAlnum(text.charCodeAt(end))) end++
    if (end - i >= minLength && end - i <= maxLength) {
      const value = text.slice(i, end)
      const valid = judgeWallet(value)
      if (valid !== undefined) hits.push({ start: i, end, value, valid })
    }
    i = end
  }
  return hits
}
