import { parse } from 'tldts'
import { officialDomains, officialSuffixes } from './data/official-domains.js'
import {
  impersonatedBrands, lookalikeSwaps, offPlatformHosts, phishingWords, shortenerDomains, suspiciousSuffixes,
} from './data/link-indicators.js'

/**
 * `official`: a bank's, regulator's, government or big brand's own site, never reported.
 * `suspicious`: a shortener, chat invite, IP host, punycode, a top-level domain phishing kits favour,
 * a lookalike, a borrowed brand or phishing words in the host.
 * `unknown`: a real domain with none of those signs.
 */
export type LinkVerdict = 'official' | 'suspicious' | 'unknown'

const words = new Set(phishingWords)
const brands = new Set(impersonatedBrands)
const longBrands = impersonatedBrands.filter((b) => b.length >= 4)
const swapPattern = new RegExp(Object.keys(lookalikeSwaps).map((k) => k.replace(/[$]/g, '\\$')).join('|'), 'g')
const unswap = (s: string): string => s.replace(swapPattern, (m) => lookalikeSwaps[m] ?? m)

const hasSuffix = (host: string, suffixes: Iterable<string>): boolean => {
  for (const s of suffixes) if (host === s || host.endsWith('.' + s)) return true
  return false
}

/** Host parts split on dots and hyphens, without the public suffix: `sbi-kyc.update.in` -> sbi, kyc, update. */
const hostParts = (hostname: string, publicSuffix: string | null): string[] => {
  const bare = publicSuffix && hostname.endsWith('.' + publicSuffix) ? hostname.slice(0, -publicSuffix.length - 1) : hostname
  return bare.split(/[.-]/).filter((p) => p !== '' && p !== 'www')
}

const borrowsBrand = (parts: readonly string[]): boolean =>
  parts.some((p) => brands.has(p) || longBrands.some((b) => p.includes(b)))

const looksAlike = (parts: readonly string[]): boolean =>
  parts.some((p) => /[013457-9@$]|rn|vv/.test(p) && !/^\d+$/.test(p) && borrowsBrand([unswap(p)]))

/** Judges a URL or bare host (`https://x.in/a`, `x.in`). Never throws. */
export const judgeLink = (link: string): LinkVerdict => {
  const p = parse(link.toLowerCase())
  const host = p.hostname
  if (!host) return 'unknown'
  if (p.isIp) return 'suspicious'
  const domain = p.domain ?? host
  // before the official check: a page on sites.google.com is anyone's page
  if (hasSuffix(host, offPlatformHosts)) return 'suspicious'
  if (officialDomains.has(domain) || officialDomains.has(host) || (p.publicSuffix && officialSuffixes.has(p.publicSuffix))) {
    return 'official'
  }
  if (shortenerDomains.has(domain) || shortenerDomains.has(host)) return 'suspicious'
  if (host.includes('xn--') || hasSuffix(host, suspiciousSuffixes)) return 'suspicious'
  const parts = hostParts(host, p.publicSuffix)
  if (borrowsBrand(parts) || looksAlike(parts) || parts.some((x) => words.has(x))) return 'suspicious'
  return 'unknown'
}

/** Whether a host is a shortener or chat/file service, which only means something with a path. */
export const isBareService = (host: string): boolean => {
  const p = parse(host.toLowerCase())
  const name = p.hostname ?? ''
  return shortenerDomains.has(p.domain ?? name) || shortenerDomains.has(name) || hasSuffix(name, offPlatformHosts)
}
