import type { MouseWorld } from './world.ts';
import { tileSlot } from './world.ts';
import { laneCentreAt } from './tile-geometry.ts';
import { PATH_HALF_WIDTH, TILE_SIZE } from './rules.ts';

/** After scrolling, so it tests this step's tile: is the sphere's centre within the lane, and how far off centre. */
export function testOnPath(world: MouseWorld): void {
  const { CircuitTile, LateralPosition, PathContact, Scroller } = world.c;
  const player = world.player;
  const along = Scroller.distance[world.circuit]! / TILE_SIZE;
  const index = Math.floor(along);
  const tile = world.tileBySlot[tileSlot(index)]!;
  const centre = laneCentreAt(CircuitTile.kind[tile]!, CircuitTile.entryLane[tile]!, along - index);
  const offset = LateralPosition.x[player]! - centre;
  const distance = offset < 0 ? -offset : offset;
  PathContact.centreOffset[player] = distance;
  PathContact.onPath[player] = distance <= PATH_HALF_WIDTH ? 1 : 0;
}
