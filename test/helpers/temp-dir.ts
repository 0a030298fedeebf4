import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// Tests must leave nothing behind in the machine's temp directory. The directories go when the test
// process exits, not at a test's end: a server a test started (a child process, a writer thread)
// may still be writing into its directory until that test's teardown has stopped it, and some tests
// reopen a data directory after a restart. Each tap test file runs in its own process, so by its
// exit nothing uses them any more. One listener serves every directory the process made.
const made: string[] = []

const removeQuietly = (dir: string): void => {
  try {
    rmSync(dir, { recursive: true, force: true })
  } catch {
    // An error in an exit listener would change the test's exit code; a leftover directory should not.
  }
}

process.on('exit', () => made.forEach(removeQuietly))

/** A new directory `<os tmpdir>/<prefix>XXXXXX`, removed when the test process exits. */
export const tempDir = (prefix: string): string => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  made.push(dir)
  return dir
}
