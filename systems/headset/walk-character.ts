import type { HeadsetWorld } from './world.ts';
import { clamp } from '../fixed-math.ts';
import { headingX, headingZ } from './heading-geometry.ts';
import { CHARACTER_LIMIT, COLLISION_DISTANCE, KEY_BACK, KEY_FORWARD, WALK_STEP } from './rules.ts';

/**
 * Walks the character WALK_STEP along its heading while the pointer or the forward key is held (backward with the
 * back key; both cancel out). A visible source is solid: a step that would end closer than COLLISION_DISTANCE to
 * its centre ends on that circle instead, pushed straight out from the centre (so the character slides round it).
 * Then the character is clamped to |x|, |z| ≤ CHARACTER_LIMIT (spec: 40 % of each half of the floor).
 */
export function walkCharacter(world: HeadsetWorld): void {
  const { AudioEmitter, Controls, FloorPosition, Heading } = world.c;
  const emitters = world.queries.emitters;
  for (const eid of world.queries.walkers) {
    const keys = Controls.keys[eid]!;
    const forward = Controls.pointerHeld[eid] === 1 || (keys & KEY_FORWARD) !== 0 ? 1 : 0;
    const direction = forward - ((keys & KEY_BACK) !== 0 ? 1 : 0);
    Controls.walking[eid] = direction !== 0 ? 1 : 0;
    if (direction === 0) continue;
    const heading = Heading.quanta[eid]!;
    let x = FloorPosition.x[eid]! + direction * WALK_STEP * headingX(heading);
    let z = FloorPosition.z[eid]! + direction * WALK_STEP * headingZ(heading);
    for (const emitter of emitters) {
      if (AudioEmitter.visible[emitter] !== 1) continue;
      const dx = x - FloorPosition.x[emitter]!;
      const dz = z - FloorPosition.z[emitter]!;
      const squared = dx * dx + dz * dz;
      if (squared >= COLLISION_DISTANCE * COLLISION_DISTANCE) continue;
      if (squared === 0) {
        x = FloorPosition.x[eid]!;
        z = FloorPosition.z[eid]!;
        continue;
      }
      const out = COLLISION_DISTANCE / Math.sqrt(squared);
      x = FloorPosition.x[emitter]! + dx * out;
      z = FloorPosition.z[emitter]! + dz * out;
    }
    FloorPosition.x[eid] = clamp(x, -CHARACTER_LIMIT, CHARACTER_LIMIT);
    FloorPosition.z[eid] = clamp(z, -CHARACTER_LIMIT, CHARACTER_LIMIT);
  }
}
