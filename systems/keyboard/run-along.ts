import { PHASE_PENDING, PHASE_PLAYING } from '../../components/keyboard/index.ts';
import { beatAtTick, distanceAtBeat } from './beat-time.ts';
import { CAMERA_START } from './rules.ts';
import type { KeyboardWorld } from './world.ts';

/**
 * The camera runs with the music: its z after this step is the distance of the beat the music has reached, the same
 * pure function that placed the rows, so it reaches each row exactly on the row's beat, whatever the speed changes.
 */
export function runAlong(world: KeyboardWorld): void {
  const { BeatTracker, Runner } = world.c;
  for (const tracker of world.queries.trackers) {
    const phase = BeatTracker.phase[tracker];
    if (phase !== PHASE_PENDING && phase !== PHASE_PLAYING) continue;
    const z = CAMERA_START.z + distanceAtBeat(beatAtTick(world.ctx.tick + 1));
    for (const runner of world.queries.runners) Runner.z[runner] = z;
  }
}
