import type { HeadsetWorld } from './world.ts';
import {
  DRAIN_UNITS_MAX,
  DRAIN_UNITS_PER_FIND,
  FIND_BONUS_UNITS,
  FIND_POINTS,
  INTERACTION_DISTANCE,
  QUICK_POINTS,
  QUICK_STEPS,
  SHOW_DELAY_STEPS,
} from './rules.ts';

/**
 * A character within INTERACTION_DISTANCE of the shown source finds it: the source hides, "found" is announced
 * (the headset-found sound), the clock gets FIND_BONUS_UNITS (+5 s), the character scores the find (FIND_POINTS,
 * plus the quick bonus), the clock then drains faster, and the next source is
 * due SHOW_DELAY_STEPS later. Otherwise the search goes on for another step.
 */
export function findSource(world: HeadsetWorld): void {
  const { AudioEmitter, FloorPosition, Hunt, RunTimer, Score } = world.c;
  const events = world.ctx.events;
  for (const hunt of world.queries.hunts) {
    const target = Hunt.target[hunt]!;
    if (target < 0 || RunTimer.ended[hunt] === 1) continue;
    let found = false;
    for (const eid of world.queries.scorers) {
      const dx = FloorPosition.x[eid]! - FloorPosition.x[target]!;
      const dz = FloorPosition.z[eid]! - FloorPosition.z[target]!;
      if (dx * dx + dz * dz > INTERACTION_DISTANCE * INTERACTION_DISTANCE) continue;
      const searched = Hunt.searchSteps[hunt]!;
      Score.findPoints[eid] = Score.findPoints[eid]! + FIND_POINTS;
      if (searched < QUICK_STEPS)
        Score.quickPoints[eid] =
          Score.quickPoints[eid]! + (QUICK_POINTS * (QUICK_STEPS - searched)) / QUICK_STEPS;
      Score.finds[eid] = Score.finds[eid]! + 1;
      found = true;
      break;
    }
    if (!found) {
      Hunt.searchSteps[hunt] = Hunt.searchSteps[hunt]! + 1;
      continue;
    }
    AudioEmitter.visible[target] = 0;
    Hunt.target[hunt] = -1;
    Hunt.showStepsLeft[hunt] = SHOW_DELAY_STEPS;
    RunTimer.unitsLeft[hunt] = RunTimer.unitsLeft[hunt]! + FIND_BONUS_UNITS;
    const faster = RunTimer.drainPerStep[hunt]! + DRAIN_UNITS_PER_FIND;
    RunTimer.drainPerStep[hunt] = faster > DRAIN_UNITS_MAX ? DRAIN_UNITS_MAX : faster;
    events.push('found');
  }
}
