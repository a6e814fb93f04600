import type { HeadsetWorld } from './world.ts';

/** Last: the clock drains this step's units; at zero the run is over ("time-up"; the runtime sends run.ended). */
export function drainTimer(world: HeadsetWorld): void {
  const { RunTimer } = world.c;
  const events = world.ctx.events;
  for (const hunt of world.queries.hunts) {
    if (RunTimer.ended[hunt] === 1) continue;
    const left = RunTimer.unitsLeft[hunt]! - RunTimer.drainPerStep[hunt]!;
    if (left > 0) {
      RunTimer.unitsLeft[hunt] = left;
      continue;
    }
    RunTimer.unitsLeft[hunt] = 0;
    RunTimer.ended[hunt] = 1;
    events.push('time-up');
  }
}
