import { HEADSET_CAPACITY } from './capacity.ts';

/**
 * The red "no progress" indicator (spec §4): the distance to the target last step, the steps since it last
 * shrank, whether the indicator is on, the steps it must still stay on (its cooldown), and its opacity as whole
 * fade steps (the view shows fadeSteps / FADE_STEPS). Counted in steps, so it lands on the same step everywhere.
 */
export function createIdleIndicator(capacity = HEADSET_CAPACITY) {
  return {
    /** −1 while no source is shown (nothing measured yet). */
    lastDistance: new Float64Array(capacity),
    idleSteps: new Int32Array(capacity),
    on: new Uint8Array(capacity),
    cooldownStepsLeft: new Int32Array(capacity),
    fadeSteps: new Int32Array(capacity),
  };
}
export type IdleIndicator = ReturnType<typeof createIdleIndicator>;
