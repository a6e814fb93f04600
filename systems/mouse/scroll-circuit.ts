import type { MouseWorld } from './world.ts';
import { tileSlot } from './world.ts';
import { generateTile } from './generate-tile.ts';
import { STEP_SECONDS, TILE_COUNT, TILES_BEHIND, TILES_PER_SECOND_AT_SPEED_1 } from './rules.ts';

/**
 * Moves the player along the path at the current speed, then recycles every tile that fell more than
 * TILES_BEHIND tiles behind to the front of the pool, as the next tile of the path (in path order, so the
 * seeded source draws the same numbers for the same path).
 */
export function scrollCircuit(world: MouseWorld): void {
  const { Scroller } = world.c;
  for (const circuit of world.queries.scrolling) {
    const advance = Scroller.speed[circuit]! * TILES_PER_SECOND_AT_SPEED_1 * STEP_SECONDS;
    const distance = Scroller.distance[circuit]! + advance;
    Scroller.distance[circuit] = distance;
    Scroller.lastAdvance[circuit] = advance;
    let first = Scroller.firstTileIndex[circuit]!;
    while (first + 1 + TILES_BEHIND <= distance) {
      generateTile(world, circuit, world.tileBySlot[tileSlot(first)]!, first + TILE_COUNT);
      first++;
    }
    Scroller.firstTileIndex[circuit] = first;
  }
}
