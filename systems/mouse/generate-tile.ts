import type { MouseWorld } from './world.ts';
import { laneDelta, TileKind } from './tile-geometry.ts';
import {
  LANE_MAX,
  LANE_MIN,
  SHIFT_CHANCE_MAX,
  SHIFT_CHANCE_PER_TILE,
  SHIFT_CHANCE_START,
  TUTORIAL_TILE_COUNT,
} from './rules.ts';

/** Chance that path tile `index` changes lane: none in the tutorial, then growing with the distance. */
export function shiftChance(index: number): number {
  if (index < TUTORIAL_TILE_COUNT) return 0;
  const chance = SHIFT_CHANCE_START + SHIFT_CHANCE_PER_TILE * (index - TUTORIAL_TILE_COUNT);
  return chance < SHIFT_CHANCE_MAX ? chance : SHIFT_CHANCE_MAX;
}

/**
 * Gives pooled tile `eid` the shape of path tile `index`, continuing from the exit lane of the previous tile that
 * `circuit`'s path generator made. Tiles
 * are generated strictly in path order from the world's seeded source, so a seed fixes the whole path; the
 * tutorial tiles (and the run-up behind the start) are straight and consume no randomness.
 */
export function generateTile(world: MouseWorld, circuit: number, eid: number, index: number): void {
  const { CircuitTile, PathGenerator } = world.c;
  const entry = PathGenerator.exitLane[circuit]!;
  let kind: number = TileKind.straight;
  const chance = shiftChance(index);
  if (chance > 0 && world.ctx.rng.next() < chance) {
    if (entry <= LANE_MIN) kind = TileKind.shiftRight;
    else if (entry >= LANE_MAX) kind = TileKind.shiftLeft;
    else kind = world.ctx.rng.next() < 0.5 ? TileKind.shiftLeft : TileKind.shiftRight;
  }
  CircuitTile.index[eid] = index;
  CircuitTile.kind[eid] = kind;
  CircuitTile.entryLane[eid] = entry;
  PathGenerator.exitLane[circuit] = entry + laneDelta(kind);
  PathGenerator.lastIndex[circuit] = index;
}
