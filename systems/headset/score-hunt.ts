import type { HeadsetWorld } from './world.ts';

/** The run's score: the character's find and quick points, whole, rounded down. */
export function scoreOf(world: HeadsetWorld): number {
  const { Score } = world.c;
  let points = 0;
  for (const eid of world.queries.characters) points += Score.findPoints[eid]! + Score.quickPoints[eid]!;
  return Math.floor(points);
}

/** Sources found in the run. */
export function findsOf(world: HeadsetWorld): number {
  const { Score } = world.c;
  let finds = 0;
  for (const eid of world.queries.characters) finds += Score.finds[eid]!;
  return finds;
}
