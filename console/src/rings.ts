/**
 * A graph of sessions and evidence values cut into its rings: the groups of sessions that shared
 * evidence, each with the values that join them and, per value, the sessions it appeared in. This
 * is the graph said in words, for whoever does not read the picture. Pure: no DOM.
 */
export type RingNode = { readonly id: string; readonly kind: string; readonly label: string; readonly scamType?: string }
export type RingValue = { readonly node: RingNode; readonly sessions: ReadonlyArray<RingNode> }
export type Ring = { readonly sessions: ReadonlyArray<RingNode>; readonly values: ReadonlyArray<RingValue> }

const byLabel = (a: RingNode, b: RingNode): number => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)

export const ringsOf = (nodes: ReadonlyArray<RingNode>, edges: ReadonlyArray<{ readonly from: string; readonly to: string }>): ReadonlyArray<Ring> => {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const parent = new Map(nodes.map((n) => [n.id, n.id]))
  const root = (id: string): string => {
    let r = id
    while (parent.get(r) !== r) r = parent.get(r) ?? r
    // Path compression keeps later look-ups short.
    for (let at = id; at !== r; ) {
      const next = parent.get(at) ?? r
      parent.set(at, r)
      at = next
    }
    return r
  }
  const neighbours = new Map<string, Set<string>>()
  for (const e of edges) {
    if (!byId.has(e.from) || !byId.has(e.to) || e.from === e.to) continue
    parent.set(root(e.from), root(e.to))
    for (const [a, b] of [[e.from, e.to], [e.to, e.from]] as const) {
      const set = neighbours.get(a) ?? new Set<string>()
      set.add(b)
      neighbours.set(a, set)
    }
  }
  const groups = new Map<string, RingNode[]>()
  for (const n of nodes) {
    const r = root(n.id)
    const group = groups.get(r)
    if (group === undefined) groups.set(r, [n])
    else group.push(n)
  }
  return [...groups.values()]
    .map((members): Ring => {
      const sessions = members.filter((n) => n.kind === 'session').sort(byLabel)
      const values = members
        .filter((n) => n.kind !== 'session')
        .sort(byLabel)
        .map((node) => ({
          node,
          sessions: [...(neighbours.get(node.id) ?? [])].flatMap((id) => {
            const n = byId.get(id)
            return n !== undefined && n.kind === 'session' ? [n] : []
          }).sort(byLabel),
        }))
      return { sessions, values }
    })
    .filter((r) => r.values.length > 0 || r.sessions.length > 1)
    .sort((a, b) => b.sessions.length - a.sessions.length || b.values.length - a.values.length)
}
