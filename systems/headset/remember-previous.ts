import type { HeadsetWorld } from './world.ts';

/** First: the view interpolates from where everything stood, and which way the character faced, at the step's start. */
export function rememberPrevious(world: HeadsetWorld): void {
  const { FloorPosition, Heading } = world.c;
  for (const eid of world.queries.placed) {
    FloorPosition.previousX[eid] = FloorPosition.x[eid]!;
    FloorPosition.previousZ[eid] = FloorPosition.z[eid]!;
  }
  for (const eid of world.queries.turning) Heading.previous[eid] = Heading.quanta[eid]!;
}
