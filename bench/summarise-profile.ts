import { readFileSync } from 'node:fs'
import { relative } from 'node:path'

type CallFrame = { functionName: string; url: string; lineNumber: number }
type ProfileNode = { id: number; callFrame: CallFrame }
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

export type ProfileLine = { readonly name: string; readonly ms: number; readonly share: number }
export type ProfileSummary = { readonly totalMs: number; readonly byFunction: ReadonlyArray<ProfileLine>; readonly byArea: ReadonlyArray<ProfileLine> }

const fileOf = (root: string, frame: CallFrame): string => {
  if (frame.url === '') return frame.functionName === '' ? '(native)' : frame.functionName
  const path = frame.url.startsWith('file://') ? new URL(frame.url).pathname : frame.url
  return path.startsWith('/') ? relative(root, path) : path
}

// A package, a source directory of ours, or Node's internals: where the time goes, coarsely.
const areaOf = (file: string): string => {
  const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/u.exec(file)
  if (pkg !== null) return `node_modules/${pkg[1]}`
  if (file.startsWith('node:')) return file.split('/').slice(0, 2).join('/')
  const dir = file.split('/')
  return dir.length > 2 ? dir.slice(0, dir.length - 1).join('/') : file
}

const top = (totals: Map<string, number>, totalMs: number, n: number): ReadonlyArray<ProfileLine> =>
  [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => ({ name, ms, share: ms / totalMs }))

/**
 * Self time of a V8 `.cpuprofile` (from `node --cpu-prof`), by function and by area (package,
 * directory, Node internals), heaviest first. V8's own entries keep their names: `(idle)`,
 * `(garbage collector)`, `(program)`.
 */
export const summariseProfile = (file: string, root: string, n = 25): ProfileSummary => {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
  const byFunction = new Map<string, number>()
  const byArea = new Map<string, number>()
  let totalMs = 0
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    const frame = frames.get(id)
    if (frame === undefined) return
    const file = fileOf(root, frame)
    const fn = frame.url === '' ? file : `${frame.functionName === '' ? '(anonymous)' : frame.functionName} ${file}:${frame.lineNumber + 1}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms)
    byArea.set(areaOf(file), (byArea.get(areaOf(file)) ?? 0) + ms)
    totalMs += ms
  })
  return { totalMs, byFunction: top(byFunction, totalMs, n), byArea: top(byArea, totalMs, n) }
}
