import { runnerOf } from './queries.ts';
import type { KeyboardWorld } from './world.ts';

/** The run's score: the runner's points. */
export function scoreOf(world: KeyboardWorld): number {
  return world.c.Judgement.points[runnerOf(world)]!;
}

/** How many rows got each rating, and the misses that count towards the end. */
/** A run's ratings, as its replay and a bot report them. */
export type RatingTally = ReturnType<typeof ratingsOf>;

export function ratingsOf(world: KeyboardWorld) {
  const { Judgement } = world.c;
  const r = runnerOf(world);
  return {
    perfects: Judgement.perfects[r]!,
    goods: Judgement.goods[r]!,
    bads: Judgement.bads[r]!,
    missed: Judgement.missed[r]!,
    misses: Judgement.misses[r]!,
    maxCombo: Judgement.maxCombo[r]!,
  };
}
