import { TILE_CLOSED, TILE_LOWERED, TILE_OPENED } from '../../components/keyboard/index.ts';
import { runnerOf } from './queries.ts';
import {
  CLOSE_DISTANCE,
  LOWER_DISTANCE,
  LOWER_FULL_Y,
  LOWER_HALFWAY_Y,
  OPEN_DISTANCE,
  TILE_RAISED_Y,
} from './rules.ts';
import type { KeyboardWorld } from './world.ts';

/**
 * The key tiles' cycle (spec §4) by their distance ahead of the camera (tile z − camera z, after this step's run):
 * placed closed (key raised), opened within OPEN_DISTANCE, lowered within LOWER_DISTANCE (to 0.3 on a halfway row,
 * a jump or a duck, otherwise −0.1), closed again (raised) once the camera is under 1 unit away. Each state is
 * entered once, in that order.
 */
export function updateTiles(world: KeyboardWorld): void {
  const { KeyTile, BeatRow, Runner } = world.c;
  const cameraZ = Runner.z[runnerOf(world)]!;
  for (const tile of world.queries.tiles) {
    const distance = KeyTile.z[tile]! - cameraZ;
    const state = KeyTile.state[tile]!;
    if (state === TILE_CLOSED && distance <= OPEN_DISTANCE && distance >= LOWER_DISTANCE) {
      KeyTile.state[tile] = TILE_OPENED;
    } else if (state === TILE_OPENED && distance <= LOWER_DISTANCE) {
      KeyTile.state[tile] = TILE_LOWERED;
      KeyTile.y[tile] = BeatRow.halfway[KeyTile.row[tile]!] === 1 ? LOWER_HALFWAY_Y : LOWER_FULL_Y;
    } else if (state === TILE_LOWERED && distance < CLOSE_DISTANCE) {
      KeyTile.state[tile] = TILE_CLOSED;
      KeyTile.y[tile] = TILE_RAISED_Y;
    }
  }
}
