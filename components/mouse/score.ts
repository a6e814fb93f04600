import { MOUSE_CAPACITY } from './capacity.ts';

/**
 * The run's score before rounding, in two parts: staying on the lines (time and distance) and precision (being
 * centred on them). Kept apart so the end screen and the calibration can show both.
 */
export function createScore(capacity = MOUSE_CAPACITY) {
  return {
    travelPoints: new Float64Array(capacity),
    precisionPoints: new Float64Array(capacity),
    stepsOnPath: new Int32Array(capacity),
  };
}
export type Score = ReturnType<typeof createScore>;
