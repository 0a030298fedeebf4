/**
 * The console's pages, kept in the location's hash (`#/sessions?type=…`), so the back button, a
 * reload and a bookmark work on a static page, and nothing of a page's state reaches the server's
 * logs. The key is never part of a route. Pure: no DOM, so it is tested in Node.
 */
export type SessionFilter = {
  readonly type?: string
  readonly kind?: string
  readonly value?: string
  readonly sinceMs?: number
  readonly untilMs?: number
}
export type Paging = { readonly cursor?: string; readonly limit?: number }

export type Route =
  | ({ readonly page: 'sessions'; readonly filter: SessionFilter } & Paging)
  | { readonly page: 'session'; readonly sessionId: string }
  | ({ readonly page: 'evidence'; readonly kind?: string; readonly q?: string } & Paging)
  | ({ readonly page: 'value'; readonly kind: string; readonly value: string } & Paging)
  | { readonly page: 'rings'; readonly seed: RingSeed; readonly depth: 1 | 2 }
  | { readonly page: 'unknown'; readonly hash: string }

export type RingSeed =
  | { readonly by: 'top' }
  | { readonly by: 'session'; readonly sessionId: string }
  | { readonly by: 'value'; readonly kind: string; readonly value: string }

const text = (p: URLSearchParams, name: string): string | undefined => {
  const v = p.get(name)
  return v === null || v.trim() === '' ? undefined : v
}
const integer = (p: URLSearchParams, name: string): number | undefined => {
  const v = text(p, name)
  if (v === undefined || !/^\d{1,16}$/u.test(v)) return undefined
  return Number(v)
}
const paging = (p: URLSearchParams): Paging => {
  const cursor = text(p, 'cursor')
  const limit = integer(p, 'limit')
  return { ...(cursor === undefined ? {} : { cursor }), ...(limit === undefined ? {} : { limit }) }
}
const defined = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T

const decode = (s: string): string | undefined => {
  try {
    return decodeURIComponent(s)
  } catch {
    return undefined
  }
}

/** The route a hash names; anything else is `unknown`, an empty hash the sessions list. */
export const parseRoute = (hash: string): Route => {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash
  if (raw === '' || raw === '/') return { page: 'sessions', filter: {} }
  const q = raw.indexOf('?')
  const path = q === -1 ? raw : raw.slice(0, q)
  const params = new URLSearchParams(q === -1 ? '' : raw.slice(q + 1))
  const parts = path.split('/')
  if (parts[0] !== '') return { page: 'unknown', hash }
  const [, section, ...rest] = parts
  switch (section) {
    case 'sessions':
      if (rest.length > 0) break
      return {
        page: 'sessions',
        filter: defined({ type: text(params, 'type'), kind: text(params, 'kind'), value: text(params, 'value'), sinceMs: integer(params, 'sinceMs'), untilMs: integer(params, 'untilMs') }),
        ...paging(params),
      }
    case 'session': {
      const id = rest.length === 1 ? decode(rest[0] ?? '') : undefined
      if (id === undefined || id === '') break
      return { page: 'session', sessionId: id }
    }
    case 'evidence': {
      if (rest.length === 0) return { page: 'evidence', ...defined({ kind: text(params, 'kind'), q: text(params, 'q') }), ...paging(params) }
      const kind = rest.length === 2 ? decode(rest[0] ?? '') : undefined
      const value = rest.length === 2 ? decode(rest[1] ?? '') : undefined
      if (kind === undefined || value === undefined || kind === '' || value === '') break
      return { page: 'value', kind, value, ...paging(params) }
    }
    case 'rings': {
      if (rest.length > 0) break
      const depth = params.get('depth') === '2' ? 2 : 1
      const sessionId = text(params, 'sessionId')
      const kind = text(params, 'kind')
      const value = text(params, 'value')
      const seed: RingSeed =
        sessionId !== undefined ? { by: 'session', sessionId } : kind !== undefined && value !== undefined ? { by: 'value', kind, value } : { by: 'top' }
      return { page: 'rings', seed, depth }
    }
    default:
      break
  }
  return { page: 'unknown', hash }
}

const query = (entries: ReadonlyArray<readonly [string, string | number | undefined]>): string => {
  const p = new URLSearchParams()
  for (const [k, v] of entries) if (v !== undefined && v !== '') p.set(k, String(v))
  const s = p.toString()
  return s === '' ? '' : `?${s}`
}

/** The hash of a route: `parseRoute(hrefOf(r))` is `r`. */
export const hrefOf = (r: Route): string => {
  switch (r.page) {
    case 'sessions':
      return `#/sessions${query([
        ['type', r.filter.type],
        ['kind', r.filter.kind],
        ['value', r.filter.value],
        ['sinceMs', r.filter.sinceMs],
        ['untilMs', r.filter.untilMs],
        ['cursor', r.cursor],
        ['limit', r.limit],
      ])}`
    case 'session':
      return `#/session/${encodeURIComponent(r.sessionId)}`
    case 'evidence':
      return `#/evidence${query([['kind', r.kind], ['q', r.q], ['cursor', r.cursor], ['limit', r.limit]])}`
    case 'value':
      return `#/evidence/${encodeURIComponent(r.kind)}/${encodeURIComponent(r.value)}${query([['cursor', r.cursor], ['limit', r.limit]])}`
    case 'rings':
      return `#/rings${query([
        ['sessionId', r.seed.by === 'session' ? r.seed.sessionId : undefined],
        ['kind', r.seed.by === 'value' ? r.seed.kind : undefined],
        ['value', r.seed.by === 'value' ? r.seed.value : undefined],
        ['depth', r.depth === 2 ? 2 : undefined],
      ])}`
    case 'unknown':
      return r.hash
  }
}

/** Shorthands for the links the pages make. */
export const sessionHref = (sessionId: string): string => hrefOf({ page: 'session', sessionId })
export const valueHref = (kind: string, value: string): string => hrefOf({ page: 'value', kind, value })
