import * as E from 'fp-ts/lib/Either.js'
import type { SessionEvent } from '../../events/session-event.js'
import { openStore, type OpenOptions, type Store } from '../../lib/adapters/open-event-log.js'
import { parseEventLines } from '../../lib/audit/parse-event-lines.js'
import { decodeConfig } from '../../lib/config.js'
import type { EventLog } from '../../lib/ports/event-log.js'
import { parseCliArgs, USAGE, type Command } from './cli-args.js'
import { exportedSessionIdOf } from './exported-session-id.js'
import { exportHandler, failed, printed, replayHandler, sessionsHandler, type CliResult } from './handler.js'
import { exportIntelCommand, reindexCommand } from './intel-commands.js'
import { sessionEvents, storeProblem } from './session-events.js'

export type CliIo = {
  readonly env: Readonly<Record<string, string | undefined>>
  readonly readFile: (path: string) => Promise<string>
  /**
   * Writes output as it is made (a long export), before the command's result; absent, that output
   * is gathered into the result's stdout.
   */
  readonly write?: (chunk: string) => Promise<void>
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e))

/** Opens the store the service's configuration names, runs `use`, and always closes it. */
const withStore = async (env: CliIo['env'], use: (log: EventLog) => Promise<CliResult>): Promise<CliResult> =>
  withWholeStore(env, { mustExist: true }, (store) => use(store.log))

const withWholeStore = async (env: CliIo['env'], options: OpenOptions, use: (store: Store) => Promise<CliResult>): Promise<CliResult> => {
  const config = decodeConfig(env)
  if (E.isLeft(config)) return failed(`invalid configuration: ${config.left.join('; ')}`)
  let store: Store
  try {
    store = await openStore(config.right, options)
  } catch (e) {
    // The embedded store's reason already names HONEYPOT_DATA_DIR, the directory and the cause.
    return failed(config.right.store === 'file' ? message(e) : `cannot open the event store (${config.right.store}): ${message(e)}`)
  }
  try {
    return await use(store)
  } finally {
    await store.log.close()
  }
}

const fromFile = async (io: CliIo, path: string): Promise<E.Either<string, ReadonlyArray<SessionEvent>>> => {
  let text: string
  try {
    text = await io.readFile(path)
  } catch (e) {
    return E.left(`cannot read ${path}: ${message(e)}`)
  }
  return E.mapLeft((problem: string) => `${path}: ${problem}`)(parseEventLines(text))
}

/**
 * Another session's log replayed under this id gives other replies (the persona follows the
 * session id), which looks like a regression: refused unless --as says it is meant.
 */
const ownedBy =
  (path: string, command: { readonly sessionId: string; readonly as: boolean }) =>
  (events: ReadonlyArray<SessionEvent>): E.Either<string, ReadonlyArray<SessionEvent>> => {
    const owner = exportedSessionIdOf(events)
    return owner === undefined || owner === command.sessionId || command.as
      ? E.right(events)
      : E.left(
          `${path} is the log of session ${JSON.stringify(owner)}, not ${JSON.stringify(command.sessionId)}: replay it as ${owner}, or add --as to replay it under ${command.sessionId} (every reply then differs: the persona follows the session id)`,
        )
  }

const run = (io: CliIo, command: Command): Promise<CliResult> => {
  switch (command.kind) {
    case 'help':
      return Promise.resolve(printed(`${USAGE}\n`))
    case 'replay': {
      const replay = (events: E.Either<string, ReadonlyArray<SessionEvent>>): CliResult =>
        E.isLeft(events) ? failed(events.left) : replayHandler(command.sessionId, events.right, command)
      const from = command.from
      return from === undefined
        ? withStore(io.env, async (log) => replay(await sessionEvents(log)(command.sessionId)()))
        : fromFile(io, from).then((events) => replay(E.chain(ownedBy(from, command))(events)))
    }
    case 'export':
      return withStore(io.env, async (log) => {
        const events = await sessionEvents(log)(command.sessionId)()
        return E.isLeft(events) ? failed(events.left) : exportHandler(events.right)
      })
    case 'reindex':
      // The embedded store's rebuild writes: it owns the directory, so it never races the service.
      return withWholeStore(io.env, { mustExist: true, own: true }, (store) => reindexCommand(store, () => performance.now()))
    case 'export-intel':
      return withWholeStore(io.env, { mustExist: true }, (store) => exportIntelCommand(store.intel, command, io.write))
    case 'sessions':
      return withStore(io.env, async (log) => {
        const sessions = await log.listSessions()()
        return E.isLeft(sessions) ? failed(storeProblem(sessions.left)) : sessionsHandler(sessions.right, command.json)
      })
  }
}

/**
 * The `honeypot` command, free of the process: argv and environment in, text and exit status out.
 * Every failure is one line on stderr, never a stack trace; it never starts the server or needs
 * the API key.
 */
export const runCli = async (io: CliIo, argv: ReadonlyArray<string>): Promise<CliResult> => {
  const command = parseCliArgs(argv)
  if (E.isLeft(command)) return failed(`${command.left} (see honeypot --help)`)
  try {
    return await run(io, command.right)
  } catch (e) {
    return failed(`unexpected error: ${message(e)}`)
  }
}
