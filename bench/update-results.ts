import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { BEGIN, END } from './results-markdown.js'

const HEADER = `# Benchmark results

Reproduce with \`npm ci && npm run bench\` (add \`-- --firestore\` for the Firestore emulator phase,
\`-- --profile\` for a CPU profile of the service under load). The section between the markers is
rewritten by each run; notes outside it are kept.

`

/** Replaces the measured section of RESULTS.md, keeping whatever was written around it. */
export const updateResults = (path: string, section: string): void => {
  const old = existsSync(path) ? readFileSync(path, 'utf8') : `${HEADER}${BEGIN}\n${END}\n`
  const begin = old.indexOf(BEGIN)
  const end = old.indexOf(END)
  const next =
    begin === -1 || end === -1 || end < begin
      ? `${old.trimEnd()}\n\n${section}\n`
      : `${old.slice(0, begin)}${section}${old.slice(end + END.length)}`
  writeFileSync(path, next)
}
