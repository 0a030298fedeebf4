#!/usr/bin/env node
import { readFile } from 'node:fs/promises'
import { runCli } from './run-cli.js'

// A client library may fail outside the promise chain it was called from (the Firestore client's
// credential lookup does): still one line and the store's exit status, never a stack trace.
const die = (e: unknown): never => {
  process.stderr.write(`honeypot: the event store failed: ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}\n`)
  process.exit(2)
}
process.on('uncaughtException', die)
process.on('unhandledRejection', die)
// A reader that closes the pipe early (`| head`) is not a failure.
process.stdout.on('error', (e: NodeJS.ErrnoException) => (e.code === 'EPIPE' ? process.exit(process.exitCode ?? 0) : die(e)))

// Long output (an export) is written as it is made, waiting for the pipe to drain.
const write = (chunk: string): Promise<void> => new Promise((resolve) => (process.stdout.write(chunk) ? resolve() : process.stdout.once('drain', resolve)))
const result = await runCli({ env: process.env, readFile: (path) => readFile(path, 'utf8'), write }, process.argv.slice(2))
process.stdout.write(result.stdout)
process.stderr.write(result.stderr)
// Set, not exit(): the output above is flushed before the process ends.
process.exitCode = result.exitCode
