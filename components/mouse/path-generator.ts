import { MOUSE_CAPACITY } from './capacity.ts';

/** Where the path generator stands: the lane the last generated tile leaves on, and that tile's index. */
export function createPathGenerator(capacity = MOUSE_CAPACITY) {
  return {
    exitLane: new Int8Array(capacity),
    lastIndex: new Int32Array(capacity),
  };
}
export type PathGenerator = ReturnType<typeof createPathGenerator>;
