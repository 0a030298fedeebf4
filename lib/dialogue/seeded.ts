/** A 32-bit FNV-1a hash: the same session id always gives the same seed. */
export const hashString = (s: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** The seed for one use of randomness in a session, so uses do not move in lock-step. */
export const seedFor = (sessionId: string, purpose: string): number => hashString(`${purpose}\u0000${sessionId}`)

// mulberry32: tiny, fast and plenty for shuffling phrase lists.
const generator = (seed: number): (() => number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A permutation of 0..n-1 fixed by the seed (Fisher-Yates). */
export const seededOrder = (n: number, seed: number): ReadonlyArray<number> => {
  const next = generator(seed)
  const order = Array.from({ length: n }, (_, i) => i)
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    const tmp = order[i] as number
    order[i] = order[j] as number
    order[j] = tmp
  }
  return order
}

/** The list started at position `k` (modulo its length) and wrapped around. */
export const rotate = <A>(xs: ReadonlyArray<A>, k: number): ReadonlyArray<A> => {
  if (xs.length === 0) return xs
  const at = ((k % xs.length) + xs.length) % xs.length
  return [...xs.slice(at), ...xs.slice(0, at)]
}

/** A fixed draw in [0, 1) for one decision of one turn of a session: a replay draws the same. */
export const drawFor = (sessionId: string, turn: number, purpose: string): number => generator(seedFor(sessionId, `${purpose}\u0000${turn}`))()

/** A generator of draws for one turn's wording, fixed by the session, the turn and a salt. */
export const drawsFor = (sessionId: string, turn: number, salt: number): (() => number) =>
  generator(seedFor(sessionId, `surface\u0000${turn}\u0000${salt}`))
