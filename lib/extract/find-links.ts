import * as linkify from 'linkifyjs'
import { parse } from 'tldts'
import { linkDirectives } from './data/link-directives.js'
import { isBareService, judgeLink, namesTwoWords } from './judge-link.js'
import { maskSpans, matchesOf, type Span } from './spans.js'

export type LinkHit = Span & { readonly value: string; readonly reported: boolean }

/** Cap on link candidates per message: real messages carry a handful, hostile ones thousands. */
const maxCandidates = 1024
const maxUrl = 2048

// Cheap linear scans find candidates; linkify then delimits each one (trailing punctuation,
// brackets). Running linkify over a whole 1 MiB message takes a second.
const withScheme = new RegExp(String.raw`(?:h(?:tt|xx)ps?:\/\/|www\.)[^\s<>"'${'`'}{}|\\^]{1,${maxUrl}}`, 'gi')
const isHostChar = (c: number): boolean =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 46 || c === 45

const trailingPunctuation = new Set([...`-.,;:!?'")]}>*`].map((c) => c.charCodeAt(0)))

/**
 * Cuts a candidate at the first non-ASCII character (Tamil and Hindi suffixes cling to links) and
 * trailing punctuation. By index, not `/[…]+$/`, which retries from every mark of a long run of
 * dots that does not reach the end.
 */
const trimLink = (raw: string): string => {
  let end = 0
  while (end < raw.length && raw.charCodeAt(end) >= 0x21 && raw.charCodeAt(end) <= 0x7e) end++
  while (end > 0 && trailingPunctuation.has(raw.charCodeAt(end - 1))) end--
  return raw.slice(0, end)
}

const delimit = (candidate: string): string => {
  const trimmed = trimLink(candidate)
  const found = linkify.find(trimmed).find((l) => l.type === 'url' && l.start === 0)
  return found ? trimLink(found.value) : trimmed
}

/** A bare host is a link when its suffix is a real ICANN one; `HDFCsecure.apk` and `Mr.Sharma` are not. */
const isRealHost = (host: string): boolean => {
  const tld = host.slice(host.lastIndexOf('.') + 1)
  if (!/^[A-Za-z]{2,24}$/.test(tld) || /^[A-Z][a-z]+$/.test(tld)) return false // "online.Work": a sentence run on
  const p = parse(host.toLowerCase())
  return p.isIcann === true && p.domain !== null
}

const schemeLinks = (text: string): LinkHit[] =>
  matchesOf(withScheme, text, maxCandidates).flatMap((m) => {
    if (/[\w@.\/-]/.test(text[m.index - 1] ?? '')) return []
    const value = delimit(m[0])
    if (!/^(?:h(?:tt|xx)ps?:\/\/|www\.)[^/?#]*\.[A-Za-z0-9]/i.test(value)) return []
    const url = value.replace(/^hxxp/i, 'http')
    // "see https://t.me": a shortener or chat host named without a path is a mention, as bare
    const hasPath = /[/?#]./.test(url.replace(/^https?:\/\//i, ''))
    const mention = !hasPath && isBareService(parse(url.toLowerCase()).hostname ?? '')
    return [{ start: m.index, end: m.index + value.length, value, reported: judgeLink(url) === 'suspicious' && !mention }]
  })

// A bare IPv4 host with a path or port ("103.21.4.5/login"): no scheme, but nothing else an address is.
const ipHost = /(?<![\w.\/:-])(?:\d{1,3}\.){3}\d{1,3}(?::\d{1,5}\/|\/[A-Za-z])[^\s<>"'`]{0,2047}/g
const isIpv4 = (host: string): boolean => host.split('.').every((o) => Number(o) <= 255)

const ipLinks = (text: string): LinkHit[] =>
  matchesOf(ipHost, text, maxCandidates).flatMap((m) => {
    const value = trimLink(m[0])
    if (!isIpv4(value.split(/[:/]/)[0] ?? '')) return []
    return [{ start: m.index, end: m.index + value.length, value, reported: true }]
  })

/**
 * Hosts written without a scheme (`sbi-kyc-update.in/verify`), found from each dot followed by
 * a letter and widened to the whole host; each character is widened over at most once.
 */
const bareHosts = (text: string): LinkHit[] => {
  const hits: LinkHit[] = []
  const dotThenLetter = /\.[A-Za-z]/g
  let scanned = 0
  let attempts = 0
  for (let m = dotThenLetter.exec(text); m !== null; dotThenLetter.lastIndex = scanned, m = dotThenLetter.exec(text)) {
    if (++attempts > maxCandidates) break
    let start = m.index
    while (start > scanned && m.index - start < 253 && isHostChar(text.charCodeAt(start - 1))) start--
    let end = m.index + 1
    while (end < text.length && end - start < 253 && isHostChar(text.charCodeAt(end))) end++
    scanned = end
    // the domain of an email (`hr @ jobs.in`) or a host cut short is not a link
    if (/[\w@\/:]/.test(text[start - 1] ?? '') || /@\s?$/.test(text.slice(Math.max(0, start - 2), start))) continue
    if (/^\s?@/.test(text.slice(end, end + 2)) || isHostChar(text.charCodeAt(end))) continue
    const host = text.slice(start, end).replace(/^[.-]+|[.-]+$/g, '')
    const hostStart = text.indexOf(host, start)
    if (!isRealHost(host)) continue
    let stop = hostStart + host.length
    if (text[stop] === '/') {
      const path = /^\/[^\s<>"'`]{0,2047}/.exec(text.slice(stop, stop + maxUrl))?.[0] ?? ''
      stop += trimLink(path).length
      scanned = Math.max(scanned, stop)
    }
    const value = text.slice(hostStart, stop)
    // "if bit.ly is blocked": a shortener or chat host named without a path is a mention, not a link
    const reported = judgeLink(value) === 'suspicious' && (value.includes('/') || !isBareService(host))
    hits.push({ start: hostStart, end: stop, value, reported })
  }
  return hits
}

// How far around a link its own clause is read for the words that send the reader there.
const before = 80
const after = 60

/**
 * A site the message sends its reader to (open it, fill its form, apply, pay, invest, track, see
 * "our website"), in any of the ten languages, read in a bounded window so a long text costs no more.
 */
const sendsThere = (text: string, hit: Span): boolean => {
  const around = (text.slice(Math.max(0, hit.start - before), hit.start) + ' ' + text.slice(hit.end, hit.end + after)).toLowerCase()
  return linkDirectives.some((w) => around.includes(w))
}

/**
 * A throwaway two-word site (`namesTwoWords`) is reported where the message sends the reader there
 * to act; cited in passing, as a small shop's or a brand's own would be, it is not.
 */
const withSentTo = (text: string, hits: LinkHit[]): LinkHit[] =>
  hits.map((h) => (h.reported || !namesTwoWords(h.value) || !sendsThere(text, h) ? h : { ...h, reported: true }))

/**
 * Links in the text. Every link is returned (so the caller can mask it: numbers in a URL are
 * not phones); `reported` marks those that belong in phishingLinks, the ones `judgeLink` finds
 * suspicious for what they are, written with a scheme or without, and the throwaway two-word
 * sites the message sends its reader to.
 */
export const findLinks = (text: string): LinkHit[] => {
  const full = schemeLinks(text)
  const ips = ipLinks(maskSpans(text, full))
  const claimed = [...full, ...ips]
  return withSentTo(text, [...claimed, ...bareHosts(maskSpans(text, claimed))])
}
