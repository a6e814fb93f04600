import { MOUSE_CAPACITY } from './capacity.ts';

/**
 * The player sphere's position across the path (world units, + to the right) now and one step ago; the view
 * draws lerp(previousX, x, alpha). Along the path the sphere stays at z = 0 while the circuit scrolls.
 */
export function createLateralPosition(capacity = MOUSE_CAPACITY) {
  return {
    x: new Float64Array(capacity),
    previousX: new Float64Array(capacity),
  };
}
export type LateralPosition = ReturnType<typeof createLateralPosition>;
