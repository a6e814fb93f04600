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
  const circuit = world.circuit;
  if (Scroller.mode[circuit] !== ScrollMode.game) return;
  const player = world.player;
  if (PathContact.onPath[player] !== 1) return;
  Score.travelPoints[player] =
    Score.travelPoints[player]! +
    POINTS_PER_SECOND_ON_PATH * STEP_SECONDS +
    (Scroller.lastAdvance[circuit]! / TILE_SIZE) * POINTS_PER_TILE;
  const centred = 1 - PathContact.centreOffset[player]! / PATH_HALF_WIDTH;
  Score.precisionPoints[player] =
    Score.precisionPoints[player]! + centred * PRECISION_POINTS_PER_SECOND * STEP_SECONDS;
  Score.stepsOnPath[player] = Score.stepsOnPath[player]! + 1;
}

/** The run's score: whole points, rounded down. */
export function scoreOf(world: MouseWorld): number {
  const { Score } = world.c;
  return Math.floor(Score.travelPoints[world.player]! + Score.precisionPoints[world.player]!);
}
