import { setBounded } from '../../bounded-map.js'
import { seedFor } from '../seeded.js'
import type { Relative } from '../vocabulary.js'
import type { Lines, SurfacePack } from './surface-pack.js'

/** The facts one session's persona tells: drawn once per session, the same on every turn. */
export type PersonaFacts = {
  readonly myName: string
  readonly age: string
  readonly job: string
  readonly city: string
  /** The state the city is in, when the pack knows it. */
  readonly region: string | undefined
  readonly bank: string
  readonly device: string
  readonly family: string
  readonly savings: string
  readonly free: string
  readonly relative: Relative | undefined
}

const pickFor = (sessionId: string, purpose: string, lines: Lines): string => lines[seedFor(sessionId, purpose) % Math.max(1, lines.length)] ?? ''

// The facts of the sessions in flight, per pack: drawing them hashes the session id seven times.
const RECENT = 256
const recent = new WeakMap<SurfacePack, Map<string, PersonaFacts>>()

export const personaFacts = (sessionId: string, pack: SurfacePack): PersonaFacts => {
  let perPack = recent.get(pack)
  if (perPack === undefined) recent.set(pack, (perPack = new Map<string, PersonaFacts>()))
  const known = perPack.get(sessionId)
  if (known !== undefined) return known
  const facts = drawFacts(sessionId, pack)
  setBounded(perPack, sessionId, facts, RECENT)
  return facts
}

const regionOf = (sessionId: string, cities: Lines, regions: Lines | undefined): string | undefined => {
  if (regions === undefined || regions.length === 0) return undefined
  return regions.length === cities.length ? regions[seedFor(sessionId, 'fact:city') % Math.max(1, cities.length)] : regions[0]
}

const drawFacts = (sessionId: string, pack: SurfacePack): PersonaFacts => {
  const p = pack.persona
  const relatives = Object.keys(p.relatives) as Relative[]
  return {
    myName: p.myName,
    age: p.age,
    job: p.job,
    city: pickFor(sessionId, 'fact:city', p.cities),
    region: regionOf(sessionId, p.cities, p.regions),
    bank: pickFor(sessionId, 'fact:bank', p.banks),
    device: pickFor(sessionId, 'fact:device', p.devices),
    family: pickFor(sessionId, 'fact:family', p.families),
    savings: pickFor(sessionId, 'fact:savings', p.savings),
    free: pickFor(sessionId, 'fact:free', p.free),
    relative: relatives[seedFor(sessionId, 'fact:relative') % Math.max(1, relatives.length)],
  }
}
