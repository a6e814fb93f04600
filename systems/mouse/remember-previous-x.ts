import type { MouseWorld } from './world.ts';

/** Keeps the step's starting x of the sphere, so the view can interpolate between the last two steps. */
export function rememberPreviousX(world: MouseWorld): void {
  const { LateralPosition } = world.c;
  const player = world.player;
  LateralPosition.previousX[player] = LateralPosition.x[player]!;
}
