import { forceCollide, forceLink, forceManyBody, forceSimulation, forceX, forceY, type SimulationNodeDatum } from 'd3-force'

export type Point = { readonly x: number; readonly y: number }

type Body = SimulationNodeDatum & { readonly id: string }

/**
 * Places a graph's nodes with d3-force: linked nodes pull together, all push apart, and a weak pull
 * to the centre keeps separate rings on one picture. Run to rest here, without animation, so the
 * picture is drawn once; d3-force's start positions and jitter are fixed, so the same graph is
 * always drawn the same way. Edges naming a node that is not there are ignored. Pure: no DOM.
 */
export const layout = (nodes: ReadonlyArray<{ readonly id: string }>, edges: ReadonlyArray<{ readonly from: string; readonly to: string }>, ticks = 300): ReadonlyMap<string, Point> => {
  const bodies: Body[] = nodes.map((n) => ({ id: n.id }))
  const ids = new Set(bodies.map((b) => b.id))
  const links = edges.filter((e) => ids.has(e.from) && ids.has(e.to) && e.from !== e.to).map((e) => ({ source: e.from, target: e.to }))
  const simulation = forceSimulation(bodies)
    .force('link', forceLink<Body, { source: string; target: string }>(links).id((b) => b.id).distance(70))
    .force('charge', forceManyBody().strength(-250))
    .force('collide', forceCollide(24))
    .force('x', forceX(0).strength(0.05))
    .force('y', forceY(0).strength(0.05))
    .stop()
  simulation.tick(ticks)
  return new Map(bodies.map((b) => [b.id, { x: b.x ?? 0, y: b.y ?? 0 }]))
}
