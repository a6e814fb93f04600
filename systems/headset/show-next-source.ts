import type { HeadsetWorld } from './world.ts';
import { fcos, fsin, TAU } from '../fixed-math.ts';
import { characterOf } from './queries.ts';
import { CHARACTER_LIMIT, PLACEMENT_TRIES, SOURCE_COUNT, SOURCE_DISTANCE } from './rules.ts';

/**
 * Counts down to the next source; when it is due, shows the next audio object of the cycle at a seeded random
 * spot SOURCE_DISTANCE from the character (spec: on a circle of radius 4 around it), drawn again while the spot
 * lies where the character cannot walk (|x| or |z| over CHARACTER_LIMIT), at most PLACEMENT_TRIES times, then
 * towards the floor's centre. The first step of a run (start) shows the first source.
 */
export function showNextSource(world: HeadsetWorld): void {
  const { AudioEmitter, FloorPosition, Hunt, RunTimer } = world.c;
  const { events, rng } = world.ctx;
  for (const hunt of world.queries.hunts) {
    if (Hunt.target[hunt]! >= 0 || RunTimer.ended[hunt] === 1) continue;
    const left = Hunt.showStepsLeft[hunt]! - 1;
    Hunt.showStepsLeft[hunt] = left;
    if (left > 0) continue;
    const src = Hunt.nextSrc[hunt]!;
    let emitter = -1;
    for (const eid of world.queries.emitters) if (AudioEmitter.src[eid] === src) emitter = eid;
    if (emitter < 0) throw new Error(`this headset world has no audio object with src ${src}`);
    const character = characterOf(world);
    const cx = FloorPosition.x[character]!;
    const cz = FloorPosition.z[character]!;
    let x = 0;
    let z = 0;
    let placed = false;
    for (let i = 0; i < PLACEMENT_TRIES && !placed; i++) {
      const angle = rng.next() * TAU;
      x = cx + SOURCE_DISTANCE * fsin(angle);
      z = cz + SOURCE_DISTANCE * fcos(angle);
      placed = x >= -CHARACTER_LIMIT && x <= CHARACTER_LIMIT && z >= -CHARACTER_LIMIT && z <= CHARACTER_LIMIT;
    }
    if (!placed) {
      const away = Math.sqrt(cx * cx + cz * cz);
      x = away === 0 ? cx : cx - (SOURCE_DISTANCE * cx) / away;
      z = away === 0 ? cz + SOURCE_DISTANCE : cz - (SOURCE_DISTANCE * cz) / away;
    }
    FloorPosition.x[emitter] = x;
    FloorPosition.z[emitter] = z;
    FloorPosition.previousX[emitter] = x;
    FloorPosition.previousZ[emitter] = z;
    AudioEmitter.visible[emitter] = 1;
    Hunt.target[hunt] = emitter;
    Hunt.searchSteps[hunt] = 0;
    Hunt.nextSrc[hunt] = (src + 1) % SOURCE_COUNT;
    events.push('shown');
  }
}
