import { HEADSET_CAPACITY } from './capacity.ts';

/**
 * The run's score before rounding, in two parts kept apart for the end screen and the calibration: the points
 * for each find, and the bonus for finding quickly; and how many sources were found.
 */
export function createScore(capacity = HEADSET_CAPACITY) {
  return {
    findPoints: new Float64Array(capacity),
    quickPoints: new Float64Array(capacity),
    finds: new Int32Array(capacity),
  };
}
export type Score = ReturnType<typeof createScore>;
