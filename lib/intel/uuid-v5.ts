import { createHash } from 'node:crypto'

/** The namespace STIX 2.1 fixes for deterministic cyber-observable ids (section 2.9). */
export const STIX_NAMESPACE = '00abedb4-aa42-466c-9c01-fed23315a9b7'
/** This service's namespace for the ids of the objects it makes from a value (indicators and the like). */
export const HONEYPOT_NAMESPACE = '5b1c7a52-3f0e-4c3e-9a55-6f1d2f6e8c41'

/** RFC 4122 version 5 (SHA-1, name-based): the same name in the same namespace gives the same id. */
export const uuidV5 = (namespace: string, name: string): string => {
  const ns = Buffer.from(namespace.replaceAll('-', ''), 'hex')
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const h = hash.subarray(0, 16).toString('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`
}
