import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (s: string): Buffer => createHash('sha256').update(s).digest()

/** Compares a presented key with the service's in constant time, whatever their lengths. */
export const apiKeyMatches = (expected: string) => {
  const want = digest(expected)
  return (presented: string | undefined): boolean =>
    presented !== undefined && timingSafeEqual(digest(presented), want)
}
