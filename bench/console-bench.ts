// The console's own costs, on this machine: the size of what a browser downloads, the time to
// place the nodes of a ring (d3-force, run to rest before drawing) at the sizes the API sends, and
// the time to mark evidence in a hostile 1 MiB message. Run with `npm run bench:console`; each
// figure is the fastest of a few runs after a warm-up (CPU milliseconds).
import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { highlight, type Found } from '../console/src/highlight.js'
import { layout } from '../console/src/layout.js'

const cpuMs = (run: () => unknown, runs: number): number => {
  run()
  let best = Infinity
  for (let i = 0; i < runs; i++) {
    const before = process.cpuUsage()
    run()
    const used = process.cpuUsage(before)
    best = Math.min(best, (used.user + used.system) / 1000)
  }
  return best
}

/** A graph like the API's: `values` shared values, each held by `perValue` sessions, some sessions holding two. */
const ring = (nodes: number): { nodes: Array<{ id: string }>; edges: Array<{ from: string; to: string }> } => {
  const values = Math.max(1, Math.round(nodes / 12))
  const sessions = nodes - values
  const out = { nodes: [] as Array<{ id: string }>, edges: [] as Array<{ from: string; to: string }> }
  for (let v = 0; v < values; v++) out.nodes.push({ id: `upiIds:v${v}` })
  for (let s = 0; s < sessions; s++) {
    out.nodes.push({ id: `session:s${s}` })
    out.edges.push({ from: `session:s${s}`, to: `upiIds:v${s % values}` })
    if (s % 5 === 0) out.edges.push({ from: `session:s${s}`, to: `upiIds:v${(s * 7 + 1) % values}` })
  }
  return out
}

const bundle = readFileSync(new URL('../../../dist/console/app.js', import.meta.url))
const lines = [`console bundle (dist/console/app.js): ${(bundle.length / 1024).toFixed(1)} KiB, ${(gzipSync(bundle).length / 1024).toFixed(1)} KiB gzipped`]
for (const n of [50, 150, 300]) {
  const g = ring(n)
  lines.push(`ring layout, ${n} nodes, ${g.edges.length} edges: ${cpuMs(() => layout(g.nodes, g.edges), 5).toFixed(1)} ms`)
}
const MiB = 1 << 20
const phones: Found[] = Array.from({ length: 200 }, (_, i) => ({ kind: 'phoneNumbers', value: `98${String(10_000_000 + i * 7919).slice(0, 8)}` }))
for (const [name, text] of [
  ['1 MiB of one digit, 200 values', '9'.repeat(MiB)],
  ['1 MiB of phone numbers, 200 values', phones.map((p) => `${p.value} `).join('').repeat(MiB / 2200).slice(0, MiB)],
  ['1 MiB of prose, 200 values', 'please pay the fee today sir '.repeat(MiB / 29)],
] as const) {
  lines.push(`highlight, ${name}: ${cpuMs(() => highlight(text, phones), 3).toFixed(1)} ms`)
}
process.stdout.write(`${lines.join('\n')}\n`)
