import type { HeadsetWorld } from './world.ts';
import { INDICATOR_COOLDOWN_STEPS, INDICATOR_FADE_STEPS, IDLE_STEPS } from './rules.ts';

/**
 * The idle indicator (spec §4). While a source is shown, a step that brings the character closer to it is
 * progress; IDLE_STEPS (3000 ms) without progress turn the indicator on ("idle-on"). Once on it stays on at least
 * INDICATOR_COOLDOWN_STEPS (1 s), then clears ("idle-off") on a step of progress. While no source is shown (the
 * wait after a find) nothing counts as idle. Its opacity follows on/off by one fade step a step, over
 * INDICATOR_FADE_STEPS (1.6 s). A restart is a new world: the indicator starts off.
 */
export function trackProgress(world: HeadsetWorld): void {
  const { FloorPosition, Hunt, IdleIndicator } = world.c;
  const events = world.ctx.events;
  for (const hunt of world.queries.hunts) {
    const target = Hunt.target[hunt]!;
    for (const eid of world.queries.indicated) {
      if (target < 0) {
        IdleIndicator.idleSteps[eid] = 0;
        IdleIndicator.lastDistance[eid] = -1;
      } else {
        const dx = FloorPosition.x[eid]! - FloorPosition.x[target]!;
        const dz = FloorPosition.z[eid]! - FloorPosition.z[target]!;
        const distance = Math.sqrt(dx * dx + dz * dz);
        const last = IdleIndicator.lastDistance[eid]!;
        // A source just shown starts the count afresh.
        IdleIndicator.idleSteps[eid] = last < 0 || distance < last ? 0 : IdleIndicator.idleSteps[eid]! + 1;
        IdleIndicator.lastDistance[eid] = distance;
      }
      if (IdleIndicator.on[eid] === 1) {
        const cooldown = IdleIndicator.cooldownStepsLeft[eid]!;
        if (cooldown > 0) IdleIndicator.cooldownStepsLeft[eid] = cooldown - 1;
        else if (IdleIndicator.idleSteps[eid] === 0) {
          IdleIndicator.on[eid] = 0;
          events.push('idle-off');
        }
      } else if (IdleIndicator.idleSteps[eid]! >= IDLE_STEPS) {
        IdleIndicator.on[eid] = 1;
        IdleIndicator.cooldownStepsLeft[eid] = INDICATOR_COOLDOWN_STEPS;
        events.push('idle-on');
      }
      const fade = IdleIndicator.fadeSteps[eid]!;
      if (IdleIndicator.on[eid] === 1) {
        if (fade < INDICATOR_FADE_STEPS) IdleIndicator.fadeSteps[eid] = fade + 1;
      } else if (fade > 0) IdleIndicator.fadeSteps[eid] = fade - 1;
    }
  }
}
