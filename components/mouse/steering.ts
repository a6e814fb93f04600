import { MOUSE_CAPACITY } from './capacity.ts';

/**
 * Where the player is steering: the target across the path in steering quanta (integers, so that the replay
 * and the browser hold the same value), and which steering keys are held.
 */
export function createSteering(capacity = MOUSE_CAPACITY) {
  return {
    targetQuanta: new Int32Array(capacity),
    holdLeft: new Uint8Array(capacity),
    holdRight: new Uint8Array(capacity),
  };
}
export type Steering = ReturnType<typeof createSteering>;
