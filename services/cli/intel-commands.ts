import * as E from 'fp-ts/lib/Either.js'
import type { Store } from '../../lib/adapters/open-event-log.js'
import { csvChunks, exportedValues, stixBundleChunks } from '../../lib/intel/export-intel.js'
import { scamTypesOf } from '../../lib/intel/index-records.js'
import { valueKeyOf } from '../../lib/intel/value-key.js'
import type { IntelIndex } from '../../lib/ports/intel-index.js'
import { storeErrorOf } from '../../lib/ports/store-failed.js'
import { failed, type CliResult } from './handler.js'
import { storeProblem } from './session-events.js'

// How many shared values `reindex` lists, and sessions per value.
const SHOWN_VALUES = 20
const SHOWN_SESSIONS = 10

/**
 * `reindex`: the index rebuilt from the log, then what it links: the values held by more than
 * one session, most sessions first, each with its sessions.
 */
export const reindexCommand = async (store: Store, clock: () => number): Promise<CliResult> => {
  const started = clock()
  const indexed = await store.reindex()()
  if (E.isLeft(indexed)) return failed(storeProblem(indexed.left))
  const seconds = ((clock() - started) / 1000).toFixed(2)
  const top = await store.intel.topValues({ limit: SHOWN_VALUES })()
  if (E.isLeft(top)) return failed(storeProblem(top.left))
  const shared = top.right.filter((v) => v.sessions > 1)
  const lines = [`reindexed ${indexed.right} sessions in ${seconds} s`]
  if (shared.length === 0) lines.push('no value is shared by two sessions')
  else lines.push(`values shared by more than one session (most sessions first, at most ${SHOWN_VALUES}):`)
  for (const v of shared) {
    const sessions = await store.intel.sessions({ valueKey: valueKeyOf(v.kind, v.value), limit: SHOWN_SESSIONS })()
    if (E.isLeft(sessions)) return failed(storeProblem(sessions.left))
    const more = v.sessions > sessions.right.length ? `, and ${v.sessions - sessions.right.length} more` : ''
    lines.push(`  ${v.kind} ${v.value}: ${v.sessions} sessions (${scamTypesOf(v).join(', ')})`)
    lines.push(`    ${sessions.right.map((s) => s.sessionId).join(', ')}${more}`)
  }
  return { exitCode: 0, stdout: `${lines.join('\n')}\n`, stderr: '' }
}

/** `export-intel`: the index as STIX 2.1 or CSV, written page by page when the caller streams. */
export const exportIntelCommand = async (
  intel: IntelIndex,
  command: { readonly format: 'stix' | 'csv'; readonly sinceMs: number },
  write: ((chunk: string) => Promise<void>) | undefined,
): Promise<CliResult> => {
  const pages = exportedValues(intel, command.sinceMs)
  const chunks = command.format === 'stix' ? stixBundleChunks(pages) : csvChunks(pages)
  const gathered: string[] = []
  try {
    for await (const chunk of chunks) {
      if (write === undefined) gathered.push(chunk)
      else await write(chunk)
    }
  } catch (e) {
    return failed(storeProblem(storeErrorOf(e)))
  }
  return { exitCode: 0, stdout: gathered.join(''), stderr: '' }
}
