import { sha256 } from '@noble/hashes/sha2.js'
import { base58check } from '@scure/base'

const codec = base58check(sha256)

/** A Tron address: base58check of 21 bytes whose first byte is the 0x41 network prefix. */
export const isTronAddress = (address: string): boolean => {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false
  try {
    const bytes = codec.decode(address)
    return bytes.length === 21 && bytes[0] === 0x41
  } catch {
    return false
  }
}
