import { validate as isBitcoinAddress } from 'bitcoin-address-validation'
import { isEthAddress } from './eth-checksum.js'
import type { Span } from './spans.js'
import { isTronAddress } from './tron-address.js'

export type WalletHit = Span & { readonly value: string }

const maxHits = 128
const minLength = 26
const maxLength = 90

const isAlnum = (c: number): boolean => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)

const isWallet = (s: string): boolean => {
  if (/^0x[0-9a-fA-F]{40}$/.test(s)) return isEthAddress(s)
  if (/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(s)) return isTronAddress(s)
  if (/^(?:[bB][cC]1[02-9ac-hj-np-zAC-HJ-NP-Z]{11,87}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/.test(s)) return isBitcoinAddress(s)
  return false
}

/**
 * BTC (legacy, P2SH, bech32), ETH (EIP-55) and Tron addresses whose checksums hold. Addresses
 * are whole alphanumeric words of 26 to 90 characters, found by one pass over the characters.
 */
export const findCryptoWallets = (text: string): WalletHit[] => {
  const hits: WalletHit[] = []
  const n = text.length
  for (let i = 0; i < n && hits.length < maxHits; ) {
    if (!isAlnum(text.charCodeAt(i))) {
      i++
      continue
    }
    let end = i + 1
    while (end < n && isAlnum(text.charCodeAt(end))) end++
    if (end - i >= minLength && end - i <= maxLength) {
      const value = text.slice(i, end)
      if (isWallet(value)) hits.push({ start: i, end, value })
    }
    i = end
  }
  return hits
}
