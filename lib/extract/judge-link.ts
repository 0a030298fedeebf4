import { parse } from 'tldts'
import { officialDomains, officialSuffixes } from './data/official-domains.js'
import {
  impersonatedBrands, lookalikeSwaps, offPlatformHosts, pathWords, payloadExtensions, phishingWords, shortenerDomains,
  shortenerSuffixes, suspiciousSuffixes,
} from './data/link-indicators.js'

/**
 * `official`: a bank's, regulator's, government or big brand's own site, never reported.
 * `suspicious`: what the link is gives it away: a shortener, a chat invite or free host, an IP
 * host, punycode, a top-level domain phishing kits favour, a digit-for-letter lookalike of a
 * brand, a brand or phishing words combined into someone else's host (or a brand spelt across its
 * hyphens), a registered name strung from three words or more, a path that asks for credentials,
 * payment or an application, or a file to install or open.
 * `unknown`: a real site with none of those signs (a company's own home page, say), not reported
 * however scammy the message that cites it: a link is phishing for what it is.
 */
export type LinkVerdict = 'official' | 'suspicious' | 'unknown'

const words = new Set(phishingWords)
const brands = new Set(impersonatedBrands)
const longBrands = impersonatedBrands.filter((b) => b.length >= 4)
const longWords = phishingWords.filter((w) => w.length >= 5)
const inPath = new Set(pathWords)
const payloads = new Set(payloadExtensions)
const swapPattern = new RegExp(Object.keys(lookalikeSwaps).map((k) => k.replace(/[$]/g, '\\$')).join('|'), 'g')
const unswap = (s: string): string => s.replace(swapPattern, (m) => lookalikeSwaps[m] ?? m)

const hasSuffix = (host: string, suffixes: Iterable<string>): boolean => {
  for (const s of suffixes) if (host === s || host.endsWith('.' + s)) return true
  return false
}

/**
 * Host parts split on dots, hyphens and letter-digit boundaries, without the public suffix:
 * `sbi-kyc.update.in` -> sbi, kyc, update; `itd-notice148.in` -> itd, notice, 148.
 */
const hostParts = (hostname: string, publicSuffix: string | null): string[] => {
  const bare = publicSuffix && hostname.endsWith('.' + publicSuffix) ? hostname.slice(0, -publicSuffix.length - 1) : hostname
  return bare.split(/[.-]|(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])/).filter((p) => p !== '' && p !== 'www')
}

/**
 * A brand or a phishing word in someone else's host. One part alone is a site's own name
 * (`anydesk.com`, `tatacapital.com`): it takes a second part beside it (`sbi-kyc`, `amazon.in.claim-now`),
 * or a brand fused with a phishing word (`sbionlineupdate`), to borrow a name.
 */
const borrowsName = (parts: readonly string[]): boolean => {
  if (parts.length >= 2 && parts.some((p) => brands.has(p) || words.has(p))) return true
  if (parts.length >= 2 && parts.some((p) => longBrands.some((b) => p.includes(b) && p !== b))) return true
  return parts.some((p) => longBrands.some((b) => p.includes(b)) && longWords.some((w) => p.includes(w)))
}

/** A brand spelt across hyphens in someone else's host (`bajaj-finserv-offers.in`, `star-health-claim.in`). */
const splitsBrand = (parts: readonly string[]): boolean =>
  parts.some((_, i) => parts.slice(i + 1, i + 3).some((__, k) => brands.has(parts.slice(i, i + k + 2).join(''))))

// Three words or more joined by hyphens in the name a site registered (`kisan-samriddhi-agro.in`):
// brands and public bodies register short names; a throwaway scheme site strings a pitch together.
const MAX_NAME_WORDS = 2
const stringsWords = (registered: string, publicSuffix: string | null): boolean => {
  const name = publicSuffix && registered.endsWith('.' + publicSuffix) ? registered.slice(0, -publicSuffix.length - 1) : registered
  return name.split('-').filter((w) => w !== '').length > MAX_NAME_WORDS
}

/**
 * A registered name of exactly two hyphen-joined words that is no brand's own (`jaldi-help.net`,
 * `sanchay-bharosa.in`): how a throwaway scheme site is named, but also how a small honest shop
 * may be, so it counts only where the message sends its reader there (`find-links.ts`). The few
 * brands so named are official domains.
 */
export const namesTwoWords = (link: string): boolean => {
  const p = parse(link.toLowerCase())
  const domain = p.domain
  if (!domain || judgeLink(link) !== 'unknown') return false
  const name = p.publicSuffix && domain.endsWith('.' + p.publicSuffix) ? domain.slice(0, -p.publicSuffix.length - 1) : domain
  return name.split('-').filter((w) => w !== '').length === MAX_NAME_WORDS
}

const looksAlike = (parts: readonly string[]): boolean =>
  parts.some((p) => /[013457-9@$]|rn|vv/.test(p) && !/^\d+$/.test(p) && brands.has(unswap(p).replace(/\d+$/, '')))

/** The path, query and fragment of a link, lower case: what follows the host. */
const pathOf = (link: string): string => {
  const rest = link.replace(/^[a-z][a-z0-9+.-]{0,20}:\/\//, '')
  const at = rest.search(/[/?#]/)
  return at === -1 ? '' : rest.slice(at)
}

/** A path that asks for a login, a payment or an install (`/verify`, `/pay/30917`, `/app`, `plan.pdf`, `x.apk`). */
const asksForSomething = (path: string): boolean => {
  if (path === '') return false
  const file = /\.([a-z0-9]{2,4})(?:[?#]|$)/.exec(path.split('?')[0] ?? '')
  if (file !== null && payloads.has(file[1] ?? '')) return true
  return path.split(/[/._\-?=&#+%]+/).some((p) => inPath.has(p))
}

/** A shortener by its shape: a name of one to three letters on a shortener's ccTLD, and one short token as the whole path (`rs.ly/panamloan`). */
const shortenerShaped = (host: string, domain: string, publicSuffix: string | null, path: string): boolean =>
  host === domain &&
  publicSuffix !== null &&
  shortenerSuffixes.has(publicSuffix) &&
  domain.length - publicSuffix.length - 1 <= 3 &&
  /^\/[a-z0-9_-]{3,16}\/?$/.test(path)

/** Judges a URL or bare host (`https://x.in/a`, `x.in`). Never throws. */
export const judgeLink = (link: string): LinkVerdict => {
  const lower = link.toLowerCase()
  const p = parse(lower)
  const host = p.hostname
  if (!host) return 'unknown'
  if (p.isIp) return 'suspicious'
  const domain = p.domain ?? host
  // before the official check: a page on sites.google.com or a WhatsApp group invite is anyone's
  if (hasSuffix(host, offPlatformHosts)) return 'suspicious'
  if (officialDomains.has(domain) || officialDomains.has(host) || (p.publicSuffix && officialSuffixes.has(p.publicSuffix))) {
    return 'official'
  }
  if (shortenerDomains.has(domain) || shortenerDomains.has(host)) return 'suspicious'
  if (shortenerShaped(host.replace(/^www\./, ''), domain, p.publicSuffix, pathOf(lower))) return 'suspicious'
  if (host.includes('xn--') || hasSuffix(host, suspiciousSuffixes)) return 'suspicious'
  const parts = hostParts(host, p.publicSuffix)
  // a brand's name alone as the registered name (`bajajfinserv.in`) is the brand's own site, whatever its page asks
  const brandsOwn = parts.length === 1 && brands.has(parts[0] ?? '')
  if (borrowsName(parts) || splitsBrand(parts) || looksAlike(parts) || (!brandsOwn && asksForSomething(pathOf(lower)))) return 'suspicious'
  if (stringsWords(domain, p.publicSuffix)) return 'suspicious'
  return 'unknown'
}

/** Whether a host is a shortener or chat/file service, which only means something with a path. */
export const isBareService = (host: string): boolean => {
  const p = parse(host.toLowerCase())
  const name = p.hostname ?? ''
  return shortenerDomains.has(p.domain ?? name) || shortenerDomains.has(name) || hasSuffix(name, offPlatformHosts)
}
