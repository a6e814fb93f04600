import type { MouseWorld } from './world.ts';
import { tileSlot } from './world.ts';
import { laneCentreAt } from './tile-geometry.ts';
import { PATH_HALF_WIDTH, TILE_SIZE } from './rules.ts';

/**
 * After scrolling, so it tests this step's tile: is the sphere's centre within the lane, and how far off
 * centre. The tile under the player is found by its slot (one lookup), the tiles being pooled by path index.
 */
export function testOnPath(world: MouseWorld): void {
  const { CircuitTile, LateralPosition, PathContact, Scroller } = world.c;
  const spheres = world.queries.tested;
  for (const circuit of world.queries.circuits) {
    const along = Scroller.distance[circuit]! / TILE_SIZE;
    const index = Math.floor(along);
    const tile = world.tileBySlot[tileSlot(index)]!;
    const centre = laneCentreAt(CircuitTile.kind[tile]!, CircuitTile.entryLane[tile]!, along - index);
    for (const eid of spheres) {
      const offset = LateralPosition.x[eid]! - centre;
      const distance = offset < 0 ? -offset : offset;
      PathContact.centreOffset[eid] = distance;
      PathContact.onPath[eid] = distance <= PATH_HALF_WIDTH ? 1 : 0;
    }
  }
}
