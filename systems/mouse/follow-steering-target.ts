import type { MouseWorld } from './world.ts';
import { FOLLOW_PER_STEP, WORLD_PER_QUANTUM } from './rules.ts';

/** The sphere glides a fixed fraction of the way to its target each step (smooth between input samples). */
export function followSteeringTarget(world: MouseWorld): void {
  const { LateralPosition, Steering } = world.c;
  for (const eid of world.queries.steered) {
    const x = LateralPosition.x[eid]!;
    const target = Steering.targetQuanta[eid]! * WORLD_PER_QUANTUM;
    LateralPosition.x[eid] = x + (target - x) * FOLLOW_PER_STEP;
  }
}
