import { HEADSET_CAPACITY } from './capacity.ts';

/**
 * The run's clock in whole time units (the rules' TIME_UNITS_PER_SECOND): what is left, and how many units one
 * step drains (it grows as the player finds sources). Integers, so +5 s and the end land on exact steps.
 */
export function createRunTimer(capacity = HEADSET_CAPACITY) {
  return {
    unitsLeft: new Int32Array(capacity),
    drainPerStep: new Int32Array(capacity),
    /** 1 once the clock reached zero: the run is over. */
    ended: new Uint8Array(capacity),
  };
}
export type RunTimer = ReturnType<typeof createRunTimer>;
