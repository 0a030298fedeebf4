import { parseArgs } from 'node:util'
import * as E from 'fp-ts/lib/Either.js'
import { pipe } from 'fp-ts/lib/function.js'

/** What the command line asked for, decoded from argv. */
export type Command =
  | { readonly kind: 'help' }
  | {
      readonly kind: 'replay'
      readonly sessionId: string
      readonly verify: boolean
      readonly json: boolean
      readonly from: string | undefined
      /** With --from: replay the file under `sessionId` even when it is another session's log. */
      readonly as: boolean
    }
  | { readonly kind: 'export'; readonly sessionId: string }
  | { readonly kind: 'sessions'; readonly json: boolean }
  | { readonly kind: 'reindex' }
  | { readonly kind: 'export-intel'; readonly format: 'stix' | 'csv'; readonly sinceMs: number }

export const USAGE = `Usage:
  honeypot replay <sessionId> [--verify] [--json] [--from <log.jsonl> [--as]]
      The session's timeline turn by turn, then its final projection and callback payload.
      --verify  decide every turn again with today's rules and list each difference (exit 1 if any)
      --json    one machine-readable document instead of text
      --from    read the events from a file written by \`honeypot export\` instead of the store
      --as      replay that file under <sessionId> although it is another session's log (the
                persona, and so every reply, follows the session id: --verify then differs)
  honeypot export <sessionId>     the session's events as JSON Lines
  honeypot sessions [--json]      the stored sessions: last activity, turns, scam type
  honeypot reindex                rebuild the intelligence index from the log, then list the values
                                  shared by more than one session (embedded store: stop the service first)
  honeypot export-intel --format stix|csv [--since <ISO date or epoch ms>]
                                  every indexed value (last seen since then) as a STIX 2.1 bundle or CSV
The store is the service's: HONEYPOT_STORE (file) and HONEYPOT_DATA_DIR (./data).
Exit status: 0 done, 1 verify found differences, 2 usage, configuration or store problem.`

const options = {
  verify: { type: 'boolean' },
  json: { type: 'boolean' },
  from: { type: 'string' },
  as: { type: 'boolean' },
  format: { type: 'string' },
  since: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const

const one = (positionals: ReadonlyArray<string>, name: string): E.Either<string, string> =>
  positionals.length === 1 && positionals[0] !== undefined && positionals[0].trim() !== ''
    ? E.right(positionals[0])
    : E.left(`${name} takes exactly one session id`)

/** `--since`: epoch milliseconds, or an ISO 8601 date or time; absent is everything. */
const sinceOf = (since: string | undefined): E.Either<string, number> => {
  if (since === undefined) return E.right(0)
  if (/^[0-9]{1,16}$/u.test(since)) return E.right(Number(since))
  const ms = /^[0-9]{4}-[0-9]{2}-[0-9]{2}/u.test(since) ? Date.parse(since) : Number.NaN
  return Number.isFinite(ms) && ms >= 0 ? E.right(ms) : E.left('--since takes epoch milliseconds or an ISO 8601 date such as 2026-01-31')
}

/** Decodes argv (without node and the script); a Left is a one-line usage problem. */
export const parseCliArgs = (argv: ReadonlyArray<string>): E.Either<string, Command> => {
  let parsed
  try {
    parsed = parseArgs({ args: [...argv], options, allowPositionals: true, strict: true })
  } catch (e) {
    // node:util's messages go on with advice about `--`; the first sentence is the problem.
    return E.left((e instanceof Error ? e.message : String(e)).split('. ')[0] ?? 'unreadable arguments')
  }
  const { values, positionals } = parsed
  const [name, ...rest] = positionals
  if (values.help === true || name === undefined || name === 'help') return E.right({ kind: 'help' })
  const only = (allowed: ReadonlyArray<keyof typeof options>): E.Either<string, void> => {
    const extra = Object.keys(values).filter((k) => !allowed.includes(k as keyof typeof options))
    return extra.length === 0 ? E.right(undefined) : E.left(`${name} does not take --${extra.join(', --')}`)
  }
  switch (name) {
    case 'replay':
      return pipe(
        only(['verify', 'json', 'from', 'as']),
        E.chain(() => (values.as === true && values.from === undefined ? E.left('--as only goes with --from') : E.right(undefined))),
        E.chain(() => one(rest, name)),
        E.map((sessionId) => ({ kind: 'replay', sessionId, verify: values.verify === true, json: values.json === true, from: values.from, as: values.as === true })),
      )
    case 'export':
      return pipe(
        only([]),
        E.chain(() => one(rest, name)),
        E.map((sessionId) => ({ kind: 'export', sessionId })),
      )
    case 'sessions':
      return pipe(
        only(['json']),
        E.chain(() => (rest.length === 0 ? E.right(undefined) : E.left('sessions takes no session id'))),
        E.map(() => ({ kind: 'sessions', json: values.json === true })),
      )
    case 'reindex':
      return pipe(
        only([]),
        E.chain(() => (rest.length === 0 ? E.right(undefined) : E.left('reindex takes no arguments'))),
        E.map(() => ({ kind: 'reindex' })),
      )
    case 'export-intel':
      return pipe(
        only(['format', 'since']),
        E.chain(() => (rest.length === 0 ? E.right(undefined) : E.left('export-intel takes no session id'))),
        E.chain((): E.Either<string, 'stix' | 'csv'> => (values.format === 'stix' || values.format === 'csv' ? E.right(values.format) : E.left('export-intel needs --format stix or --format csv'))),
        E.chain((format) =>
          pipe(
            sinceOf(values.since),
            E.map((sinceMs) => ({ kind: 'export-intel', format, sinceMs }) as const),
          ),
        ),
      )
    default:
      return E.left(`unknown command "${name}"`)
  }
}
