import { keccak_256 } from '@noble/hashes/sha3.js'

const hex = (bytes: Uint8Array): string => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** The EIP-55 mixed-case form of a `0x` + 40 hex address. */
export const toChecksumAddress = (address: string): string => {
  const lower = address.slice(2).toLowerCase()
  const hash = hex(keccak_256(new TextEncoder().encode(lower)))
  let out = '0x'
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i] ?? ''
    out += parseInt(hash[i] ?? '0', 16) >= 8 ? c.toUpperCase() : c
  }
  return out
}

/**
 * Whether an Ethereum address is well formed: all one case (no checksum written) or mixed case
 * that matches its EIP-55 checksum. A mistyped mixed-case address fails.
 */
export const isEthAddress = (address: string): boolean => {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false
  const body = address.slice(2)
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true
  return toChecksumAddress(address) === address
}
