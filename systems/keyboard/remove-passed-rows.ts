import { removeEntity } from 'bitecs';
import { runnerOf } from './queries.ts';
import { REMOVE_BEHIND } from './rules.ts';
import type { KeyboardWorld } from './world.ts';

/**
 * Last: rows, tiles and obstacles REMOVE_BEHIND units behind the camera leave the world, so a run of any length
 * keeps a bounded count (bitecs reuses their ids). They leave the query lists when the next step commits removals,
 * before placeRows can reuse an id.
 */
export function removePassedRows(world: KeyboardWorld): void {
  const { BeatRow, KeyTile, Obstacle, Runner } = world.c;
  const limit = Runner.z[runnerOf(world)]! - REMOVE_BEHIND;
  for (const eid of world.queries.rows) if (BeatRow.z[eid]! < limit) removeEntity(world, eid);
  for (const eid of world.queries.tiles) if (KeyTile.z[eid]! < limit) removeEntity(world, eid);
  for (const eid of world.queries.obstacles) if (Obstacle.z[eid]! < limit) removeEntity(world, eid);
}
