import * as t from 'io-ts'
import { SessionId } from '../../lib/codec/session-id.js'
import { optional, QueryInt, QueryKeyof, QueryString } from '../../lib/codec/query-param.js'
import { withDefault } from '../../lib/codec/with-default.js'
import { MAX_CURSOR_LENGTH } from '../../lib/intel/cursor.js'
import { IntelKind } from '../../lib/intel/intel-kind.js'
import { MAX_VALUE_LENGTH } from '../../lib/intel/normalise-value.js'
import { ScamType } from '../../lib/scam-type.js'

const MAX_MS = 8_640_000_000_000_000 // the largest time a Date holds
const Limit = withDefault(QueryInt(1, 100), 50)
const Cursor = optional(QueryString(1, MAX_CURSOR_LENGTH))
const Value = QueryString(1, MAX_VALUE_LENGTH)

/** `GET /sessions`: its query parameters (others are ignored). */
export const ListSessionsQuery = t.type({
  type: optional(QueryKeyof(ScamType)),
  sinceMs: optional(QueryInt(0, MAX_MS)),
  untilMs: optional(QueryInt(0, MAX_MS)),
  kind: optional(QueryKeyof(IntelKind)),
  value: optional(Value),
  limit: Limit,
  cursor: Cursor,
})
export type ListSessionsQuery = t.TypeOf<typeof ListSessionsQuery>

/** `GET /intelligence`. */
export const SearchQuery = t.type({
  kind: optional(QueryKeyof(IntelKind)),
  q: optional(QueryString(2, 128)),
  limit: Limit,
  cursor: Cursor,
})
export type SearchQuery = t.TypeOf<typeof SearchQuery>

/** `GET /intelligence/{kind}/{value}`: the path's two parameters and the page of its sessions. */
export const ValueQuery = t.type({ kind: QueryKeyof(IntelKind), value: Value, limit: Limit, cursor: Cursor })
export type ValueQuery = t.TypeOf<typeof ValueQuery>

/** `GET /intelligence/graph`. */
export const GraphQuery = t.type({
  sessionId: optional(SessionId),
  kind: optional(QueryKeyof(IntelKind)),
  value: optional(Value),
  depth: withDefault(QueryInt(1, 2), 1),
  limit: withDefault(QueryInt(1, 300), 150),
})
export type GraphQuery = t.TypeOf<typeof GraphQuery>

/** `GET /intelligence/export`. */
export const ExportQuery = t.type({
  format: QueryKeyof(t.keyof({ stix: null, csv: null })),
  sinceMs: optional(QueryInt(0, MAX_MS)),
})
export type ExportQuery = t.TypeOf<typeof ExportQuery>
