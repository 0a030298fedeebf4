// CPU the classifier's reading of a message costs (`tallySignals`: the cue prefilter and every cue
// that may match), on the scammer messages of the two blind corpora under test/corpus. Run with
// `npm run bench:classify`. Each pass reads every message once; the fastest of a few passes after
// a warm-up is reported, as µs of CPU per message and MB/s of UTF-8 input.
import { readFileSync } from 'node:fs'
import { tallySignals } from '../lib/classify/tally-signals.js'

const corpus = (file: string): string[] =>
  (JSON.parse(readFileSync(new URL(`../../../test/corpus/${file}`, import.meta.url), 'utf8')) as Array<{ turns: string[] }>).flatMap((s) => s.turns)
const sets: Readonly<Record<string, readonly string[]>> = { 'corpus-a (Latin and Devanagari)': corpus('corpus-a.json'), 'corpus-b (seven Indic scripts)': corpus('corpus-b.json') }

const RUNS = 7
const fastest = (texts: readonly string[]): { wall: number; cpu: number } => {
  let wall = Infinity
  let cpu = Infinity
  for (let r = 0; r < RUNS; r++) {
    const c0 = process.cpuUsage()
    const t0 = performance.now()
    for (const t of texts) tallySignals(t)
    wall = Math.min(wall, performance.now() - t0)
    const c = process.cpuUsage(c0)
    cpu = Math.min(cpu, (c.user + c.system) / 1000)
  }
  return { wall, cpu }
}

console.log(`classifier benchmark (Node ${process.version})`)
for (const [name, texts] of Object.entries(sets)) {
  for (const t of texts) tallySignals(t)
  const { wall, cpu } = fastest(texts)
  const mb = texts.reduce((n, t) => n + Buffer.byteLength(t, 'utf8'), 0) / 1e6
  console.log(
    `${name.padEnd(34)} ${String(texts.length).padStart(5)} messages  ${((1000 * cpu) / texts.length).toFixed(1).padStart(6)} µs CPU/message  ${(mb / (wall / 1000)).toFixed(2).padStart(6)} MB/s`,
  )
}
