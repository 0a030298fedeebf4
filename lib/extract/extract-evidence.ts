import { emptyEvidence, type Evidence } from '../evidence.js'

/**
 * Evidence in one scammer message. Pure and total: never throws, linear in the text.
 * First version (the evidence-extraction issue replaces it): UPI ids, links, Indian mobiles.
 */
export const extractEvidence = (text: string): Evidence => {
  const e = emptyEvidence()
  const links = [...text.matchAll(/\bhttps?:\/\/[^\s"'<>]+/giu)].map((m) => m[0].replace(/[.,;:!?)]+$/u, ''))
  const masked = text.replace(/\bhttps?:\/\/[^\s"'<>]+/giu, ' ').replace(/[\w.+-]+@[\w-]+\.[\w.-]+/gu, ' ')
  const upi = [...masked.matchAll(/\b[\w.-]{2,}@[a-z]{2,}\b/giu)].map((m) => m[0])
  const phones = [...text.matchAll(/(?:\+91[\s-]?)?\b[6-9]\d{9}\b/gu)].map((m) => m[0])
  return { ...e, phishingLinks: links, upiIds: upi, phoneNumbers: phones }
}
