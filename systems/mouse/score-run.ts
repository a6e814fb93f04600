import type { MouseWorld } from './world.ts';
import { ScrollMode } from './scroll-mode.ts';
import {
  PATH_HALF_WIDTH,
  POINTS_PER_SECOND_ON_PATH,
  POINTS_PER_TILE,
  PRECISION_POINTS_PER_SECOND,
  STEP_SECONDS,
  TILE_SIZE,
} from './rules.ts';

/**
 * Scores a game-mode step on the circuit lines: time on them, the distance travelled, and precision (how
 * centred the sphere is: 1 on the centre line, 0 at the lane's edge). Off the lines earns nothing.
 */
export function scoreRun(world: MouseWorld): void {
  const { PathContact, Score, Scroller } = world.c;
  const scorers = world.queries.scored;
  for (const circuit of world.queries.circuits) {
    if (Scroller.mode[circuit] !== ScrollMode.game) continue;
    for (const player of scorers) {
      if (PathContact.onPath[player] !== 1) continue;
      Score.travelPoints[player] =
        Score.travelPoints[player]! +
        POINTS_PER_SECOND_ON_PATH * STEP_SECONDS +
        (Scroller.lastAdvance[circuit]! / TILE_SIZE) * POINTS_PER_TILE;
      const centred = 1 - PathContact.centreOffset[player]! / PATH_HALF_WIDTH;
      Score.precisionPoints[player] =
        Score.precisionPoints[player]! + centred * PRECISION_POINTS_PER_SECOND * STEP_SECONDS;
      Score.stepsOnPath[player] = Score.stepsOnPath[player]! + 1;
    }
  }
}

/** The run's score: the player's points, whole, rounded down. */
export function scoreOf(world: MouseWorld): number {
  const { Score } = world.c;
  let points = 0;
  for (const player of world.queries.players)
    points += Score.travelPoints[player]! + Score.precisionPoints[player]!;
  return Math.floor(points);
}
