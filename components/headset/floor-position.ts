import { HEADSET_CAPACITY } from './capacity.ts';

/**
 * Where something stands on the 40 × 40 floor (world units, the floor's centre at 0), now and one step ago; the
 * view draws lerp(previous, current, alpha). The floor is the plane y = 0; distances are measured in it.
 */
export function createFloorPosition(capacity = HEADSET_CAPACITY) {
  return {
    x: new Float64Array(capacity),
    z: new Float64Array(capacity),
    previousX: new Float64Array(capacity),
    previousZ: new Float64Array(capacity),
  };
}
export type FloorPosition = ReturnType<typeof createFloorPosition>;
