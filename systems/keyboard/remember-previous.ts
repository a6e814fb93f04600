import type { KeyboardWorld } from './world.ts';

/** First: the view interpolates the camera and the tiles from where they stood at the step's start. */
export function rememberPrevious(world: KeyboardWorld): void {
  const { Runner, KeyTile } = world.c;
  for (const eid of world.queries.runners) {
    Runner.previousX[eid] = Runner.x[eid]!;
    Runner.previousY[eid] = Runner.y[eid]!;
    Runner.previousZ[eid] = Runner.z[eid]!;
  }
  for (const eid of world.queries.tiles) KeyTile.previousY[eid] = KeyTile.y[eid]!;
}
