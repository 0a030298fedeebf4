import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { loopbackEnv } from './loopback-env.js'

/** The built command, as `npm run replay` and the installed `honeypot` bin run it. */
export const CLI_BIN = join(import.meta.dirname, '../../dist/services/cli/index.js')

export type CliRun = { readonly code: number | null; readonly stdout: string; readonly stderr: string }

/** Runs the built CLI with only PATH, the loopback settings and the environment given, as an operator's shell would. */
export const runCli = (args: ReadonlyArray<string>, env: Record<string, string>): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], { env: { PATH: process.env['PATH'] ?? '', ...loopbackEnv, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')))
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
