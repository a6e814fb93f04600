import type { MouseWorld } from './world.ts';

/** Keeps the step's starting x of every sphere, so the view can interpolate between the last two steps. */
export function rememberPreviousX(world: MouseWorld): void {
  const { LateralPosition } = world.c;
  for (const eid of world.queries.moving) LateralPosition.previousX[eid] = LateralPosition.x[eid]!;
}
