import type { MouseWorld } from './world.ts';
import { FOLLOW_PER_STEP, WORLD_PER_QUANTUM } from './rules.ts';

/** The sphere glides a fixed fraction of the way to its target each step (smooth between input samples). */
export function followSteeringTarget(world: MouseWorld): void {
  const { LateralPosition, Steering } = world.c;
  const player = world.player;
  const x = LateralPosition.x[player]!;
  const target = Steering.targetQuanta[player]! * WORLD_PER_QUANTUM;
  LateralPosition.x[player] = x + (target - x) * FOLLOW_PER_STEP;
}
